// `npm run bench`: loads the built Stillpoint server with autocannon (front login, refresh, one
// authenticated read) and, in the same run, a bare Fastify server issuing the same SQL
// (scripts/bench/bare-server.mjs), then prints req/s, p50 and p99 for both and the ratio.
//
//   npm run bench                       embedded PGlite only
//   npm run bench -- --pg               PGlite, then PostgreSQL at postgres://postgres@127.0.0.1:5432
//   BENCH_DATABASE_URL=postgres://... npm run bench     same, PostgreSQL server of your choice
//   options: --only-pg, --duration <s> (default 10), --warmup <s> (default 2), --connections <n> (default 8),
//            --library large|small (load the generated content library of scripts/bench/library.mjs after the
//            first start: large = 10,000 classes / 100,000 contents, small = 1,000 contents)
//
// PostgreSQL runs in a scratch database the script creates and drops. Only 127.0.0.1 is ever loaded.
// A benchmark, not a test: nothing here asserts a speed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { generateLibrary } from './bench/library.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = path.join(root, 'apps/api/dist/server.js');
const BARE_ENTRY = path.join(root, 'scripts/bench/bare-server.mjs');
const DEMO_PASSWORD = 'Stillpoint-demo-1';
/** A patient: the read joins a clinic. */
const BENCH_EMAIL = 'patient@demo.stillpoint.test';
const JWT_SECRET = randomBytes(48).toString('base64url');
const ACCESS_TTL_SECONDS = 3600;
const POOL_SIZE = 10;

const { values: args } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    'only-pg': { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '8' },
    library: { type: 'string' },
  },
});
const DURATION_S = Number(args.duration);
const WARMUP_S = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const pgServerUrl = process.env.BENCH_DATABASE_URL || (args.pg || args['only-pg'] ? 'postgres://postgres@127.0.0.1:5432' : '');

const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(130);
  });
}

main().catch((error) => {
  console.error(`bench failed: ${error.stack ?? error}`);
  process.exit(1);
});

async function main() {
  if (!existsSync(SERVER_ENTRY)) {
    console.log('apps/api/dist is missing: building the API first');
    const built = spawnSync('npm', ['run', 'build', '-w', '@stillpoint/api'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build -w @stillpoint/api failed');
  }
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const loadBefore = os.loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(
    `Stillpoint bench: ${os.cpus().length} x ${cpu}, Node ${process.version}; ${DURATION_S} s per scenario after ${WARMUP_S} s warm-up, ` +
      `${CONNECTIONS} connections, 127.0.0.1; server LOG_LEVEL=warn; pool ${POOL_SIZE} (PostgreSQL)`,
  );
  const tables = [];
  if (!args['only-pg']) tables.push(await benchDatabase(await pgliteTarget()));
  if (pgServerUrl) tables.push(await benchDatabase(await postgresTarget(pgServerUrl)));
  console.log('');
  for (const table of tables) printTable(table);
  // Other processes on the machine skew both columns; the ratio is the figure to compare between runs.
  console.log(`load average before ${loadBefore}, after ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} (${os.cpus().length} CPUs)`);
  console.log(
    'ratio = Stillpoint req/s / bare req/s. Bare = plain Fastify + the same SQL statements (throttle check and clear, user lookup, ' +
      'argon2id verify, session + refresh token, last login, audit; refresh lookup + rotation transaction; JWT verify + user/clinic join + feature switches), ' +
      'no envelope, no validation, no auth plugin, no ORM.',
  );
}

/** Embedded mode: a fresh data directory; the server migrates and seeds it on its first start. */
async function pgliteTarget() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stillpoint-bench-'));
  return {
    label: 'PGlite (embedded)',
    // PGlite allows one process per data directory: servers run one after the other, and tokens are
    // inserted while no server holds it.
    exclusive: true,
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
    bareEnv: { PGLITE_DIR: path.join(dataDir, 'db') },
    async open() {
      const { PGlite } = await import('@electric-sql/pglite');
      const db = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
      return { query: async (text) => (await db.query(text)).rows, close: () => db.close() };
    },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** PostgreSQL: a scratch database created here and dropped at the end. */
async function postgresTarget(serverUrl) {
  const { default: pg } = await import('pg');
  const name = `stillpoint_bench_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${serverUrl.replace(/\/$/, '')}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = `${serverUrl.replace(/\/$/, '')}/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stillpoint-bench-'));
  return {
    label: `PostgreSQL (${(await admin.query('show server_version')).rows[0].server_version}, scratch database ${name})`,
    exclusive: false,
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_POOL_SIZE: String(POOL_SIZE) },
    bareEnv: { DATABASE_URL: url, DATABASE_POOL_SIZE: String(POOL_SIZE) },
    async open() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return { query: async (text) => (await client.query(text)).rows, close: () => client.end() };
    },
    async dispose() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The two servers under test: the same three calls, by their own paths. */
const SIDES = {
  stillpoint: {
    title: 'Stillpoint',
    start: startStillpoint,
    paths: { login: '/api/v3/front/authentication/login', refresh: '/api/v3/front/authentication/refresh', read: '/api/v3/front/account/details' },
    accessToken: (session) => session.data.accessToken,
  },
  bare: {
    title: 'bare',
    start: startBare,
    paths: { login: '/bare/login', refresh: '/bare/refresh', read: '/bare/account/details' },
    accessToken: (session) => session.accessToken,
  },
};
const SCENARIOS = ['login', 'refresh', 'read'];

async function benchDatabase(target) {
  console.log(`\n## ${target.label}`);
  const rows = { login: {}, refresh: {}, read: {} };
  try {
    // First start: migrations and demo data.
    const first = await startStillpoint(target);
    if (target.exclusive) {
      // PGlite: one server at a time, tokens inserted while none holds the data directory.
      await stopChild(first);
      await loadLibrary(target);
      for (const key of Object.keys(SIDES)) {
        const tokens = await prepareRefreshTokens(target, key);
        const side = await openSide(key, await SIDES[key].start(target), tokens);
        for (const scenario of SCENARIOS) rows[scenario][key] = await runScenario(side, scenario);
        await stopChild(side.server);
      }
    } else {
      // PostgreSQL: both servers up, loaded in turn scenario by scenario, so a busy moment on the
      // machine weighs on both columns alike.
      await loadLibrary(target);
      const tokens = { stillpoint: await prepareRefreshTokens(target, 'stillpoint'), bare: await prepareRefreshTokens(target, 'bare') };
      const sides = { stillpoint: await openSide('stillpoint', first, tokens.stillpoint), bare: await openSide('bare', await startBare(target), tokens.bare) };
      for (const scenario of SCENARIOS) for (const key of Object.keys(SIDES)) rows[scenario][key] = await runScenario(sides[key], scenario);
      for (const side of Object.values(sides)) await stopChild(side.server);
    }
  } finally {
    for (const child of children) await stopChild(child);
    await target.dispose();
  }
  return { label: target.label, rows };
}

/** The generated content library (--library large|small), inserted in bulk before any load. */
async function loadLibrary(target) {
  if (!args.library) return;
  const db = await target.open();
  try {
    const result = await generateLibrary(db.query, { size: args.library });
    console.log(`  generated the ${args.library} library in ${result.seconds.toFixed(1)} s: ${JSON.stringify(result.counts)}`);
  } finally {
    await db.close();
  }
}

/** Logs in once (the read's access token) and checks each call answers 2xx before loading it. */
async function openSide(key, server, tokens) {
  const { paths, accessToken } = SIDES[key];
  const session = await postJson(`${server.url}${paths.login}`, { email: BENCH_EMAIL, password: DEMO_PASSWORD });
  const access = accessToken(session);
  await postJson(`${server.url}${paths.refresh}`, { refreshToken: tokens.next() });
  await postJson(`${server.url}${paths.read}`, {}, access);
  return { key, server, tokens, access };
}

function runScenario(side, scenario) {
  const { title, paths } = SIDES[side.key];
  const label = `${title} ${scenario}`;
  const url = side.server.url;
  if (scenario === 'login') return load(label, url, paths.login, () => ({ email: BENCH_EMAIL, password: DEMO_PASSWORD }));
  if (scenario === 'refresh') return load(label, url, paths.refresh, () => ({ refreshToken: side.tokens.next() }), { remaining: side.tokens.remaining });
  return load(label, url, paths.read, () => ({}), { token: side.access });
}

/**
 * Refresh tokens are single-use: every request of the refresh scenario needs its own. They are inserted
 * straight into the database (one session each, known token, stored hashed as the server does).
 */
async function prepareRefreshTokens(target, tag, count = 20_000) {
  const started = Date.now();
  const tokens = Array.from({ length: count }, (_, i) => `bench-${tag}-${i}-${randomBytes(12).toString('base64url')}`);
  const db = await target.open();
  try {
    const [user] = await db.query(`select id from users where email = '${BENCH_EMAIL}'`);
    const batch = 5000;
    for (let offset = 0; offset < count; offset += batch) {
      const slice = tokens.slice(offset, offset + batch);
      const sessions = await db.query(
        `insert into sessions (user_id, audience, user_agent, ip) select ${user.id}, 'front', 'bench', '127.0.0.1' from generate_series(1, ${slice.length}) returning id`,
      );
      const values = slice.map((token, i) => `(${sessions[i].id}, '${createHash('sha256').update(token).digest('base64url')}', now() + interval '30 days')`);
      await db.query(`insert into refresh_tokens (session_id, token_hash, expires_at) values ${values.join(',')}`);
    }
  } finally {
    await db.close();
  }
  console.log(`  prepared ${count} refresh tokens (${tag}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  let cursor = 0;
  return {
    next() {
      if (cursor >= count) throw new Error('out of prepared refresh tokens');
      return tokens[cursor++];
    },
    remaining: () => count - cursor,
  };
}

async function startStillpoint(target) {
  const port = await freePort();
  const child = spawnChild('stillpoint', [SERVER_ENTRY], {
    ...target.serverEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    JWT_SECRET,
    ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TTL_SECONDS),
    NODE_ENV: 'production',
  });
  child.url = `http://127.0.0.1:${port}`;
  await waitForHealth(`${child.url}/api/health`, child);
  return child;
}

async function startBare(target) {
  const port = await freePort();
  const child = spawnChild('bare', [BARE_ENTRY], {
    ...target.bareEnv,
    BARE_PORT: String(port),
    JWT_SECRET,
    ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TTL_SECONDS),
  });
  child.url = `http://127.0.0.1:${port}`;
  await waitForHealth(`${child.url}/bare/health`, child);
  return child;
}

function spawnChild(name, argv, env) {
  const child = spawn(process.execPath, argv, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.output = [];
  const keep = (chunk) => {
    child.output.push(chunk.toString());
    if (child.output.length > 100) child.output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.label = name;
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function waitForHealth(url, child) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.label} exited (${child.exitCode}):\n${child.output.join('')}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${child.label} did not answer ${url}:\n${child.output.join('')}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function postJson(url, body, token) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Warm-up, then the measured run; each request's body comes from `body()` (fresh tokens for refresh). */
async function load(title, base, urlPath, body, { token, remaining } = {}) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const request = { method: 'POST', path: urlPath, headers, setupRequest: (req) => ({ ...req, body: JSON.stringify(body()) }) };
  const run = (duration) =>
    new Promise((resolve, reject) => {
      const options = { url: base, connections: CONNECTIONS, duration, requests: [request], timeout: 30 };
      // Stop before the prepared refresh tokens run out (with a margin for requests built but not sent).
      if (remaining) options.maxOverallRequests = Math.max(CONNECTIONS, remaining() - CONNECTIONS * 4);
      autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    });
  if (WARMUP_S > 0) await run(WARMUP_S);
  const result = await run(DURATION_S);
  const ok = result['2xx'];
  const row = {
    rps: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    seconds: result.duration,
  };
  const problems = row.non2xx || row.errors ? ` (!! ${row.non2xx} non-2xx, ${row.errors} errors: ${JSON.stringify(result.statusCodeStats)})` : '';
  console.log(`  ${title.padEnd(20)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  ${ok} ok in ${row.seconds.toFixed(1)} s${problems}`);
  return row;
}

function printTable({ label, rows }) {
  const header = ['scenario', 'Stillpoint req/s', 'p50 ms', 'p99 ms', 'bare req/s', 'p50 ms', 'p99 ms', 'ratio'];
  const lines = Object.entries(rows).map(([scenario, { stillpoint: s, bare: b }]) => [
    scenario,
    s.rps.toFixed(0),
    String(s.p50),
    String(s.p99),
    b.rps.toFixed(0),
    String(b.p50),
    String(b.p99),
    (s.rps / b.rps).toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(`${label}`);
  console.log(fmt(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const line of lines) console.log(fmt(line));
  console.log('');
}
