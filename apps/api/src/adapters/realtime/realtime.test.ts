import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENTS, endpoints, type NotificationEvent } from '@stillpoint/contracts';
import { assignPatient, createClinicTeam, createUser, login } from '../../../test/factories.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import { redisAnswers } from '../../../test/redis.js';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/11';
const PREFIX = `stillpoint-test:${process.pid}:${randomBytes(4).toString('hex')}:`;

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

const sockets: Socket[] = [];
function socketTo(base: string, token?: string): Socket {
  const socket = connect(base, { path: '/socket.io', transports: ['websocket'], reconnection: false, ...(token ? { auth: { token } } : {}) });
  sockets.push(socket);
  return socket;
}
/** Connects, or answers the refusal's message. */
function outcome(socket: Socket): Promise<'connected' | string> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

describe('realtime (Socket.IO on the API port)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('refuses a socket without a token, with a forged one, and with the token of an ended session', async () => {
    expect(await outcome(socketTo(base))).toBe('UNAUTHENTICATED');
    expect(await outcome(socketTo(base, 'not-a-token'))).toBe('UNAUTHENTICATED');
    const patient = await createUser(t.db, 'patient');
    const session = await login(t, patient);
    expect((await t.call(endpoints.frontLogout, { refreshToken: session.refreshToken }, session.accessToken)).status).toBe(200);
    expect(await outcome(socketTo(base, session.accessToken))).toBe('TOKEN_EXPIRED');
  });

  it('ends the sockets of a session that ends (logout), at once, and keeps the person’s other sessions', async () => {
    const patient = await createUser(t.db, 'patient');
    const [leaving, staying] = [await login(t, patient), await login(t, patient)];
    const ended = socketTo(base, leaving.accessToken);
    const kept = socketTo(base, staying.accessToken);
    expect(await Promise.all([outcome(ended), outcome(kept)])).toEqual(['connected', 'connected']);
    expect((await t.call(endpoints.frontLogout, { refreshToken: leaving.refreshToken }, leaving.accessToken)).status).toBe(200);
    await eventually('the logged-out session’s socket was closed', () => ended.disconnected);
    expect(kept.connected).toBe(true);
  });

  it("delivers a person's notification to their sockets only, live, with the unread count", async () => {
    const team = await createClinicTeam(t);
    await assignPatient(t.db, team.employee, team.patient);
    const other = await createUser(t.db, 'patient', { clinicId: team.clinic.id });
    const [patient, employee, bystander] = await Promise.all([login(t, team.patient), login(t, team.employee), login(t, other)]);
    const mine = [socketTo(base, patient.accessToken), socketTo(base, patient.accessToken)];
    const theirs = socketTo(base, bystander.accessToken);
    expect(await Promise.all([...mine, theirs].map(outcome))).toEqual(['connected', 'connected', 'connected']);
    const received: NotificationEvent[][] = [[], []];
    mine.forEach((socket, i) => socket.on('notification', (event: NotificationEvent) => received[i]!.push(event)));
    const strayed: unknown[] = [];
    theirs.on('notification', (event) => strayed.push(event));

    const given = await t.call(endpoints.employeeAssignTask, { userid: team.patient.id, title: 'Walk by the sea' }, employee.accessToken);
    expect(given.status).toBe(201);
    await eventually('both of the patient’s windows got it', () => received.every((list) => list.length === 1));
    expect(received[0]![0]).toMatchObject({
      unread_count: 1,
      notification: { kind: 'task_assigned', title: 'A new task for you', body: 'Your care team gave you a task: Walk by the sea', link: '/patient/tasks', read: false },
    });
    // The bystander's socket stays quiet (checked after the patient's arrived: events to one room are not reordered).
    expect(strayed).toEqual([]);
  });

  it('keeps a socket whose client sends the refreshed token, and disconnects one whose token expires', async () => {
    const short = await createTestApp({ db: t.db, env: { ACCESS_TOKEN_TTL_SECONDS: '2' } });
    try {
      const shortBase = await listen(short);
      const patient = await createUser(t.db, 'patient');
      const session = await login(short, patient);
      const kept = socketTo(shortBase, session.accessToken);
      const dropped = socketTo(shortBase, session.accessToken);
      expect(await Promise.all([outcome(kept), outcome(dropped)])).toEqual(['connected', 'connected']);
      // The refresh happens on the main instance (same secret and database), whose tokens live ten minutes.
      const refreshed = await t.call(endpoints.frontRefresh, { refreshToken: session.refreshToken });
      expect(refreshed.status).toBe(200);
      expect(await kept.emitWithAck('auth', { token: refreshed.body.data!.accessToken })).toEqual({ ok: true });
      // Someone else's token is refused and ends the socket.
      const stranger = await login(short, await createUser(t.db, 'patient'));
      const hijack = socketTo(shortBase, session.accessToken);
      expect(await outcome(hijack)).toBe('connected');
      expect(await hijack.emitWithAck('auth', { token: stranger.accessToken })).toEqual({ ok: false, code: 'FORBIDDEN' });

      await eventually('the socket without a new token was disconnected at its expiry', () => dropped.disconnected);
      expect(kept.connected).toBe(true);
      await eventually('the hijacked socket was closed', () => hijack.disconnected);
    } finally {
      await short.close();
    }
  });
});

const available = await redisAnswers(REDIS_URL);
if (!available && process.env.CI) throw new Error(`Redis does not answer at ${REDIS_URL}: CI must run the cross-instance realtime test`);

describe.skipIf(!available)('realtime across instances (Redis adapter)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: PREFIX };
    a = await createTestApp({ env });
    b = await createTestApp({ db: a.db, env });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers an event emitted through one instance to a socket connected to the other', async () => {
    const baseB = await listen(b);
    const team = await createClinicTeam(a);
    await assignPatient(a.db, team.employee, team.patient);
    const [patient, employee] = await Promise.all([login(b, team.patient), login(a, team.employee)]);
    const socket = socketTo(baseB, patient.accessToken);
    expect(await outcome(socket)).toBe('connected');
    const received: NotificationEvent[] = [];
    socket.on('notification', (event: NotificationEvent) => received.push(event));

    // The task is given through instance A; the patient's window is open on instance B.
    expect((await a.call(endpoints.employeeAssignTask, { userid: team.patient.id, title: 'Breathe' }, employee.accessToken)).status).toBe(201);
    await eventually('the event crossed from A to B', () => received.length === 1);
    expect(received[0]!.notification).toMatchObject({ kind: 'task_assigned', body: 'Your care team gave you a task: Breathe' });
  });

  it('handles a client event (chat typing) on the instance its socket is on and relays it to a socket on the other', async () => {
    const baseA = await listen(a);
    const baseB = b.app.server.listening ? `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}` : await listen(b);
    const team = await createClinicTeam(a);
    await assignPatient(a.db, team.employee, team.patient);
    const [patient, employee] = await Promise.all([login(b, team.patient), login(a, team.employee)]);
    const typingSocket = socketTo(baseA, employee.accessToken);
    const watching = socketTo(baseB, patient.accessToken);
    expect(await Promise.all([outcome(typingSocket), outcome(watching)])).toEqual(['connected', 'connected']);
    const relayed = new Promise((resolve) => watching.once(CHAT_EVENTS.typing, resolve));
    expect(await typingSocket.emitWithAck(CHAT_EVENTS.typing, { to: team.patient.id, typing: true })).toEqual({ ok: true });
    expect(await relayed).toEqual({ from: team.employee.id, typing: true });
  });
});
