import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_MESSAGES } from '@stillpoint/contracts';
import { chooseRoomMode, createLiveKitVideoRooms } from './index.js';

/*
 * No LiveKit server can run here: a local server speaks the part of LiveKit's room service the adapter
 * uses (Twirp over HTTP, JSON: POST /twirp/livekit.RoomService/CreateRoom) and does what LiveKit does
 * with the bearer token: verifies its HS256 signature with the API secret, its issuer (the API key), its
 * expiry, and the grant the call needs (roomCreate). The official SDK runs unmocked against it.
 */
const API_KEY = 'APIfakeKey';
const API_SECRET = 'fake-livekit-secret-that-is-long-enough-0123456789';

interface Seen {
  path: string;
  body: Record<string, unknown>;
  claims: Record<string, unknown>;
}

function fakeLiveKit(secret: string) {
  const seen: Seen[] = [];
  const refused: string[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const fail = (status: number, code: string, msg: string) => {
          refused.push(msg);
          response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ code, msg }));
        };
        if (request.method !== 'POST' || request.url !== '/twirp/livekit.RoomService/CreateRoom')
          return fail(404, 'bad_route', 'no such method');
        const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
        if (!token) return fail(401, 'unauthenticated', 'no token');
        let claims: Record<string, unknown>;
        try {
          ({ payload: claims } = await jwtVerify(token, new TextEncoder().encode(secret), {
            issuer: API_KEY,
            algorithms: ['HS256'],
          }));
        } catch (error) {
          return fail(401, 'unauthenticated', `invalid token: ${(error as Error).message}`);
        }
        if ((claims.video as { roomCreate?: boolean } | undefined)?.roomCreate !== true)
          return fail(403, 'permission_denied', 'no roomCreate grant');
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        seen.push({ path: request.url, body, claims });
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            sid: 'RM_fake1',
            name: body.name,
            empty_timeout: body.emptyTimeout ?? body.empty_timeout,
            max_participants: body.maxParticipants ?? body.max_participants,
            creation_time: String(Math.floor(Date.now() / 1000)),
          }),
        );
      })();
    });
  });
  return { server, seen, refused };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

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
