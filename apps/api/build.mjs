// Bundles the API (with the workspace packages it imports) into dist/server.js; npm packages stay
// external and are loaded from node_modules. The migrations ship beside the bundle.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '../..');
const manifests = ['apps/api', 'packages/db', 'packages/contracts'].map((dir) =>
  JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')),
);
const external = [...new Set(manifests.flatMap((m) => Object.keys(m.dependencies ?? {})))].filter((name) => !name.startsWith('@stillpoint/'));

rmSync(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  // The server, and the worker that runs background jobs in a process of its own (`npm run worker`).
  entryPoints: { server: path.join(here, 'src/server.ts'), worker: path.join(here, 'src/worker.ts') },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
cpSync(path.join(root, 'packages/db/migrations'), path.join(here, 'dist/migrations'), { recursive: true });
console.log('api built into apps/api/dist');
