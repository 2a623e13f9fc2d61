import type { VideoMode } from '@stillpoint/contracts';

/**
 * The video port (decision 0033): where a room's media go. Two adapters: peer-to-peer (embedded; the
 * browsers send media to each other and the server only relays signalling over the realtime channel) and
 * LiveKit (an open-source SFU; the server creates rooms and mints join tokens with the official server SDK).
 */
export interface VideoRooms {
  readonly mode: VideoMode;
  /**
   * Makes sure the room exists with its limits (LiveKit: CreateRoom, which returns the room when it
   * already exists). Nothing to do peer-to-peer: a room is the signalling state of the instance.
   */
  prepare(room: VideoRoomSpec): Promise<void>;
  /** What a browser needs to enter the room through the SFU; null peer-to-peer (no token: the realtime channel is authenticated). */
  joinGrant(
    room: string,
    person: { identity: string; name: string },
    ttlSeconds: number,
  ): Promise<{ url: string; token: string } | null>;
}

export interface VideoRoomSpec {
  name: string;
  maxParticipants: number;
  /** Seconds an empty room lives before the SFU closes it. */
  emptyTimeoutSeconds: number;
}

/** A LiveKit server's credential (environment or the admin's video-meeting setting). */
export interface LiveKitCredential {
  url: string;
  apiKey: string;
  apiSecret: string;
}
