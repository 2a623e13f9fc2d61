import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built Stillpoint answers, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** Lifetime of access tokens the server was started with, in seconds. */
    accessTokenTtlSeconds: number;
  }
}

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = path.join(root, 'apps/api/dist/server.js');
const WEB_INDEX = path.join(root, 'apps/web/dist/index.html');
/** Short, so the silent-refresh journey only waits a few seconds. */
const ACCESS_TOKEN_TTL_SECONDS = 4;
const BOOT_TIMEOUT_MS = 60_000;

/**
 * Starts the BUILT product (`npm run test:e2e` builds first) once for the whole e2e project, on a free
 * port with a fresh embedded database and the demo data, and stops it afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const file of [SERVER_ENTRY, WEB_INDEX]) {
    if (!existsSync(file)) throw new Error(`e2e needs the built product: ${path.relative(root, file)} is missing. Run \`npm run build\` (npm run test:e2e does).`);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stillpoint-e2e-'));
  // Serve a copy of the built web app, so a rebuild during the run cannot swap assets under the pages.
  const webDist = path.join(dataDir, 'web');
  cpSync(path.dirname(WEB_INDEX), webDist, { recursive: true });
  const output: string[] = [];
  const server = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
      SMTP_URL: '',
      OIDC_ISSUER: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    output.push(text);
    if (output.length > 200) output.shift();
    if (process.env.E2E_SERVER_LOG) process.stderr.write(`[server] ${text}`);
  };
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);

  const cleanUp = async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await cleanUp();
    throw new Error(`${(error as Error).message}\nServer output:\n${output.join('')}`);
  }

  project.provide('baseUrl', baseUrl);
  project.provide('accessTokenTtlSeconds', ACCESS_TOKEN_TTL_SECONDS);
  return cleanUp;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy at ${baseUrl}/api/health within ${BOOT_TIMEOUT_MS / 1000} s (${lastError})`);
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
