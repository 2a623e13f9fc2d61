import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_MESSAGES } from '@stillpoint/contracts';
import {
  FAKE_LIVEKIT_KEY as API_KEY,
  FAKE_LIVEKIT_SECRET as API_SECRET,
  fakeLiveKit,
  listen,
} from '../../../test/fake-livekit.js';
import { chooseRoomMode, createLiveKitVideoRooms } from './index.js';

describe('the LiveKit adapter (official server SDK) against a server speaking the room service', () => {
  const fake = fakeLiveKit(API_SECRET);
  let url: string;
  beforeAll(async () => {
    url = await listen(fake.server);
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('creates the room with its limits, authenticated by a token the server verifies (signature, issuer, roomCreate)', async () => {
    const rooms = createLiveKitVideoRooms({ url, apiKey: API_KEY, apiSecret: API_SECRET });
    expect(rooms.mode).toBe('livekit');
    await rooms.prepare({ name: 'class-7', maxParticipants: 30, emptyTimeoutSeconds: 300 });
    expect(fake.refused).toEqual([]);
    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]!.body).toMatchObject({ name: 'class-7', maxParticipants: 30, emptyTimeout: 300 });
    expect(fake.seen[0]!.claims).toMatchObject({ iss: API_KEY, video: { roomCreate: true } });
  });

  it('is refused by the server when its secret is not the server’s (the token does not verify)', async () => {
    const rooms = createLiveKitVideoRooms({ url, apiKey: API_KEY, apiSecret: 'another-secret-that-is-long-enough-0123456789' });
    await expect(rooms.prepare({ name: 'class-8', maxParticipants: 10, emptyTimeoutSeconds: 60 })).rejects.toThrow();
    expect(fake.refused.at(-1)).toMatch(/^invalid token/);
  });

  it('mints a join token scoped to one room: identity the user id, the display name, no admin rights, signed with the secret', async () => {
    const rooms = createLiveKitVideoRooms({ url: url.replace('http', 'ws'), apiKey: API_KEY, apiSecret: API_SECRET });
    const grant = await rooms.joinGrant('class-7', { identity: '42', name: 'Elena Ortiz' }, 3600);
    expect(grant!.url).toBe(url.replace('http', 'ws'));
    const { payload } = await jwtVerify(grant!.token, new TextEncoder().encode(API_SECRET), { issuer: API_KEY });
    expect(payload).toMatchObject({
      sub: '42',
      name: 'Elena Ortiz',
      video: { room: 'class-7', roomJoin: true, canPublish: true, canSubscribe: true },
    });
    expect((payload.video as Record<string, unknown>).roomCreate).toBeUndefined();
    expect((payload.video as Record<string, unknown>).roomAdmin).toBeUndefined();
    const claims = decodeJwt(grant!.token);
    expect(claims.exp! - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(3600);
    expect(claims.exp! - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500);
  });
});

describe('roomModeFor', () => {
  it('is peer-to-peer up to the limit, LiveKit beyond it when configured, else a refusal that says so', () => {
    expect(chooseRoomMode(2, { p2pMax: 4, livekit: false })).toBe('p2p');
    expect(chooseRoomMode(4, { p2pMax: 4, livekit: true })).toBe('p2p');
    expect(chooseRoomMode(5, { p2pMax: 4, livekit: true })).toBe('livekit');
    expect(() => chooseRoomMode(5, { p2pMax: 4, livekit: false })).toThrow(VIDEO_MESSAGES.overP2pLimit);
  });
});
