// `npm run bench`: loads the built Stillpoint server with autocannon (front login, refresh, one
// authenticated read, a patient's discovery home and a class page) and, in the same run, a bare Fastify
// server issuing the same SQL (scripts/bench/bare-server.mjs), then prints req/s, p50 and p99 for both and
// the ratio. The availability scenario (scripts/bench/availability.mjs): a patient asks for a fortnight of
// free slots of a therapist who has a year of appointments (about 1,800). The group feed scenario
// (scripts/bench/group-feed.mjs): a member reads the newest page of a group with 10,000 posts.
//
//   npm run bench                       embedded PGlite only
//   npm run bench -- --pg               PGlite, then PostgreSQL at postgres://postgres@127.0.0.1:5432
//   BENCH_DATABASE_URL=postgres://... npm run bench     same, PostgreSQL server of your choice
//   npm run bench -- --bulk-only        only the bulk e-mail scenario (10,000 recipients; --no-bulk leaves it out)
//   options: --only-pg, --duration <s> (default 10), --warmup <s> (default 2), --connections <n> (default 8),
//            --library large|small|both (load the generated content library of scripts/bench/library.mjs after
//            the first start: large = 10,000 classes / 100,000 contents, small = 100 classes / 1,000 contents;
//            both = each database twice, a fresh one per size: the small one runs the discovery scenarios only,
//            and a last table puts the home and the class page with 1,000 and 100,000 contents side by side),
//            --no-chat (skip the chat scenario), --chat-only (the chat scenario alone, Stillpoint only),
//            --only <scenarios> (comma-separated: login, refresh, read, home, class, availability, feed)
//
// The chat scenario (scripts/bench/chat.mjs): 200 connected sockets (100 therapist-patient pairs), messages
// sent through front/chat/send_message, and the time from the send to the message's arrival at the other
// person's socket, p50 and p99 (issue 11's figure: p99 < 100 ms).
//
// The class page scenario reads the middle class of the generated library (shared, 3 lessons, 10 contents
// at either size); without --library, the demo's shared class with the most contents.
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
import { benchChat, prepareChatPeople } from './bench/chat.mjs';
import { benchBulkSend, insertRecipients, printBulkSend } from './bench/bulk-send.mjs';
import { insertYearOfAppointments } from './bench/availability.mjs';
import { insertGroupFeed } from './bench/group-feed.mjs';
import { generateLibrary } from './bench/library.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = path.join(root, 'apps/api/dist/server.js');
const BARE_ENTRY = path.join(root, 'scripts/bench/bare-server.mjs');
const DEMO_PASSWORD = 'Stillpoint-demo-1';
/** A patient: the read joins a clinic. */
const BENCH_EMAIL = 'patient@demo.stillpoint.test';
/** The login scenario takes the front demo accounts in turn. */
const LOGIN_EMAILS = ['patient', 'patient2', 'patient3', 'clinic', 'clinic2', 'employee', 'personal', 'business'].map((name) => `${name}@demo.stillpoint.test`);
const JWT_SECRET = randomBytes(48).toString('base64url');
const ACCESS_TTL_SECONDS = 3600;
const POOL_SIZE = 10;
/** The discovery scenarios: the patient's home (/patient/discovery) and a class page (with lessons and contents). */
const DISCOVERY = ['home', 'class'];
const ALL_SCENARIOS = ['login', 'refresh', 'read', ...DISCOVERY, 'availability', 'feed'];
const LIBRARY_CONTENTS = { small: '1,000 contents', large: '100,000 contents' };

const { values: args } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    'only-pg': { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '8' },
    library: { type: 'string' },
    'no-chat': { type: 'boolean', default: false },
    'chat-only': { type: 'boolean', default: false },
    /** Only the bulk e-mail scenario (10,000 recipients); --no-bulk leaves it out. */
    'bulk-only': { type: 'boolean', default: false },
    'no-bulk': { type: 'boolean', default: false },
    /** Only these scenarios (comma-separated, e.g. --only feed,read). */
    only: { type: 'string' },
  },
});
const SCENARIOS = args.only ? args.only.split(',').filter((name) => ALL_SCENARIOS.includes(name)) : ALL_SCENARIOS;
const CHAT_ONLY = args['chat-only'];
const RUN_CHAT = CHAT_ONLY || !args['no-chat'];
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
  if (args.library && !['small', 'large', 'both'].includes(args.library)) throw new Error(`--library ${args.library}: small, large or both`);
  // With both sizes, the small library runs the discovery scenarios only (the others do not read it).
  const runs = CHAT_ONLY
    ? [{ library: args.library === 'both' ? 'large' : args.library, scenarios: [], chat: true }]
    : args.library === 'both'
      ? [{ library: 'small', scenarios: DISCOVERY }, { library: 'large', scenarios: SCENARIOS, chat: RUN_CHAT }]
      : [{ library: args.library, scenarios: SCENARIOS, chat: RUN_CHAT }];
  const tables = [];
  const engines = [...(args['only-pg'] ? [] : [pgliteTarget]), ...(pgServerUrl ? [() => postgresTarget(pgServerUrl)] : [])];
  if (!args['bulk-only']) for (const makeTarget of engines) for (const run of runs) tables.push(await benchDatabase(await makeTarget(), run));
  const bulk = [];
  if (!args['no-bulk'] && !CHAT_ONLY) for (const makeTarget of engines) bulk.push(await bulkScenario(await makeTarget()));
  console.log('');
  for (const table of tables) {
    if (Object.keys(table.rows).length > 0) printTable(table);
    if (table.chat) printChat(table);
  }
  for (const row of bulk) printBulkSend(row.label, row);
  if (args.library === 'both') printLibraryComparison(tables);
  // Other processes on the machine skew both columns; the ratio is the figure to compare between runs.
  console.log(`load average before ${loadBefore}, after ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} (${os.cpus().length} CPUs)`);
  console.log(
    'ratio = Stillpoint req/s / bare req/s. Bare = plain Fastify + the same SQL statements (user lookup, throttle reservation and release, ' +
      'argon2id verify, session + refresh token, last login, audit; refresh lookup + rotation transaction; JWT verify + user/clinic join + feature switches; ' +
      'home: feature switches, sections then their items, popular classes, most watched videos, popular meditations; class: feature switches, the class, ' +
      'then authors, categories, resources, lessons, contents; availability: the therapist and clinic, schedule + hours + days off, busy time, the same slot cutting), no envelope, no validation, no auth plugin, no ORM.',
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
      const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
      // The appointments' exclusion constraint needs btree_gist, as in packages/db/src/client.ts.
      const db = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { btree_gist } });
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

/** The two servers under test: the same calls, by their own paths. */
const SIDES = {
  stillpoint: {
    title: 'Stillpoint',
    start: startStillpoint,
    paths: {
      login: '/api/v3/front/authentication/login',
      refresh: '/api/v3/front/authentication/refresh',
      read: '/api/v3/front/account/details',
      home: '/api/v3/front/discovery/sections',
      class: '/api/v3/front/discovery/class_detail',
      availability: '/api/v3/front/meetings/availability_check',
      feed: '/api/v3/front/groups/posts',
    },
    accessToken: (session) => session.data.accessToken,
  },
  bare: {
    title: 'bare',
    start: startBare,
    paths: {
      login: '/bare/login',
      refresh: '/bare/refresh',
      read: '/bare/account/details',
      home: '/bare/discovery/sections',
      class: '/bare/discovery/class_detail',
      availability: '/bare/meetings/availability_check',
      feed: '/bare/groups/posts',
    },
    accessToken: (session) => session.accessToken,
  },
};

/** The chat scenario's people, inserted while no server holds an embedded database. */
async function prepareChat(target) {
  const db = await target.open();
  try {
    return await prepareChatPeople(db.query);
  } finally {
    await db.close();
  }
}

async function benchDatabase(target, { library, scenarios, chat: withChat = false }) {
  let chat;
  const sideKeys = CHAT_ONLY ? ['stillpoint'] : Object.keys(SIDES);
  const label = library ? `${target.label}, ${library} library (${LIBRARY_CONTENTS[library]})` : target.label;
  console.log(`\n## ${label}`);
  const rows = Object.fromEntries(scenarios.map((scenario) => [scenario, {}]));
  // Refresh tokens are single-use and inserted up front: only when the refresh scenario runs.
  const tokensFor = async (key) => (scenarios.includes('refresh') ? prepareRefreshTokens(target, key) : undefined);
  try {
    // First start: migrations and demo data.
    const first = await startStillpoint(target);
    if (target.exclusive) {
      // PGlite: one server at a time, tokens inserted while none holds the data directory.
      await stopChild(first);
      const classId = await loadLibrary(target, library);
      const couples = withChat ? await prepareChat(target) : undefined;
      const availability = await prepareAvailability(target, scenarios);
      const feed = await prepareFeed(target, scenarios);
      for (const key of sideKeys) {
        const tokens = await tokensFor(key);
        const side = await openSide(key, await SIDES[key].start(target), tokens, classId, availability, feed);
        for (const scenario of scenarios) rows[scenario][key] = await runScenario(side, scenario);
        if (couples && key === 'stillpoint') chat = await benchChat({ url: side.server.url, couples, secret: JWT_SECRET });
        await stopChild(side.server);
      }
    } else {
      // PostgreSQL: both servers up, loaded in turn scenario by scenario, so a busy moment on the
      // machine weighs on both columns alike.
      const classId = await loadLibrary(target, library);
      const couples = withChat ? await prepareChat(target) : undefined;
      const availability = await prepareAvailability(target, scenarios);
      const feed = await prepareFeed(target, scenarios);
      const tokens = { stillpoint: await tokensFor('stillpoint'), bare: await tokensFor('bare') };
      const sides = {
        stillpoint: await openSide('stillpoint', first, tokens.stillpoint, classId, availability, feed),
        ...(CHAT_ONLY ? {} : { bare: await openSide('bare', await startBare(target), tokens.bare, classId, availability, feed) }),
      };
      for (const scenario of scenarios) for (const key of sideKeys) rows[scenario][key] = await runScenario(sides[key], scenario);
      if (couples) chat = await benchChat({ url: sides.stillpoint.server.url, couples, secret: JWT_SECRET });
      for (const side of Object.values(sides)) await stopChild(side.server);
    }
  } finally {
    for (const child of children) await stopChild(child);
    await target.dispose();
  }
  return { label, engine: target.label.replace(/ \(.*$/, ''), library, rows, chat };
}

/**
 * The bulk e-mail scenario (scripts/bench/bulk-send.mjs): 10,000 personal users inserted after the first
 * start, then an administrator's bulk e-mail to them while a patient's authenticated read is loaded.
 */
async function bulkScenario(target) {
  console.log(`\n## ${target.label}: bulk e-mail`);
  try {
    const first = await startStillpoint(target);
    if (target.exclusive) await stopChild(first);
    const db = await target.open();
    try {
      console.log(`  inserted ${await insertRecipients(db.query)} recipients`);
    } finally {
      await db.close();
    }
    const server = target.exclusive ? await startStillpoint(target) : first;
    const session = await postJson(`${server.url}/api/v3/front/authentication/login`, { email: BENCH_EMAIL, password: DEMO_PASSWORD });
    const row = await benchBulkSend({ server, frontToken: session.data.accessToken, postJson, seconds: DURATION_S, connections: CONNECTIONS, password: DEMO_PASSWORD });
    await stopChild(server);
    printBulkSend('  ', row);
    return { label: target.label, ...row };
  } finally {
    for (const child of children) await stopChild(child);
    await target.dispose();
  }
}

/**
 * The generated content library (--library), inserted in bulk before any load. Answers the class the class
 * page scenario reads: the middle class of the generated library, else the demo's shared class with the
 * most contents.
 */
async function loadLibrary(target, library) {
  const db = await target.open();
  try {
    if (library) {
      const result = await generateLibrary(db.query, { size: library });
      console.log(`  generated the ${library} library in ${result.seconds.toFixed(1)} s: ${JSON.stringify(result.counts)}`);
    }
    const [middle] = await db.query(
      `select c.id from classes c where c.title = 'Bench class ' || (select count(*) / 2 from classes where title like 'Bench class %') and c.shared`,
    );
    const [fallback] = await db.query(
      'select c.id from classes c where c.shared order by (select count(*) from contents x where x.class_id = c.id) desc, c.id limit 1',
    );
    const classId = (middle ?? fallback)?.id;
    if (!classId) throw new Error('no shared class to read for the class page scenario');
    const [shape] = await db.query(
      `select (select count(*) from lessons where class_id = ${classId})::int as lessons, (select count(*) from contents where class_id = ${classId})::int as contents`,
    );
    console.log(`  class page scenario: class ${classId} (${shape.lessons} lessons, ${shape.contents} contents)`);
    return classId;
  } finally {
    await db.close();
  }
}

/** The availability scenario's year of appointments, inserted while no server holds an embedded database. */
async function prepareAvailability(target, scenarios) {
  if (!scenarios.includes('availability')) return undefined;
  const db = await target.open();
  try {
    const started = Date.now();
    const prepared = await insertYearOfAppointments(db.query);
    console.log(`  availability scenario: ${prepared.appointments} appointments over a year inserted in ${((Date.now() - started) / 1000).toFixed(1)} s; checking ${prepared.body.from} to ${prepared.body.to}`);
    return prepared;
  } finally {
    await db.close();
  }
}

/** The group feed scenario's 10,000 posts, inserted while no server holds an embedded database. */
async function prepareFeed(target, scenarios) {
  if (!scenarios.includes('feed')) return undefined;
  const db = await target.open();
  try {
    const started = Date.now();
    const prepared = await insertGroupFeed(db.query, BENCH_EMAIL);
    console.log(`  group feed scenario: ${prepared.posts} posts inserted in ${((Date.now() - started) / 1000).toFixed(1)} s; reading page 1 of group ${prepared.query.group_id}`);
    return prepared;
  } finally {
    await db.close();
  }
}

const queryString = (values) => `?${new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]))}`;

async function getJson(url, token) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const json = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Logs in once (the reads' access token) and checks each call answers 2xx before loading it. */
async function openSide(key, server, tokens, classId, availability, feed) {
  const { paths, accessToken } = SIDES[key];
  const session = await postJson(`${server.url}${paths.login}`, { email: BENCH_EMAIL, password: DEMO_PASSWORD });
  const access = accessToken(session);
  if (tokens) await postJson(`${server.url}${paths.refresh}`, { refreshToken: tokens.next() });
  await postJson(`${server.url}${paths.read}`, {}, access);
  const home = await postJson(`${server.url}${paths.home}`, {}, access);
  const page = await postJson(`${server.url}${paths.class}`, { class_id: classId }, access);
  // Both servers must answer the same lists, or the comparison prices different work.
  const h = home.data ?? home;
  const c = page.data ?? page;
  const sizes = {
    sections: h.sections.map((section) => section.items.length),
    lists: [h.popular_classes.length, h.most_watched_videos.length, h.popular_meditations.length],
    lessons: c.lessons.map((lesson) => lesson.contents.length),
  };
  let slots = '';
  if (availability) {
    const free = await postJson(`${server.url}${paths.availability}`, availability.body, access);
    slots = `; availability ${(free.data ?? free).slots.length} free slots`;
  }
  if (feed) {
    const page = await getJson(`${server.url}${paths.feed}${queryString(feed.query)}`, access);
    slots += `; feed ${page.data.length} posts of ${page.total_pages} pages (${page.data.filter((post) => post.images.length).length} with images)`;
  }
  console.log(`  ${SIDES[key].title}: home sections ${JSON.stringify(sizes.sections)}, lists ${JSON.stringify(sizes.lists)}; class ${classId} contents per lesson ${JSON.stringify(sizes.lessons)}${slots}`);
  return { key, server, tokens, access, classId, availability, feed };
}

async function runScenario(side, scenario) {
  const row = await loadScenario(side, scenario);
  const { server } = side;
  // A server that stopped answering: say why (its last output), instead of a row of zeros alone.
  if (row.errors && (server.exitCode !== null || server.signalCode !== null)) {
    console.log(`  !! ${server.label} exited (${server.exitCode ?? server.signalCode}); its last output:\n${server.output.join('').slice(-4000)}`);
  }
  return row;
}

function loadScenario(side, scenario) {
  const { title, paths } = SIDES[side.key];
  const label = `${title} ${scenario}`;
  const url = side.server.url;
  if (scenario === 'login') {
    // One account per connection at a time, as people log in: an account's throttle lets three attempts
    // be under way at once (decision 0014), so eight connections on one account would mostly wait.
    let next = 0;
    return load(label, url, paths.login, () => ({ email: LOGIN_EMAILS[next++ % LOGIN_EMAILS.length], password: DEMO_PASSWORD }));
  }
  if (scenario === 'refresh') return load(label, url, paths.refresh, () => ({ refreshToken: side.tokens.next() }), { remaining: side.tokens.remaining });
  if (scenario === 'home') return load(label, url, paths.home, () => ({}), { token: side.access });
  if (scenario === 'class') return load(label, url, paths.class, () => ({ class_id: side.classId }), { token: side.access });
  if (scenario === 'availability') return load(label, url, paths.availability, () => side.availability.body, { token: side.access });
  if (scenario === 'feed') return load(label, url, `${paths.feed}${queryString(side.feed.query)}`, null, { token: side.access, method: 'GET' });
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
async function load(title, base, urlPath, body, { token, remaining, method = 'POST' } = {}) {
  const headers = method === 'POST' ? { 'content-type': 'application/json' } : {};
  if (token) headers.authorization = `Bearer ${token}`;
  const request =
    method === 'POST' ? { method, path: urlPath, headers, setupRequest: (req) => ({ ...req, body: JSON.stringify(body()) }) } : { method, path: urlPath, headers };
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

/** The chat scenario's figure: send -> arrival at the other person's socket. */
function printChat({ label, chat }) {
  console.log(
    `${label}, chat: ${chat.sockets} connected sockets, ${chat.messages} messages at ${chat.perSecond.toFixed(0)}/s: send -> arrival ` +
      `p50 ${chat.p50.toFixed(1)} ms, p99 ${chat.p99.toFixed(1)} ms (target < 100 ms), max ${chat.max.toFixed(1)} ms${chat.lost ? `, ${chat.lost} lost` : ''}`,
  );
  console.log('');
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

/** --library both: the discovery scenarios with 1,000 and with 100,000 contents, side by side per database. */
function printLibraryComparison(tables) {
  const header = ['scenario', 'server', '1k req/s', 'p50 ms', 'p99 ms', '100k req/s', 'p50 ms', 'p99 ms', '100k/1k req/s'];
  const lines = [];
  const engines = [...new Set(tables.map((table) => table.engine))];
  for (const engine of engines) {
    const small = tables.find((table) => table.engine === engine && table.library === 'small');
    const large = tables.find((table) => table.engine === engine && table.library === 'large');
    if (!small || !large) continue;
    for (const scenario of DISCOVERY) {
      for (const key of Object.keys(SIDES)) {
        const a = small.rows[scenario][key];
        const b = large.rows[scenario][key];
        lines.push([`${engine} ${scenario}`, SIDES[key].title, a.rps.toFixed(0), String(a.p50), String(a.p99), b.rps.toFixed(0), String(b.p50), String(b.p99), (b.rps / a.rps).toFixed(2)]);
      }
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) => `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log('Discovery with 1,000 contents (small library) and 100,000 contents (large library)');
  console.log(fmt(header));
  console.log(`|${widths.map((w, i) => (i < 2 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const line of lines) console.log(fmt(line));
  console.log('');
}
