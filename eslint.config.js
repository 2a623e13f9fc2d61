import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports a folder may not make: the one-way dependency rules of DESIGN.md section 2. */
const forbid = (files, patterns, message, paths = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { paths, patterns: [{ group: patterns, message }] }] },
});

/**
 * Each web route loads only its own domains' endpoints (docs/decisions/0016-web-weight.md): the web imports
 * them from '@stillpoint/contracts/endpoints/<domain>', never the whole catalogue
 * (scripts/codemods/web-domain-endpoints.mjs rewrites old imports).
 */
const webPaths = [
  {
    name: '@stillpoint/contracts',
    importNames: ['endpoints', 'allEndpoints'],
    message:
      "import a domain's endpoints from '@stillpoint/contracts/endpoints/<domain>' (scripts/codemods/web-domain-endpoints.mjs).",
  },
];

const webFeatures = existsSync('apps/web/src/features')
  ? readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'packages/db/migrations/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Web and API test files share their worker's loaded modules (vitest.config.ts, isolate: false), where a
  // module mock would reach other files or miss a module already loaded: a web file that mocks goes in the
  // isolated project by its name (*.isolated.test.tsx); the API suite tests real modules.
  {
    files: ['apps/web/**/*.test.{ts,tsx}', 'apps/api/**/*.test.ts', 'packages/**/*.test.ts'],
    ignores: ['apps/web/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message: 'Test files share loaded modules here: mock modules only in a *.isolated.test.ts(x) file (vitest.config.ts).',
        })),
      ],
    },
  },
  // Scripts, the server entry and benchmarks talk to a terminal.
  {
    files: ['scripts/**', '.ci/**', 'apps/api/src/server.ts', 'apps/api/src/worker.ts', 'apps/api/build.mjs', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  forbid(
    ['packages/contracts/**'],
    ['@stillpoint/db', '@stillpoint/api', '@stillpoint/web', 'drizzle-orm*', 'fastify*', 'react*', 'pg'],
    'contracts depend on nothing but zod.',
  ),
  forbid(['packages/db/**'], ['@stillpoint/api', '@stillpoint/web', 'fastify*', 'react*'], 'db depends on contracts only.'),
  forbid(['apps/api/**'], ['@stillpoint/web', 'react*'], 'the API never imports the web app.'),
  forbid(
    ['apps/web/src/**'],
    ['@stillpoint/db', '@stillpoint/api', 'drizzle-orm*', 'fastify*', 'pg', 'node:*'],
    'the web app depends on contracts only.',
    webPaths,
  ),
  forbid(['apps/web/src/lib/**'], ['**/features/**', '**/app/**'], 'lib is the bottom layer: lib -> features -> app.', webPaths),
  ...webFeatures.map((feature) =>
    forbid(
      [`apps/web/src/features/${feature}/**`],
      ['**/app/**', ...webFeatures.filter((other) => other !== feature).map((other) => `**/features/${other}/**`)],
      'features never import each other or the app; pages in app/ compose them.',
      webPaths,
    ),
  ),
);
