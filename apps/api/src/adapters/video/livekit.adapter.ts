import { AccessToken, RoomServiceClient } from 'livekit-server-sdk';
import type { LiveKitCredential, VideoRooms } from './video.port.js';

/**
 * LiveKit (open-source SFU) through its official server SDK: rooms are created through the room service
 * (Twirp over HTTP, authenticated by a JWT signed with the API secret carrying the roomCreate grant) with
 * the room's participant limit and empty timeout; a participant enters with a token scoped to that room
 * only (identity = user id, so the SFU's view of who is who matches ours).
 */
export function createLiveKitVideoRooms(credential: LiveKitCredential): VideoRooms {
  // The room service speaks HTTP(S); browsers connect over WebSocket to the same host.
  const httpUrl = credential.url.replace(/^ws/, 'http');
  const wsUrl = credential.url.replace(/^http/, 'ws');
  const rooms = new RoomServiceClient(httpUrl, credential.apiKey, credential.apiSecret);
  return {
    mode: 'livekit',
    async prepare(room) {
      await rooms.createRoom({ name: room.name, maxParticipants: room.maxParticipants, emptyTimeout: room.emptyTimeoutSeconds });
    },
    async joinGrant(room, person, ttlSeconds) {
      const token = new AccessToken(credential.apiKey, credential.apiSecret, {
        identity: person.identity,
        name: person.name,
        ttl: ttlSeconds,
      });
      // Room-scoped: this room only, no admin or recording rights.
      token.addGrant({ room, roomJoin: true, canPublish: true, canSubscribe: true, canPublishData: true });
      return { url: wsUrl, token: await token.toJwt() };
    },
  };
}
