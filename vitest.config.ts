import { defineConfig } from 'vitest/config';

/**
 * One runner for every suite. `npm test` runs unit, api and web, then e2e against the built product.
 * The api project runs against a PGlite golden image, or PostgreSQL when DATABASE_URL is set.
 */
// .ci/run sets CI_REPORT_DIR to count passed and failed tests across every vitest invocation.
const reportDir = process.env.CI_REPORT_DIR;
const reporters = reportDir ? ['default', ['json', { outputFile: `${reportDir}/vitest-${process.pid}-${Date.now()}.json` }]] : ['default'];

export default defineConfig({
  test: {
    reporters: reporters as never,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          setupFiles: ['apps/api/test/setup-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A real browser against a real server on a shared CI machine: one retry absorbs a rare timing
          // hiccup (as Playwright's own CI default does); a journey that fails twice fails the run.
          retry: 1,
        },
      },
    ],
  },
});
