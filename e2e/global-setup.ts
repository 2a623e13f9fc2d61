import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Where each built Stillpoint answers, e.g. http://127.0.0.1:41234 (no trailing slash): one server per
     * e2e worker, each with its own database and demo data (support/api.ts baseUrl picks the worker's).
     */
    baseUrls: string[];
    /** Lifetime of access tokens the servers were started with, in seconds. */
    accessTokenTtlSeconds: number;
    /**
     * A certificate for 127.0.0.1 the servers trust (NODE_EXTRA_CA_CERTS), and its key: a journey runs a
     * local HTTPS push service with it (127.0.0.1 is one of the servers' PUSH_SERVICE_HOSTS).
     */
    pushService: { certFile: string; keyFile: string };
  }
}

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = path.join(root, 'apps/api/dist/server.js');
const WEB_INDEX = path.join(root, 'apps/web/dist/index.html');
/** Short, so the silent-refresh journey only waits a few seconds. */
const ACCESS_TOKEN_TTL_SECONDS = 4;
const BOOT_TIMEOUT_MS = 90_000;

/**
 * How many e2e files run at once (vitest.config.ts reads it too), each against a server of its own. A
 * journey keeps about two cores busy (browser, server, runner), so two run at once from 4 cores up; on the
 * CI's 2 cores a second one would only slow both, and the journeys that wait out a 4-second access token
 * would miss their window. E2E_WORKERS overrides it.
 */
export function e2eWorkerCount(): number {
  const asked = Number(process.env.E2E_WORKERS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2)));
}

/**
 * Starts the BUILT product (`npm run test:e2e` builds first), once per e2e worker, each on a free port
 * with a fresh embedded database and the demo data, and stops them afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const file of [SERVER_ENTRY, WEB_INDEX]) {
    if (!existsSync(file)) throw new Error(`e2e needs the built product: ${path.relative(root, file)} is missing. Run \`npm run build\` (npm run test:e2e does).`);
  }
  const runDir = mkdtempSync(path.join(tmpdir(), 'stillpoint-e2e-'));
  // Serve a copy of the built web app, so a rebuild during the run cannot swap assets under the pages.
  const webDist = path.join(runDir, 'web');
  cpSync(path.dirname(WEB_INDEX), webDist, { recursive: true });
  // The browsers' push services are out of reach offline: the push journey stands one up on 127.0.0.1.
  const pushService = { certFile: path.join(runDir, 'push-cert.pem'), keyFile: path.join(runDir, 'push-key.pem') };
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', pushService.keyFile, '-out', pushService.certFile],
    { stdio: 'ignore' },
  );
  const servers: RunningServer[] = [];
  const cleanUp = async () => {
    await Promise.all(servers.map((server) => stop(server.process)));
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    for (let index = 0; index < e2eWorkerCount(); index++) {
      servers.push(await startServer(path.join(runDir, `server-${index + 1}`), webDist, pushService.certFile));
    }
    await Promise.all(servers.map((server) => server.healthy));
  } catch (error) {
    await cleanUp();
    throw error;
  }

  project.provide('baseUrls', servers.map((server) => server.baseUrl));
  project.provide('accessTokenTtlSeconds', ACCESS_TOKEN_TTL_SECONDS);
  project.provide('pushService', pushService);
  return cleanUp;
}

interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  /** Resolves once /api/health answers; rejects with the server's output if it never does. */
  healthy: Promise<void>;
}

/** One built server on a free port with its own data directory (embedded database, demo data, uploads). */
async function startServer(dataDir: string, webDist: string, certFile: string): Promise<RunningServer> {
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
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
      // Journeys stay on this machine: video peers connect by their host candidates, without a STUN server.
      ICE_SERVERS: '[]',
      SMTP_URL: '',
      OIDC_ISSUER: '',
      NODE_EXTRA_CA_CERTS: certFile,
      PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.services.mozilla.com,web.push.apple.com,*.push.apple.com,*.notify.windows.com,127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    output.push(text);
    if (output.length > 200) output.shift();
    if (process.env.E2E_SERVER_LOG) process.stderr.write(`[server ${port}] ${text}`);
  };
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  const healthy = waitForHealth(baseUrl, server).catch((error: Error) => {
    throw new Error(`${error.message}\nServer output:\n${output.join('')}`);
  });
  // Nobody awaits it until every server has been started: keep a failure for then, not as unhandled.
  healthy.catch(() => undefined);
  return { baseUrl, process: server, healthy };
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
