import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';

/*
 * No LiveKit server can run here: a local server speaks the part of LiveKit's room service the adapter
 * uses (Twirp over HTTP, JSON: POST /twirp/livekit.RoomService/CreateRoom) and does what LiveKit does
 * with the bearer token: verifies its HS256 signature with the API secret, its issuer (the API key), its
 * expiry, and the grant the call needs (roomCreate). The official SDK runs unmocked against it.
 */
export const FAKE_LIVEKIT_KEY = 'APIfakeKey';
export const FAKE_LIVEKIT_SECRET = 'fake-livekit-secret-that-is-long-enough-0123456789';

export interface FakeLiveKitCall {
  path: string;
  body: Record<string, unknown>;
  claims: Record<string, unknown>;
}

/** A local server speaking LiveKit's room service (CreateRoom), checking the tokens it is given. */
export function fakeLiveKit(secret: string = FAKE_LIVEKIT_SECRET) {
  const seen: FakeLiveKitCall[] = [];
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
            issuer: FAKE_LIVEKIT_KEY,
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

/** Starts a server on a free local port; its base URL. */
export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
