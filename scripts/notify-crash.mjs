// `npm run crash:notify`: a bulk send survives the server being killed in the middle of it.
//
// Starts the built server on PostgreSQL (a scratch database this script creates and drops), makes 1,000
// people, queues a notification to all of them as the bulk path does (keyed notify-many jobs of 500, each
// fanning out into one keyed e-mail job per person), kills the server with SIGKILL once part of the e-mails
// are out, starts it again, and waits until the outbox holds the e-mails. It then checks that every person
// got exactly one e-mail and one in-app notification: none lost, none twice.
//
//   npm run build && npm run crash:notify
//   CRASH_DATABASE_URL=postgres://user@host:5432 npm run crash:notify      (default postgres://postgres@127.0.0.1:5432)
//   options: --people <n> (default 1000), --kill-after <n> e-mails (default a quarter of them)
//
// Runs of a killed process are retried once they expire (send-email: 60 s, notify-many: 120 s) and the
// supervisor runs every 60 s, so the second start takes up to about three minutes to finish.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import PgBoss from 'pg-boss';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = path.join(root, 'apps/api/dist/server.js');
const { values: options } = parseArgs({ options: { people: { type: 'string', default: '1000' }, 'kill-after': { type: 'string' } } });
const PEOPLE = Number(options.people);
const KILL_AFTER = Number(options['kill-after'] ?? Math.floor(PEOPLE / 4));
const serverUrl = process.env.CRASH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';

if (!existsSync(SERVER_ENTRY)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const dbName = `stillpoint_crash_${process.pid}_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
await admin.connect();
await admin.query(`create database ${dbName}`);
const databaseUrl = `${serverUrl}/${dbName}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stillpoint-crash-'));
const port = await freePort();
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  JWT_SECRET: randomBytes(48).toString('base64url'),
};

function start() {
  const child = spawn(process.execPath, [SERVER_ENTRY], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}
async function untilHealthy() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error('the server did not start');
}

const db = new pg.Client({ connectionString: databaseUrl });
let server;
// Interrupted: the server child goes too (the scratch database stays; its name starts stillpoint_crash_).
process.once('SIGINT', () => {
  server?.kill('SIGKILL');
  process.exit(130);
});
let failed = false;
try {
  server = start();
  await untilHealthy();
  await db.connect();
  // The people: personal users with an e-mail address and the default preferences (announcements by e-mail).
  await db.query(
    `insert into users (role, roleid, email, username, full_name)
     select 'frontuser', 4, 'crash-' || i || '@example.test', 'crash_' || i, 'Crash ' || i from generate_series(1, $1::int) i`,
    [PEOPLE],
  );
  const { rows: people } = await db.query(`select id from users where email like 'crash-%@example.test' order by id`);
  const ids = people.map((row) => row.id);

  // Queued as the bulk path queues it (NotificationService.notifyInBackground): notify-many jobs of 500.
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
  await boss.start();
  const key = `crash-${Date.now()}`;
  for (let i = 0; i < ids.length; i += 500) {
    await boss.send('notify-many', { kind: 'announcement', title: 'Crash test', body: 'This e-mail survives a crash.', link: null, key, userIds: ids.slice(i, i + 500) });
  }
  await boss.stop({ graceful: false, close: true });
  const started = Date.now();

  const mailed = async () =>
    Number((await db.query(`select count(*)::int as n from outbox where to_address like 'crash-%@example.test'`)).rows[0].n);
  while ((await mailed()) < KILL_AFTER) await sleep(20);
  server.kill('SIGKILL');
  await new Promise((resolve) => server.once('exit', resolve));
  const atKill = await mailed();
  console.log(`Killed the server (SIGKILL) with ${atKill} of ${PEOPLE} e-mails out, ${((Date.now() - started) / 1000).toFixed(1)} s after the send was queued.`);

  server = start();
  await untilHealthy();
  const restarted = Date.now();
  let count = atKill;
  while (count < PEOPLE && Date.now() - restarted < 6 * 60_000) {
    await sleep(500);
    count = await mailed();
  }
  console.log(`After the restart: ${count} e-mails in ${((Date.now() - restarted) / 1000).toFixed(1)} s.`);
  // Let any run still retrying settle, then count what each person got.
  await sleep(3_000);
  const { rows: perPerson } = await db.query(
    `select u.id,
            (select count(*)::int from outbox o where o.to_address = u.email) as mails,
            (select count(*)::int from notifications n where n.user_id = u.id) as notes
       from users u where u.email like 'crash-%@example.test'`,
  );
  const missing = perPerson.filter((row) => row.mails === 0).length;
  const twice = perPerson.filter((row) => row.mails > 1).length;
  const notesOff = perPerson.filter((row) => row.notes !== 1).length;
  console.log(`${PEOPLE} people: ${PEOPLE - missing - twice} got exactly one e-mail, ${missing} none, ${twice} more than one; ${notesOff} without exactly one in-app notification.`);
  failed = missing > 0 || twice > 0 || notesOff > 0;
  console.log(failed ? 'FAILED: lost or doubled messages.' : 'OK: nothing lost, nothing sent twice.');
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await db.end().catch(() => undefined);
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
