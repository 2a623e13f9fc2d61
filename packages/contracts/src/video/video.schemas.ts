import { z } from 'zod';
import { idField } from '../common.js';

/*
 * Built-in video (decision 0033): what a participant needs to join an appointment's room, the signalling
 * events over the realtime channel, and the admin's video-meeting credential (LiveKit).
 */

/** How the room carries media: browser to browser (Socket.IO signalling), or through a LiveKit server (SFU). */
export const videoModes = ['p2p', 'livekit'] as const;
export type VideoMode = (typeof videoModes)[number];

/** Defaults of the room's time window (the server's VIDEO_EARLY_JOIN_MINUTES may change the first). */
export const VIDEO_DEFAULTS = {
  /** Minutes before the start the room opens. */
  earlyJoinMinutes: 10,
  /** Minutes after the end the room stays open (a session that runs late). */
  lateLeaveMinutes: 30,
  /** People a peer-to-peer room holds (each sends its media to every other: beyond that, LiveKit). */
  p2pMax: 4,
} as const;

export const videoRoomInput = z.object({ appointment_id: idField });

/** One STUN/TURN server, as RTCPeerConnection takes it. */
export const iceServer = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServer>;

/**
 * What every video room answers, an appointment's or a live session's: how to enter and until when.
 * `videoRoom` and `liveSessionRoom` add what the room is of.
 */
export const videoRoomBase = z.object({
  /** The room's id (`appointment-<id>`, `live-<id>`): the signalling events and the LiveKit room name use it. */
  room: z.string(),
  mode: z.enum(videoModes),
  /**
   * host: the therapist of an appointment (admits the patient) or the person who runs a live session (may
   * remove someone); guest: the patient (waits until admitted) or a participant with a seat (enters directly).
   */
  role: z.enum(['host', 'guest']),
  ice_servers: z.array(iceServer),
  /** The room's window (UTC): open from `opens_at` to `closes_at`. */
  opens_at: z.string(),
  closes_at: z.string(),
  /** The appointment's or session's own start and end (UTC). */
  start: z.string(),
  end: z.string(),
  /** LiveKit mode only: the server's URL and a token for this room and person. */
  livekit: z.object({ url: z.string(), token: z.string() }).nullable(),
});
export type VideoRoomBase = z.infer<typeof videoRoomBase>;

export const videoRoom = videoRoomBase.extend({
  appointment_id: z.number().int(),
  /** The other participant, as the caller may see them. */
  peer: z.object({ id: z.number().int(), name: z.string() }),
});
export type VideoRoom = z.infer<typeof videoRoom>;

export const liveSessionRoomInput = z.object({ id: idField });

/** A live class's or live meeting's room: the room fields, and the session it belongs to. */
export const liveSessionRoom = videoRoomBase.extend({
  live_session_id: z.number().int(),
  kind: z.enum(['class', 'meeting']),
  title: z.string(),
  /** Who runs it (null: a platform session nobody leads). */
  host: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Joined seats plus the host: the head count the mode was chosen by. */
  head_count: z.number().int(),
});
export type LiveSessionRoom = z.infer<typeof liveSessionRoom>;

/** The admin's view of the video-meeting credential (never the secret). */
export const videoCredential = z.object({
  /** p2p: no LiveKit server (peer-to-peer only); livekit: group rooms go through it. */
  provider: z.enum(['p2p', 'livekit']),
  /** environment: the LIVEKIT_* variables are set and win over the setting; settings: saved here. */
  source: z.enum(['environment', 'settings', 'none']),
  url: z.string().nullable(),
  api_key: z.string().nullable(),
  /** Whether a secret is set (it is never returned, not even in part). */
  secret_set: z.boolean(),
});
export type VideoCredential = z.infer<typeof videoCredential>;

export const videoCredentialInput = z.object({
  /** Empty: no LiveKit (peer-to-peer only), and the saved key and secret are dropped. */
  url: z.union([z.literal(''), z.url({ protocol: /^(https?|wss?)$/ }).max(300)]),
  api_key: z.string().trim().max(200).optional(),
  /** Left out: the saved one stays. */
  api_secret: z.string().trim().min(1).max(500).optional(),
});

/**
 * Signalling events over the realtime channel. Every client event is answered through its
 * acknowledgement: `{ ok: true, ... }` or `{ ok: false, code }` (nothing relayed then).
 */
export const VIDEO_EVENTS = {
  /** Client -> server `{ room }`: enter (host) or ask to enter (guest). Ack `{ ok, admitted, peers }`. */
  join: 'video:join',
  /** Client (host) -> server `{ room, user_id }`: let a waiting person in. */
  admit: 'video:admit',
  /** Client -> server `{ room, to, data }`: an offer, answer or ICE candidate for one peer (socket id). */
  signal: 'video:signal',
  /**
   * Client (host) -> server `{ room, user_id }`: take a person (every window of theirs) out of the call.
   * If they come back, they wait to be admitted again.
   */
  remove: 'video:remove',
  /** Server -> each removed window `{ room, to }` (to: its socket id): you were taken out of the call. */
  removed: 'video:removed',
  /** Client -> server `{ room }`: leaving (closing the tab does it too). */
  leave: 'video:leave',
  /** Server -> host `{ room, waiting: [{ user_id, name }] }`: who waits to be let in. */
  waiting: 'video:waiting',
  /** Server -> guest `{ room, to, peers }`: you were let in (to: your socket id). */
  admitted: 'video:admitted',
  /** Server -> participants `{ room, peer: { socket, user_id, name } }`: someone is in. */
  peerJoined: 'video:peer-joined',
  /** Server -> participants `{ room, socket, user_id }`: someone left. */
  peerLeft: 'video:peer-left',
} as const;

/** A participant in the room: one socket (one window) of a person. */
export interface VideoPeer {
  socket: string;
  user_id: number;
  name: string;
}
/** The signal payload relayed (never logged): an SDP description or an ICE candidate. */
export interface VideoSignalEvent {
  room: string;
  from: string;
  to: string;
  data: unknown;
}
