// The chat scenario of `npm run bench`: 200 connected sockets (100 therapist-patient pairs of one clinic),
// messages sent through the API (front/chat/send_message) by pairs in turn, a few in flight at once, and the
// time from the send to the message's arrival at the other person's socket (chat:message), as p50 and p99.
// People, assignments and sessions are inserted straight into the database; their access tokens are signed
// with the server's JWT secret (the session guard checks them like any other).
import { createSecretKey } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { SignJWT } from 'jose';
import { io } from 'socket.io-client';

/** Inserts `pairs` employees, each assigned one patient, in a fresh clinic, with one front session each. */
export async function prepareChatPeople(query, pairs = 100) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const [clinic] = await query(`insert into clinics (name) values ('Bench chat clinic ${tag}') returning id`);
  const rows = [];
  for (let i = 0; i < pairs; i++) {
    rows.push(`('employee', 6, 'bench-chat-e${i}-${tag}@bench.test', 'Bench therapist ${i}', ${clinic.id})`);
    rows.push(`('patient', 5, 'bench-chat-p${i}-${tag}@bench.test', 'Bench patient ${i}', ${clinic.id})`);
  }
  const people = await query(
    `insert into users (role, roleid, email, full_name, clinic_id) values ${rows.join(',')} returning id, role, roleid, clinic_id, security_version, email`,
  );
  const byEmail = new Map(people.map((person) => [person.email, person]));
  const couples = Array.from({ length: pairs }, (_, i) => [
    byEmail.get(`bench-chat-e${i}-${tag}@bench.test`),
    byEmail.get(`bench-chat-p${i}-${tag}@bench.test`),
  ]);
  await query(
    `insert into employee_patients (clinic_id, employee_id, patient_id) values ${couples.map(([e, p]) => `(${clinic.id}, ${e.id}, ${p.id})`).join(',')}`,
  );
  const sessions = await query(
    `insert into sessions (user_id, audience, user_agent, ip) values ${people.map((person) => `(${person.id}, 'front', 'bench', '127.0.0.1')`).join(',')} returning id, user_id`,
  );
  const sessionOf = new Map(sessions.map((session) => [session.user_id, session.id]));
  for (const person of people) person.sessionId = sessionOf.get(person.id);
  return couples;
}

function sign(secret, person, ttlSeconds) {
  return new SignJWT({
    role: person.role,
    roleid: person.roleid,
    cid: person.clinic_id,
    sid: person.sessionId,
    sv: person.security_version,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(person.id))
    .setAudience('front')
    .setIssuer('stillpoint')
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(createSecretKey(Buffer.from(secret, 'utf8')));
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Connects every person's socket, then sends `messages` messages (pairs in turn, both directions, at most
 * `inFlight` at once) and measures send -> arrival at the receiver's socket.
 */
export async function benchChat({ url, couples, secret, messages = 1000, inFlight = 2, ttlSeconds = 3600, log = console.log }) {
  const people = couples.flat();
  const tokens = new Map(await Promise.all(people.map(async (person) => [person.id, await sign(secret, person, ttlSeconds)])));
  const pending = new Map();
  const latencies = [];
  let lost = 0;
  const sockets = [];
  const started = performance.now();
  await Promise.all(
    people.map(
      (person) =>
        new Promise((resolve, reject) => {
          const socket = io(url, {
            path: '/socket.io',
            transports: ['websocket'],
            reconnection: false,
            auth: { token: tokens.get(person.id) },
          });
          sockets.push(socket);
          socket.on('chat:message', ({ message }) => {
            if (message.to !== person.id) return;
            const sent = pending.get(message.message);
            if (!sent) return;
            pending.delete(message.message);
            latencies.push(performance.now() - sent.at);
            sent.arrived();
          });
          socket.once('connect', resolve);
          socket.once('connect_error', (error) => reject(new Error(`socket of ${person.email}: ${error.message}`)));
        }),
    ),
  );
  log(`  chat: ${sockets.length} sockets connected in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const sendOne = async (i) => {
    const [employee, patient] = couples[i % couples.length];
    const [from, to] = i % 2 === 0 ? [patient, employee] : [employee, patient];
    const text = `bench ${i} ${Math.random().toString(36).slice(2)}`;
    const arrived = new Promise((resolve) => pending.set(text, { at: performance.now(), arrived: resolve }));
    const form = new FormData();
    form.set('to', String(to.id));
    form.set('message', text);
    const response = await fetch(`${url}/api/v3/front/chat/send_message`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.get(from.id)}` },
      body: form,
    });
    if (response.status !== 201) throw new Error(`send_message answered ${response.status}: ${await response.text()}`);
    const timeout = new Promise((resolve) => setTimeout(() => resolve('lost'), 10_000));
    if ((await Promise.race([arrived, timeout])) === 'lost') {
      pending.delete(text);
      lost++;
    }
  };
  const sendStarted = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < messages) await sendOne(next++);
    }),
  );
  const seconds = (performance.now() - sendStarted) / 1000;
  for (const socket of sockets) socket.disconnect();
  const sorted = [...latencies].sort((a, b) => a - b);
  const result = {
    sockets: sockets.length,
    messages: latencies.length,
    lost,
    perSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
  };
  log(
    `  chat: ${result.messages} messages (${inFlight} in flight) in ${seconds.toFixed(1)} s, ${result.perSecond.toFixed(0)}/s; ` +
      `send -> arrival p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms${lost ? `; !! ${lost} never arrived` : ''}`,
  );
  return result;
}
