import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { decodeJwt, jwtVerify } from 'jose';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, VIDEO_EVENTS, VIDEO_MESSAGES } from '@stillpoint/contracts';
import { liveSessionParticipants, liveSessions } from '@stillpoint/db';
import { FAKE_LIVEKIT_KEY, FAKE_LIVEKIT_SECRET, fakeLiveKit, listen } from '../../../test/fake-livekit.js';
import { createClinicTeam, createUser, login } from '../../../test/factories.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import { redisAnswers } from '../../../test/redis.js';

/*
 * Video for live classes and live meetings (decision 0033, "Live sessions"): the room call for the host
 * and the people with a seat only, its window, its mode by head count, and the signalling of `live-<id>`.
 */

const MINUTE = 60_000;

let t: TestApp;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { VIDEO_EARLY_JOIN_MINUTES: '15' } });
  base = await listenOn(t);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

async function listenOn(app: TestApp) {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
}

/**
 * A clinic's live class led by its employee, starting `startsIn` from now: `joined` patients with a seat
 * (logged in), one patient on the waitlist, a patient of the clinic without a place, another clinic's
 * employee and patient.
 */
async function liveClass(
  options: { startsIn?: number; joined?: number; kind?: 'class' | 'meeting'; status?: 'scheduled' | 'cancelled' } = {},
) {
  const { startsIn = 0, joined = 1, kind = 'class', status = 'scheduled' } = options;
  const team = await createClinicTeam(t);
  const seated = [team.patient];
  for (let i = 1; i < joined; i++) seated.push(await createUser(t.db, 'patient', { clinicId: team.clinic.id }));
  const waiting = await createUser(t.db, 'patient', { clinicId: team.clinic.id });
  const bystander = await createUser(t.db, 'patient', { clinicId: team.clinic.id });
  const other = await createClinicTeam(t);
  const startsAt = new Date(Date.now() + startsIn);
  const [row] = await t.db
    .insert(liveSessions)
    .values({
      kind,
      clinicId: team.clinic.id,
      hostId: team.employee.id,
      title: 'Mindful movement',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * MINUTE),
      timeZone: 'Europe/Berlin',
      capacity: joined,
      status,
    })
    .returning({ id: liveSessions.id });
  const id = row!.id;
  await t.db
    .insert(liveSessionParticipants)
    .values([
      ...seated.map((person) => ({ sessionId: id, userId: person.id, place: 'joined' as const })),
      { sessionId: id, userId: waiting.id, place: 'waitlisted' as const },
    ]);
  const [host, participant, waitlisted, stranger, otherEmployee, otherPatient] = await Promise.all([
    login(t, team.employee),
    login(t, team.patient),
    login(t, waiting),
    login(t, bystander),
    login(t, other.employee),
    login(t, other.patient),
  ]);
  return {
    id,
    room: `live-${id}`,
    team,
    waitingId: waiting.id,
    host: host.accessToken,
    participant: participant.accessToken,
    waitlisted: waitlisted.accessToken,
    stranger: stranger.accessToken,
    otherEmployee: otherEmployee.accessToken,
    otherPatient: otherPatient.accessToken,
    clinicToken: team.token,
    seated,
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

describe('front/meetings/live_session_room', () => {
  it('answers the host (the employee who runs it) and a participant with a seat: peer-to-peer by head count, the room named for the session', async () => {
    const s = await liveClass({ joined: 2 });
    const host = await t.call(endpoints.liveSessionRoom, { id: s.id }, s.host);
    expect(host.status, JSON.stringify(host.body)).toBe(200);
    expect(host.body.data).toMatchObject({
      room: s.room,
      live_session_id: s.id,
      kind: 'class',
      title: 'Mindful movement',
      host: { id: s.team.employee.id, name: s.team.employee.fullName },
      head_count: 3,
      mode: 'p2p',
      role: 'host',
      livekit: null,
    });
    const { opens_at, closes_at, start, end } = host.body.data!;
    expect(Date.parse(start) - Date.parse(opens_at)).toBe(15 * MINUTE);
    expect(Date.parse(closes_at) - Date.parse(end)).toBe(30 * MINUTE);
    const guest = await t.call(endpoints.liveSessionRoom, { id: s.id }, s.participant);
    expect(guest.status).toBe(200);
    expect(guest.body.data).toMatchObject({ room: s.room, role: 'guest', mode: 'p2p', head_count: 3 });
  });

  it('is 404 for the waitlist, a patient without a place, another clinic’s people, an unknown id and a cancelled session; 403 for the clinic account', async () => {
    const s = await liveClass();
    for (const token of [s.waitlisted, s.stranger, s.otherEmployee, s.otherPatient]) {
      const answer = await t.call(endpoints.liveSessionRoom, { id: s.id }, token);
      expect(answer.status).toBe(404);
      expect(answer.body.data).toBeUndefined();
    }
    expect((await t.call(endpoints.liveSessionRoom, { id: 2_000_000_000 }, s.participant)).status).toBe(404);
    expect((await t.call(endpoints.liveSessionRoom, { id: s.id }, s.clinicToken)).status).toBe(403);
    const cancelled = await liveClass({ status: 'cancelled' });
    expect((await t.call(endpoints.liveSessionRoom, { id: cancelled.id }, cancelled.host)).status).toBe(404);
    expect((await t.call(endpoints.liveSessionRoom, { id: cancelled.id }, cancelled.participant)).status).toBe(404);
  });

  it('serves live meetings too, and a personal user with a seat in a platform session', async () => {
    const meeting = await liveClass({ kind: 'meeting' });
    expect((await t.call(endpoints.liveSessionRoom, { id: meeting.id }, meeting.participant)).body.data).toMatchObject({
      kind: 'meeting',
      role: 'guest',
    });
    const personal = await createUser(t.db, 'personal');
    const [row] = await t.db
      .insert(liveSessions)
      .values({
        kind: 'class',
        clinicId: null,
        hostId: null,
        title: 'Platform breathing',
        startsAt: new Date(),
        endsAt: new Date(Date.now() + 30 * MINUTE),
        timeZone: 'UTC',
        capacity: 10,
      })
      .returning({ id: liveSessions.id });
    await t.db.insert(liveSessionParticipants).values({ sessionId: row!.id, userId: personal.id, place: 'joined' });
    const answer = await t.call(endpoints.liveSessionRoom, { id: row!.id }, (await login(t, personal)).accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ role: 'guest', host: null, head_count: 1, mode: 'p2p' });
  });

  it('is 409 before the window, naming when it opens, and after it', async () => {
    const later = await liveClass({ startsIn: 2 * 60 * MINUTE });
    const early = await t.call(endpoints.liveSessionRoom, { id: later.id }, later.participant);
    expect(early.status).toBe(409);
    const opens = new Date(Date.parse(early.body.errors![0]!.message));
    expect(Math.abs(opens.getTime() - (Date.now() + 105 * MINUTE))).toBeLessThan(MINUTE);
    expect(early.body.message).toContain(`The video room opens at ${opens.toISOString().slice(11, 16)} UTC`);
    expect(early.body.message).toContain('15 minutes before the session');
    const past = await liveClass({ startsIn: -3 * 60 * MINUTE });
    const late = await t.call(endpoints.liveSessionRoom, { id: past.id }, past.host);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(VIDEO_MESSAGES.sessionClosed);
  });

  it('says plainly that LiveKit is needed for a class over the peer-to-peer limit when none is connected', async () => {
    // Four seats and the host: five people, one more than peer-to-peer carries.
    const s = await liveClass({ joined: 4 });
    for (const token of [s.host, s.participant]) {
      const answer = await t.call(endpoints.liveSessionRoom, { id: s.id }, token);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(VIDEO_MESSAGES.overP2pLimit);
    }
  });
});

describe('a class over the peer-to-peer limit with LiveKit connected', () => {
  const fake = fakeLiveKit();
  let lk: TestApp;
  let url: string;
  beforeAll(async () => {
    url = await listen(fake.server);
    lk = await createTestApp({
      db: t.db,
      env: { LIVEKIT_URL: url, LIVEKIT_API_KEY: FAKE_LIVEKIT_KEY, LIVEKIT_API_SECRET: FAKE_LIVEKIT_SECRET },
    });
  });
  afterAll(async () => {
    await lk?.close();
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  it('creates a LiveKit room named for the session (room for every seat and the host) and mints a token scoped to it', async () => {
    const s = await liveClass({ joined: 4 });
    const answer = await lk.call(endpoints.liveSessionRoom, { id: s.id }, s.participant);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      mode: 'livekit',
      head_count: 5,
      room: s.room,
      livekit: { url: url.replace('http', 'ws') },
    });
    expect(fake.refused).toEqual([]);
    expect(fake.seen.at(-1)!.body).toMatchObject({ name: s.room, maxParticipants: 5 });
    const { payload } = await jwtVerify(answer.body.data!.livekit!.token, new TextEncoder().encode(FAKE_LIVEKIT_SECRET), {
      issuer: FAKE_LIVEKIT_KEY,
    });
    expect(payload).toMatchObject({ sub: String(s.team.patient.id), video: { room: s.room, roomJoin: true } });
    // The SFU shows names to everyone in the room: participants enter unnamed, the host named.
    expect(payload.name ?? '').toBe('');
    const host = await lk.call(endpoints.liveSessionRoom, { id: s.id }, s.host);
    expect(decodeJwt(host.body.data!.livekit!.token)).toMatchObject({
      sub: String(s.team.employee.id),
      name: s.team.employee.fullName,
    });
    expect((payload.video as Record<string, unknown>).roomAdmin).toBeUndefined();
    // The waitlist is still refused, LiveKit or not.
    expect((await lk.call(endpoints.liveSessionRoom, { id: s.id }, s.waitlisted)).status).toBe(404);
  });
});

describe('signalling of a live session room', () => {
  it('lets the host and people with a seat in directly, refuses the waitlist and strangers, and lets the host remove someone (who then waits)', async () => {
    const s = await liveClass({ joined: 2 });
    const second = await login(t, s.seated[1]!);
    const [hostSocket, guestSocket, secondSocket, waitSocket, strangerSocket, foreignSocket] = await Promise.all([
      socketOf(s.host),
      socketOf(s.participant),
      socketOf(second.accessToken),
      socketOf(s.waitlisted),
      socketOf(s.stranger),
      socketOf(s.otherPatient),
    ]);

    expect(await hostSocket.emitWithAck(VIDEO_EVENTS.join, { room: s.room })).toEqual({
      ok: true,
      socket: hostSocket.id,
      admitted: true,
      peers: [],
    });
    // A participant with a seat enters at once (no waiting room) and is told who is in.
    const hostHears = new Promise((resolve) => hostSocket.once(VIDEO_EVENTS.peerJoined, resolve));
    expect(await guestSocket.emitWithAck(VIDEO_EVENTS.join, { room: s.room })).toEqual({
      ok: true,
      socket: guestSocket.id,
      admitted: true,
      peers: [{ socket: hostSocket.id, user_id: s.team.employee.id, name: s.team.employee.fullName }],
    });
    expect(await hostHears).toEqual({
      room: s.room,
      peer: { socket: guestSocket.id, user_id: s.team.patient.id, name: s.team.patient.fullName },
    });
    // Participants never learn each other's names (only the host's); the host sees everyone's.
    const firstHearsSecond = new Promise((resolve) => guestSocket.once(VIDEO_EVENTS.peerJoined, resolve));
    const hostHearsSecond = new Promise((resolve) => hostSocket.once(VIDEO_EVENTS.peerJoined, resolve));
    const secondJoin = (await secondSocket.emitWithAck(VIDEO_EVENTS.join, { room: s.room })) as {
      peers: { socket: string; name: string }[];
    };
    expect(secondJoin).toMatchObject({ ok: true, admitted: true });
    expect(secondJoin.peers).toEqual(
      expect.arrayContaining([
        { socket: hostSocket.id, user_id: s.team.employee.id, name: s.team.employee.fullName },
        { socket: guestSocket.id, user_id: s.team.patient.id, name: '' },
      ]),
    );
    expect(await firstHearsSecond).toEqual({
      room: s.room,
      peer: { socket: secondSocket.id, user_id: s.seated[1]!.id, name: '' },
    });
    expect(await hostHearsSecond).toEqual({
      room: s.room,
      peer: { socket: secondSocket.id, user_id: s.seated[1]!.id, name: s.seated[1]!.fullName },
    });

    // The waitlist, a patient without a place and another clinic's patient cannot join nor relay.
    const offer = { description: { type: 'offer', sdp: 'v=0' } };
    for (const socket of [waitSocket, strangerSocket, foreignSocket]) {
      expect(await socket.emitWithAck(VIDEO_EVENTS.join, { room: s.room })).toEqual({ ok: false, code: 'NOT_FOUND' });
      expect(await socket.emitWithAck(VIDEO_EVENTS.signal, { room: s.room, to: hostSocket.id, data: offer })).toEqual({
        ok: false,
        code: 'NOT_FOUND',
      });
    }

    // Signals flow between the members.
    const relayed = new Promise((resolve) => hostSocket.once(VIDEO_EVENTS.signal, resolve));
    expect(await guestSocket.emitWithAck(VIDEO_EVENTS.signal, { room: s.room, to: hostSocket.id, data: offer })).toEqual({
      ok: true,
    });
    expect(await relayed).toEqual({ room: s.room, from: guestSocket.id, to: hostSocket.id, data: offer });

    // Only the host removes.
    expect(await secondSocket.emitWithAck(VIDEO_EVENTS.remove, { room: s.room, user_id: s.team.patient.id })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
    const removed = new Promise((resolve) => guestSocket.once(VIDEO_EVENTS.removed, resolve));
    const secondHearsLeft = new Promise((resolve) => secondSocket.once(VIDEO_EVENTS.peerLeft, resolve));
    expect(await hostSocket.emitWithAck(VIDEO_EVENTS.remove, { room: s.room, user_id: s.team.patient.id })).toEqual({ ok: true });
    expect(await removed).toEqual({ room: s.room, to: guestSocket.id });
    expect(await secondHearsLeft).toEqual({ room: s.room, socket: guestSocket.id, user_id: s.team.patient.id });
    // Out of the room: nothing relayed any more.
    expect(await guestSocket.emitWithAck(VIDEO_EVENTS.signal, { room: s.room, to: hostSocket.id, data: offer })).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });

    // Back, the removed person waits until the host lets them in again.
    const waitingHeard = new Promise((resolve) => hostSocket.once(VIDEO_EVENTS.waiting, resolve));
    expect(await guestSocket.emitWithAck(VIDEO_EVENTS.join, { room: s.room })).toMatchObject({
      ok: true,
      admitted: false,
      peers: [],
    });
    expect(await waitingHeard).toEqual({
      room: s.room,
      waiting: [{ user_id: s.team.patient.id, name: s.team.patient.fullName }],
    });
    const admitted = new Promise((resolve) => guestSocket.once(VIDEO_EVENTS.admitted, resolve));
    expect(await hostSocket.emitWithAck(VIDEO_EVENTS.admit, { room: s.room, user_id: s.team.patient.id })).toEqual({ ok: true });
    expect(await admitted).toMatchObject({ room: s.room, to: guestSocket.id });
  });

  it('refuses a join before the window opens, and a removal of someone not in the room', async () => {
    const later = await liveClass({ startsIn: 3 * 60 * MINUTE });
    const early = await socketOf(later.participant);
    expect(await early.emitWithAck(VIDEO_EVENTS.join, { room: later.room })).toEqual({ ok: false, code: 'CONFLICT' });
    const now = await liveClass();
    const host = await socketOf(now.host);
    expect(await host.emitWithAck(VIDEO_EVENTS.join, { room: now.room })).toMatchObject({ ok: true });
    expect(await host.emitWithAck(VIDEO_EVENTS.remove, { room: now.room, user_id: now.waitingId })).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
  });
});

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/11';
const redis = await redisAnswers(REDIS_URL);
if (!redis && process.env.CI) throw new Error(`Redis does not answer at ${REDIS_URL}: CI must run the cross-instance video test`);

describe.skipIf(!redis)('an instance started after a room opened (REDIS_URL)', () => {
  const env = { REDIS_URL, REDIS_KEY_PREFIX: `stillpoint-test:${process.pid}:${randomBytes(4).toString('hex')}:` };
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
  });

  it('learns the rooms already open from the others: a participant on the late instance meets the host who entered before it started', async () => {
    const s = await liveClass();
    const first = await createTestApp({ db: t.db, env });
    apps.push(first);
    const hostSocket = await socketOf(s.host, await listenOn(first));
    expect(await hostSocket.emitWithAck(VIDEO_EVENTS.join, { room: s.room })).toMatchObject({ ok: true, admitted: true });

    // Started now: it was not there when the host entered.
    const late = await createTestApp({ db: t.db, env });
    apps.push(late);
    const hostHears = new Promise((resolve) => hostSocket.once(VIDEO_EVENTS.peerJoined, resolve));
    const guestSocket = await socketOf(s.participant, await listenOn(late));
    expect(await guestSocket.emitWithAck(VIDEO_EVENTS.join, { room: s.room })).toEqual({
      ok: true,
      socket: guestSocket.id,
      admitted: true,
      peers: [{ socket: hostSocket.id, user_id: s.team.employee.id, name: s.team.employee.fullName }],
    });
    expect(await hostHears).toMatchObject({ room: s.room, peer: { socket: guestSocket.id } });
    // And signals cross between the two instances both ways.
    const relayed = new Promise((resolve) => guestSocket.once(VIDEO_EVENTS.signal, resolve));
    await eventually('the first instance knows the guest is in', async () => {
      const ack = (await hostSocket.emitWithAck(VIDEO_EVENTS.signal, {
        room: s.room,
        to: guestSocket.id,
        data: { description: { type: 'offer', sdp: 'v=0' } },
      })) as { ok: boolean };
      return ack.ok ? ack : null;
    });
    expect(await relayed).toMatchObject({ from: hostSocket.id, to: guestSocket.id });
  });
});
