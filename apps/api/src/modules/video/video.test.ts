import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, VIDEO_EVENTS, VIDEO_MESSAGES } from '@stillpoint/contracts';
import { appointments } from '@stillpoint/db';
import { assignPatient, createClinicTeam, createUser, createUserAndLogin, login } from '../../../test/factories.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import { redisAnswers } from '../../../test/redis.js';

const MINUTE = 60_000;
const ICE = [{ urls: 'turn:turn.example.test:3478', username: 'u', credential: 'p' }];

let t: TestApp;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { ICE_SERVERS: JSON.stringify(ICE), VIDEO_EARLY_JOIN_MINUTES: '15' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

/** A therapist and her patient (logged in) with an appointment at `startsIn` from now, and a bystander patient of the same clinic. */
async function session(startsIn = 0, status: 'approved' | 'requested' = 'approved', minutes = 50) {
  const team = await createClinicTeam(t);
  await assignPatient(t.db, team.employee, team.patient);
  const other = await createUser(t.db, 'patient', { clinicId: team.clinic.id });
  const colleague = await createUser(t.db, 'employee', { clinicId: team.clinic.id });
  const startsAt = new Date(Date.now() + startsIn);
  const [row] = await t.db
    .insert(appointments)
    .values({
      clinicId: team.clinic.id,
      employeeId: team.employee.id,
      patientId: team.patient.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * MINUTE),
      employeeTimeZone: 'Europe/Berlin',
      patientTimeZone: 'America/New_York',
      status,
    })
    .returning({ id: appointments.id });
  const [therapist, patient, bystander, otherTherapist] = await Promise.all([
    login(t, team.employee),
    login(t, team.patient),
    login(t, other),
    login(t, colleague),
  ]);
  return {
    team,
    bystanderId: other.id,
    id: row!.id,
    room: `appointment-${row!.id}`,
    therapist,
    patient,
    bystander,
    otherTherapist,
    clinicToken: team.token,
  };
}

function socketOf(token: string, at = base): Promise<Socket> {
  const socket = connect(at, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { token } });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Every event of a kind a socket receives. */
function record(socket: Socket, event: string): unknown[] {
  const seen: unknown[] = [];
  socket.on(event, (payload: unknown) => seen.push(payload));
  return seen;
}

describe('front/meetings/video_room', () => {
  it("answers the appointment's two people: the therapist hosts, the patient is a guest; ICE servers from ICE_SERVERS; peer-to-peer", async () => {
    const s = await session();
    const host = await t.call(endpoints.videoRoom, { appointment_id: s.id }, s.therapist.accessToken);
    expect(host.status).toBe(200);
    expect(host.body.data).toMatchObject({
      room: s.room,
      appointment_id: s.id,
      mode: 'p2p',
      role: 'host',
      peer: { id: s.team.patient.id },
      ice_servers: ICE,
      livekit: null,
    });
    const { opens_at, closes_at, start, end } = host.body.data!;
    expect(Date.parse(start) - Date.parse(opens_at)).toBe(15 * MINUTE);
    expect(Date.parse(closes_at) - Date.parse(end)).toBe(30 * MINUTE);
    const guest = await t.call(endpoints.videoRoom, { appointment_id: s.id }, s.patient.accessToken);
    expect(guest.status).toBe(200);
    expect(guest.body.data).toMatchObject({ role: 'guest', peer: { id: s.team.employee.id } });
  });

  it('is 404 for anyone else (another patient, another therapist of the clinic, an unknown id) and 403 for the clinic account', async () => {
    const s = await session();
    for (const token of [s.bystander.accessToken, s.otherTherapist.accessToken]) {
      expect((await t.call(endpoints.videoRoom, { appointment_id: s.id }, token)).status).toBe(404);
    }
    expect((await t.call(endpoints.videoRoom, { appointment_id: 2_000_000_000 }, s.patient.accessToken)).status).toBe(404);
    expect((await t.call(endpoints.videoRoom, { appointment_id: s.id }, s.clinicToken)).status).toBe(403);
  });

  it('is 404 for an appointment that is not approved', async () => {
    const s = await session(0, 'requested');
    const answer = await t.call(endpoints.videoRoom, { appointment_id: s.id }, s.patient.accessToken);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(VIDEO_MESSAGES.notApproved);
  });

  it('is 409 before the window, naming when it opens, and after it', async () => {
    const s = await session(2 * 60 * MINUTE);
    const early = await t.call(endpoints.videoRoom, { appointment_id: s.id }, s.patient.accessToken);
    expect(early.status).toBe(409);
    const opens = new Date(Date.parse(early.body.errors![0]!.message));
    expect(Math.abs(opens.getTime() - (Date.now() + 105 * MINUTE))).toBeLessThan(MINUTE);
    expect(early.body.message).toContain(`The video room opens at ${opens.toISOString().slice(11, 16)} UTC`);
    expect(early.body.message).toContain('15 minutes before the appointment');
    const past = await session(-2 * 60 * MINUTE);
    const late = await t.call(endpoints.videoRoom, { appointment_id: past.id }, past.therapist.accessToken);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(VIDEO_MESSAGES.closed);
  });
});

describe('signalling over the realtime channel', () => {
  it('keeps the patient waiting until the therapist admits her, then relays offers and candidates between them only', async () => {
    const s = await session(5 * MINUTE);
    const [hostSocket, guestSocket, strangerSocket] = await Promise.all([
      socketOf(s.therapist.accessToken),
      socketOf(s.patient.accessToken),
      socketOf(s.bystander.accessToken),
    ]);
    const waiting = record(hostSocket, VIDEO_EVENTS.waiting);
    const hostSignals = record(hostSocket, VIDEO_EVENTS.signal);
    const guestSignals = record(guestSocket, VIDEO_EVENTS.signal);
    const strangerSeen = [VIDEO_EVENTS.signal, VIDEO_EVENTS.peerJoined, VIDEO_EVENTS.waiting, VIDEO_EVENTS.admitted].map(
      (event) => record(strangerSocket, event),
    );

    // The host is in at once; the guest waits, and the host is told who waits.
    expect(await hostSocket.emitWithAck(VIDEO_EVENTS.join, { room: s.room })).toEqual({
      ok: true,
      socket: hostSocket.id,
      admitted: true,
      peers: [],
    });
    const admitted = new Promise((resolve) => guestSocket.once(VIDEO_EVENTS.admitted, resolve));
    const hostHearsPeer = new Promise((resolve) => hostSocket.once(VIDEO_EVENTS.peerJoined, resolve));
    expect(await guestSocket.emitWithAck(VIDEO_EVENTS.join, { room: s.room })).toMatchObject({
      ok: true,
      admitted: false,
      peers: [],
    });
    await eventually('the host heard who waits', () => waiting.some((w) => (w as { waiting: unknown[] }).waiting.length === 1));
    expect(waiting.at(-1)).toEqual({ room: s.room, waiting: [{ user_id: s.team.patient.id, name: s.team.patient.fullName }] });

    // Waiting, the guest cannot reach the host's browser.
    expect(
      await guestSocket.emitWithAck(VIDEO_EVENTS.signal, {
        room: s.room,
        to: hostSocket.id,
        data: { description: { type: 'offer', sdp: 'v=0' } },
      }),
    ).toEqual({ ok: false, code: 'FORBIDDEN' });
    // Only the host admits.
    expect(await guestSocket.emitWithAck(VIDEO_EVENTS.admit, { room: s.room, user_id: s.team.patient.id })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });

    expect(await hostSocket.emitWithAck(VIDEO_EVENTS.admit, { room: s.room, user_id: s.team.patient.id })).toEqual({ ok: true });
    expect(await admitted).toEqual({
      room: s.room,
      to: guestSocket.id,
      peers: [{ socket: hostSocket.id, user_id: s.team.employee.id, name: s.team.employee.fullName }],
    });
    expect(await hostHearsPeer).toEqual({
      room: s.room,
      peer: { socket: guestSocket.id, user_id: s.team.patient.id, name: s.team.patient.fullName },
    });

    // An offer one way, an ICE candidate the other.
    const offer = { description: { type: 'offer', sdp: 'v=0 fake' } };
    expect(await guestSocket.emitWithAck(VIDEO_EVENTS.signal, { room: s.room, to: hostSocket.id, data: offer })).toEqual({
      ok: true,
    });
    const candidate = { candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0' } };
    expect(await hostSocket.emitWithAck(VIDEO_EVENTS.signal, { room: s.room, to: guestSocket.id, data: candidate })).toEqual({
      ok: true,
    });
    await eventually('both signals arrived', () => hostSignals.length === 1 && guestSignals.length === 1);
    expect(hostSignals[0]).toEqual({ room: s.room, from: guestSocket.id, to: hostSocket.id, data: offer });
    expect(guestSignals[0]).toEqual({ room: s.room, from: hostSocket.id, to: guestSocket.id, data: candidate });

    // A third person's socket can neither join nor relay into the room, and hears nothing of it.
    expect(await strangerSocket.emitWithAck(VIDEO_EVENTS.join, { room: s.room })).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await strangerSocket.emitWithAck(VIDEO_EVENTS.signal, { room: s.room, to: hostSocket.id, data: offer })).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await strangerSocket.emitWithAck(VIDEO_EVENTS.admit, { room: s.room, user_id: s.bystanderId })).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await strangerSocket.emitWithAck(VIDEO_EVENTS.join, { room: 'anything' })).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await strangerSocket.emitWithAck(VIDEO_EVENTS.join, 'nonsense')).toEqual({ ok: false, code: 'VALIDATION' });

    // Leaving tells the other; closing the window does too.
    const left = new Promise((resolve) => hostSocket.once(VIDEO_EVENTS.peerLeft, resolve));
    expect(await guestSocket.emitWithAck(VIDEO_EVENTS.leave, { room: s.room })).toEqual({ ok: true });
    expect(await left).toEqual({ room: s.room, socket: guestSocket.id, user_id: s.team.patient.id });
    // Let in once, she comes back without waiting (a reload, a second window).
    expect(await guestSocket.emitWithAck(VIDEO_EVENTS.join, { room: s.room })).toMatchObject({ ok: true, admitted: true });
    const closed = new Promise((resolve) => hostSocket.once(VIDEO_EVENTS.peerLeft, resolve));
    const guestId = guestSocket.id;
    guestSocket.disconnect();
    expect(await closed).toEqual({ room: s.room, socket: guestId, user_id: s.team.patient.id });
    expect(hostSignals).toHaveLength(1);
    expect(strangerSeen.flat()).toEqual([]);
  });

  it('refuses a join before the window opens', async () => {
    const later = await session(3 * 60 * MINUTE);
    const early = await socketOf(later.patient.accessToken);
    expect(await early.emitWithAck(VIDEO_EVENTS.join, { room: later.room })).toEqual({ ok: false, code: 'CONFLICT' });
  });
});

describe('admin/video credential (the video-meeting credential)', () => {
  it('keeps the secret on the server: never returned, not even in part; a save without it keeps it', async () => {
    const { session: admin } = await createUserAndLogin(t, 'admin');
    const token = admin.accessToken;
    const before = await t.call(endpoints.adminVideoCredential, {}, token);
    expect(before.body.data).toEqual({ provider: 'p2p', source: 'none', url: null, api_key: null, secret_set: false });
    const secret = 'super-secret-livekit-value-123456';
    const saved = await t.call(
      endpoints.adminVideoUpdateCredential,
      { url: 'https://livekit.example.test', api_key: 'APIkey1', api_secret: secret },
      token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(VIDEO_MESSAGES.credentialSaved);
    expect(saved.body.data).toEqual({
      provider: 'livekit',
      source: 'settings',
      url: 'https://livekit.example.test',
      api_key: 'APIkey1',
      secret_set: true,
    });
    const read = await t.call(endpoints.adminVideoCredential, {}, token);
    expect(JSON.stringify(read.body)).not.toContain(secret.slice(-4));
    const kept = await t.call(
      endpoints.adminVideoUpdateCredential,
      { url: 'https://livekit2.example.test', api_key: 'APIkey2' },
      token,
    );
    expect(kept.body.data).toMatchObject({ url: 'https://livekit2.example.test', secret_set: true });
    // An appointment stays peer-to-peer with LiveKit configured (two people).
    const s = await session();
    expect((await t.call(endpoints.videoRoom, { appointment_id: s.id }, s.patient.accessToken)).body.data).toMatchObject({
      mode: 'p2p',
      livekit: null,
    });
    const off = await t.call(endpoints.adminVideoUpdateCredential, { url: '' }, token);
    expect(off.body.data).toEqual({ provider: 'p2p', source: 'settings', url: null, api_key: null, secret_set: false });
    // Front accounts cannot read it.
    expect((await t.call(endpoints.adminVideoCredential, {}, s.therapist.accessToken)).status).toBe(403);
  });

  it('says the LIVEKIT_* environment wins when set (and still never shows the secret)', async () => {
    const env = await createTestApp({
      db: t.db,
      env: {
        LIVEKIT_URL: 'wss://sfu.example.test',
        LIVEKIT_API_KEY: 'APIenv',
        LIVEKIT_API_SECRET: 'env-secret-value-0123456789abcdef',
      },
    });
    try {
      const { session: admin } = await createUserAndLogin(env, 'admin');
      const read = await env.call(endpoints.adminVideoCredential, {}, admin.accessToken);
      expect(read.body.data).toEqual({
        provider: 'livekit',
        source: 'environment',
        url: 'wss://sfu.example.test',
        api_key: 'APIenv',
        secret_set: true,
      });
      expect(JSON.stringify(read.body)).not.toContain('env-secret');
    } finally {
      await env.close();
    }
  });
});

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/11';
const redis = await redisAnswers(REDIS_URL);
if (!redis && process.env.CI) throw new Error(`Redis does not answer at ${REDIS_URL}: CI must run the cross-instance video test`);

describe.skipIf(!redis)('signalling across instances (REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: `stillpoint-test:${process.pid}:${randomBytes(4).toString('hex')}:` };
    a = await createTestApp({ db: t.db, env });
    b = await createTestApp({ db: t.db, env });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('shares the waiting room: the therapist on one instance admits the patient waiting on the other, and signals cross', async () => {
    const s = await session();
    const listen = async (app: TestApp) => {
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
    };
    const [baseA, baseB] = [await listen(a), await listen(b)];
    const hostSocket = await socketOf(s.therapist.accessToken, baseA);
    const guestSocket = await socketOf(s.patient.accessToken, baseB);
    expect(await hostSocket.emitWithAck(VIDEO_EVENTS.join, { room: s.room })).toMatchObject({ ok: true, admitted: true });
    const waiting = new Promise((resolve) => hostSocket.once(VIDEO_EVENTS.waiting, resolve));
    expect(await guestSocket.emitWithAck(VIDEO_EVENTS.join, { room: s.room })).toMatchObject({ ok: true, admitted: false });
    expect(await waiting).toMatchObject({ waiting: [{ user_id: s.team.patient.id }] });
    // Instance A learns of the guest through Redis before the host can admit her.
    const admitted = new Promise((resolve) => guestSocket.once(VIDEO_EVENTS.admitted, resolve));
    const answer = await eventually('the host’s instance knows the guest waits', async () => {
      const ack = (await hostSocket.emitWithAck(VIDEO_EVENTS.admit, { room: s.room, user_id: s.team.patient.id })) as {
        ok: boolean;
      };
      return ack.ok ? ack : null;
    });
    expect(answer).toEqual({ ok: true });
    expect(await admitted).toMatchObject({ to: guestSocket.id, peers: [{ socket: hostSocket.id }] });
    const relayed = new Promise((resolve) => hostSocket.once(VIDEO_EVENTS.signal, resolve));
    await eventually('the guest’s instance knows she is in', async () => {
      const ack = (await guestSocket.emitWithAck(VIDEO_EVENTS.signal, {
        room: s.room,
        to: hostSocket.id,
        data: { description: { type: 'offer', sdp: 'v=0' } },
      })) as { ok: boolean };
      return ack.ok ? ack : null;
    });
    expect(await relayed).toMatchObject({ from: guestSocket.id, to: hostSocket.id });
  });
});
