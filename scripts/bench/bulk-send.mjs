// The bulk e-mail scenario of `npm run bench` (issue 11): 10,000 people receive an administrator's e-mail.
// Measures how long the API takes to ACCEPT the send (one keyed fan-out job), the p99 of an authenticated
// read before and while the send runs, and the send rate (e-mail deliveries sent per second, read from
// admin/email/logs until every recipient's delivery is sent, or BENCH_BULK_WAIT seconds: default 1800). A benchmark, not a test: nothing is asserted.
import autocannon from 'autocannon';

const RECIPIENTS = 10_000;
const ADMIN_EMAIL = 'admin@demo.stillpoint.test';

/** Inserts the recipients straight into the database (the server is stopped on PGlite): personal users with e-mail on. */
export async function insertRecipients(query, count = RECIPIENTS) {
  const tag = Date.now().toString(36);
  for (let offset = 0; offset < count; offset += 2_000) {
    const size = Math.min(2_000, count - offset);
    await query(
      `insert into users (role, roleid, email, full_name, username)
       select 'frontuser', 3, 'bulk-${tag}-' || n || '@bench.stillpoint.test', 'Bulk Person ' || n, 'bulk_${tag}_' || n
       from generate_series(${offset + 1}, ${offset + size}) as n`,
    );
  }
  return count;
}

async function getJson(url, token) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const json = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

function readLoad(url, token, seconds, connections) {
  return new Promise((resolve, reject) =>
    autocannon(
      { url, connections, duration: seconds, timeout: 30, requests: [{ method: 'POST', path: '/api/v3/front/account/details', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{}' }] },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

/**
 * Runs the scenario on a started server (`server.url`) whose database already holds the recipients.
 * `frontToken` reads (the patient's account details); the administrator signs in here.
 */
export async function benchBulkSend({ server, frontToken, postJson, seconds, connections, password, maxWaitSeconds = Number(process.env.BENCH_BULK_WAIT ?? 1800) }) {
  const admin = (await postJson(`${server.url}/api/v3/admin/authentication/login`, { email: ADMIN_EMAIL, password })).data.accessToken;
  const before = await readLoad(server.url, frontToken, seconds, connections);

  const during = readLoad(server.url, frontToken, seconds, connections);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const started = performance.now();
  const accepted = await postJson(
    `${server.url}/api/v3/admin/email/bulk_send`,
    { audience: { type: 'role', role: 'frontuser' }, subject: 'A note for {{firstName}}', body: 'Dear {{fullName}},\n\nThis is the bench e-mail.' },
    admin,
  );
  const acceptMs = performance.now() - started;
  const id = accepted.data.id;
  const whileSending = await during;

  // Until every delivery of the send is sent (or the wait runs out): the send rate.
  const logs = (state) => getJson(`${server.url}/api/v3/admin/email/logs?communication_id=${id}&perPage=1${state ? `&state=${state}` : ''}`, admin);
  let sent = 0;
  let total = 0;
  let finishedMs = performance.now();
  const deadline = Date.now() + maxWaitSeconds * 1000;
  for (;;) {
    const [all, done, send] = await Promise.all([logs(''), logs('sent'), getJson(`${server.url}/api/v3/admin/email/emails?perPage=5`, admin)]);
    sent = done.total_records;
    total = all.total_records;
    const state = send.data.find((row) => row.id === id)?.state;
    finishedMs = performance.now();
    if ((state === 'sent' && sent >= total) || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const seconds_ = (finishedMs - started) / 1000;
  return {
    recipients: total,
    acceptMs,
    sent,
    seconds: seconds_,
    rate: sent / seconds_,
    before: { rps: before['2xx'] / before.duration, p50: before.latency.p50, p99: before.latency.p99 },
    during: { rps: whileSending['2xx'] / whileSending.duration, p50: whileSending.latency.p50, p99: whileSending.latency.p99, non2xx: whileSending.non2xx },
  };
}

export function printBulkSend(label, row) {
  console.log(`${label}: bulk e-mail to ${row.recipients.toLocaleString('en')} people`);
  console.log(`| accepted in | read p99 before | read p99 during | ratio | read req/s before / during | sent | send rate |`);
  console.log(
    `| ${row.acceptMs.toFixed(0)} ms | ${row.before.p99} ms | ${row.during.p99} ms | ${(row.during.p99 / Math.max(1, row.before.p99)).toFixed(2)}x | ${row.before.rps.toFixed(0)} / ${row.during.rps.toFixed(0)} | ${row.sent.toLocaleString('en')} in ${row.seconds.toFixed(0)} s | ${row.rate.toFixed(0)} e-mails/s |`,
  );
}
