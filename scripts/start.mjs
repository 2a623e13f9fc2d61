// `npm start`: builds what changed since the last build, then runs the server (embedded mode by default).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const newest = (dir) => {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
};
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const run = (args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const shared = Math.max(newest(path.join(root, 'packages/contracts')), 0);
if (Math.max(shared, newest(path.join(root, 'apps/web'))) > builtAt(path.join(root, 'apps/web/dist/index.html'))) {
  run(['run', 'build', '-w', '@stillpoint/web']);
}
if (Math.max(shared, newest(path.join(root, 'packages/db')), newest(path.join(root, 'apps/api'))) > builtAt(path.join(root, 'apps/api/dist/server.js'))) {
  run(['run', 'build', '-w', '@stillpoint/api']);
}
const server = spawnSync(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
process.exit(server.status ?? 0);
