import { VIDEO_MESSAGES, type VideoMode } from '@stillpoint/contracts';
import { AppError } from '../../lib/app-error.js';
import { createLiveKitVideoRooms } from './livekit.adapter.js';
import { createP2pVideoRooms } from './p2p.adapter.js';
import type { LiveKitCredential, VideoRooms } from './video.port.js';

export type { LiveKitCredential, VideoRoomSpec, VideoRooms } from './video.port.js';
export { createLiveKitVideoRooms } from './livekit.adapter.js';
export { createP2pVideoRooms } from './p2p.adapter.js';

/** The adapter a credential selects: LiveKit when there is one, else peer-to-peer. */
export function createVideoRooms(credential: LiveKitCredential | null): VideoRooms {
  return credential ? createLiveKitVideoRooms(credential) : createP2pVideoRooms();
}

/**
 * How a room of `participantCount` people carries its media: peer-to-peer up to `p2pMax` (each browser
 * sends to every other, which a phone's uplink bears up to about four), else LiveKit when a server is
 * configured; else a refusal (409) that says so, for the live classes' rooms.
 */
export function chooseRoomMode(participantCount: number, options: { p2pMax: number; livekit: boolean }): VideoMode {
  if (participantCount <= options.p2pMax) return 'p2p';
  if (options.livekit) return 'livekit';
  throw new AppError('CONFLICT', VIDEO_MESSAGES.overP2pLimit);
}
