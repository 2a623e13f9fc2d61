import {
  VIDEO_DEFAULTS,
  VIDEO_MESSAGES,
  type IceServer,
  type VideoCredential,
  type LiveSessionRoom,
  type VideoMode,
  type VideoRoom,
} from '@stillpoint/contracts';
import { chooseRoomMode, createVideoRooms, type LiveKitCredential, type VideoRooms } from '../../adapters/video/index.js';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { VideoRepository } from './video.repository.js';

export interface VideoSettings {
  /** ICE_SERVERS (already parsed), or the default public STUN server when unset. */
  iceServers: IceServer[];
  earlyJoinMinutes: number;
  p2pMax: number;
  /** LIVEKIT_* of the environment: when set, they win over the admin's setting. */
  livekitEnv: LiveKitCredential | null;
}

/** The default when ICE_SERVERS is unset: one public STUN server (no TURN: browsers behind strict NATs need one). */
export const DEFAULT_ICE_SERVERS: IceServer[] = [{ urls: 'stun:stun.l.google.com:19302' }];

/** The room of an appointment: the signalling events and LiveKit name it so. */
export const appointmentRoom = (id: number) => `appointment-${id}`;
/** The room of a live class or live meeting (signalling, and the LiveKit room's name). */
export const liveRoom = (id: number) => `live-${id}`;
const ROOM_PATTERN = /^(appointment|live)-(\d{1,10})$/;

/** Who may be in a room, and until when: what signalling checks every event against. */
export interface RoomAccess {
  room: string;
  role: 'host' | 'guest';
  /** null: a platform session nobody leads (nobody admits or removes). */
  hostUserId: number | null;
  /**
   * Whether a guest waits for the host to let them in: an appointment's patient does; a live session's
   * participants enter directly (their seat is the invitation), unless the host took them out.
   */
  guestsWait: boolean;
  name: string;
  opensAt: number;
  closesAt: number;
}

export interface VideoServiceDeps {
  repo: VideoRepository;
  settings: VideoSettings;
  /** The adapter for a credential (tests give a LiveKit adapter of a fake server); default createVideoRooms. */
  roomsFor?: (credential: LiveKitCredential | null) => VideoRooms;
  now?: () => number;
}

function windowOf(startsAt: Date, endsAt: Date, earlyJoinMinutes: number) {
  return {
    opensAt: startsAt.getTime() - earlyJoinMinutes * 60_000,
    closesAt: endsAt.getTime() + VIDEO_DEFAULTS.lateLeaveMinutes * 60_000,
  };
}

/** "14:20 UTC on 28 Nov 2026": the server does not know the reader's zone; the web app shows its own. */
function utcWords(at: number): string {
  const date = new Date(at);
  const clock = date.toISOString().slice(11, 16);
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
  return `${clock} UTC on ${day}`;
}

/** 409 before the window opens (naming when, in UTC and as an ISO instant for clients), or after it closes. */
function checkWindow(
  at: number,
  window: { opensAt: number; closesAt: number },
  earlyJoinMinutes: number,
  words: { notYetOpen: string; closed: string; path: string },
) {
  if (at < window.opensAt) {
    throw new AppError(
      'CONFLICT',
      words.notYetOpen.replace('{opens}', utcWords(window.opensAt)).replace('{minutes}', String(earlyJoinMinutes)),
      [{ path: words.path, message: new Date(window.opensAt).toISOString() }],
    );
  }
  if (at > window.closesAt) throw new AppError('CONFLICT', words.closed);
}

/**
 * Built-in video (decision 0033): who may enter an appointment's or a live session's room and when, what they need to
 * (mode, ICE servers, LiveKit grant), and the admin's video-meeting credential.
 */
export function createVideoService(deps: VideoServiceDeps) {
  const { repo, settings } = deps;
  const now = deps.now ?? Date.now;
  const roomsFor = deps.roomsFor ?? createVideoRooms;

  /** The LiveKit server to use: the environment's, else the admin's setting, else none. */
  async function liveKitCredential(): Promise<LiveKitCredential | null> {
    if (settings.livekitEnv) return settings.livekitEnv;
    const saved = await repo.credential();
    if (saved?.url && saved.api_key && saved.api_secret)
      return { url: saved.url, apiKey: saved.api_key, apiSecret: saved.api_secret };
    return null;
  }

  /**
   * The room of an appointment as this person may use it: only its two people (anyone else, and any
   * appointment not approved, 404), only within its window (409 naming when it opens). Clinic accounts
   * and administrators never reach here (the catalogue admits patients and employees only).
   */
  async function access(
    person: { userId: number; role: string },
    appointmentId: number,
  ): Promise<RoomAccess & { peer: { id: number; name: string }; startsAt: Date; endsAt: Date }> {
    const row = await repo.appointment(appointmentId);
    const role = !row
      ? null
      : person.role === 'employee' && row.employeeId === person.userId
        ? 'host'
        : person.role === 'patient' && row.patientId === person.userId
          ? 'guest'
          : null;
    if (!row || !role) throw notFound('This appointment was not found');
    if (row.status !== 'approved') throw new AppError('NOT_FOUND', VIDEO_MESSAGES.notApproved);
    const { opensAt, closesAt } = windowOf(row.startsAt, row.endsAt, settings.earlyJoinMinutes);
    checkWindow(now(), { opensAt, closesAt }, settings.earlyJoinMinutes, {
      notYetOpen: VIDEO_MESSAGES.notYetOpen,
      closed: VIDEO_MESSAGES.closed,
      path: 'appointment_id',
    });
    return {
      room: appointmentRoom(row.id),
      role,
      hostUserId: row.employeeId,
      guestsWait: true,
      name: role === 'host' ? row.employeeName : row.patientName,
      peer: role === 'host' ? { id: row.patientId, name: row.patientName } : { id: row.employeeId, name: row.employeeName },
      opensAt,
      closesAt,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
    };
  }

  /**
   * The room of a live class or meeting as this person may use it: its host (the employee who runs it)
   * and the people with a seat only; the waitlist, anyone else, another clinic's people and a cancelled
   * session 404 (a session outside one's reach does not exist for them); only within its window.
   */
  async function liveAccess(
    person: { userId: number; role: string },
    sessionId: number,
  ): Promise<RoomAccess & { session: NonNullable<Awaited<ReturnType<VideoRepository['liveSession']>>>; headCount: number }> {
    const row = await repo.liveSession(sessionId, person.userId);
    const role =
      !row || row.status !== 'scheduled'
        ? null
        : person.role === 'employee' && row.hostId === person.userId
          ? 'host'
          : (person.role === 'patient' || person.role === 'frontuser') && row.viewer?.place === 'joined'
            ? 'guest'
            : null;
    if (!row || !role) throw notFound('Live session not found');
    const { opensAt, closesAt } = windowOf(row.startsAt, row.endsAt, settings.earlyJoinMinutes);
    checkWindow(now(), { opensAt, closesAt }, settings.earlyJoinMinutes, {
      notYetOpen: VIDEO_MESSAGES.sessionNotYetOpen,
      closed: VIDEO_MESSAGES.sessionClosed,
      path: 'id',
    });
    return {
      room: liveRoom(row.id),
      role,
      hostUserId: row.hostId,
      guestsWait: false,
      name: (role === 'host' ? row.hostName : row.viewer?.name) ?? '',
      opensAt,
      closesAt,
      session: row,
      headCount: row.joinedCount + (row.hostId !== null ? 1 : 0),
    };
  }

  /** Prepares the room on its adapter and mints the person's grant (LiveKit), valid until the window closes. */
  async function enter(mode: VideoMode, entry: RoomAccess, userId: number, maxParticipants: number) {
    const rooms = roomsFor(mode === 'livekit' ? await liveKitCredential() : null);
    await rooms.prepare({ name: entry.room, maxParticipants, emptyTimeoutSeconds: 300 });
    const ttl = Math.max(60, Math.ceil((entry.closesAt - now()) / 1000));
    // The SFU shows the name to everyone in the room: a live session's participants enter unnamed (they
    // never learn each other's names, decision 0032); the host and an appointment's two people are named.
    const name = entry.guestsWait || entry.role === 'host' ? entry.name : '';
    return rooms.joinGrant(entry.room, { identity: String(userId), name }, ttl);
  }

  async function credentialView(): Promise<VideoCredential> {
    if (settings.livekitEnv) {
      return {
        provider: 'livekit',
        source: 'environment',
        url: settings.livekitEnv.url,
        api_key: settings.livekitEnv.apiKey,
        secret_set: true,
      };
    }
    const saved = await repo.credential();
    if (!saved) return { provider: 'p2p', source: 'none', url: null, api_key: null, secret_set: false };
    const complete = Boolean(saved.url && saved.api_key && saved.api_secret);
    return {
      provider: complete ? 'livekit' : 'p2p',
      source: 'settings',
      url: saved.url || null,
      api_key: saved.api_key || null,
      secret_set: Boolean(saved.api_secret),
    };
  }

  return {
    access,
    liveKitCredential,

    /** The front call: everything the web app needs to enter the room. */
    async room(auth: AuthContext, appointmentId: number): Promise<VideoRoom> {
      const entry = await access(auth, appointmentId);
      // An appointment is two people: peer-to-peer whatever is configured (the rule; an SFU only
      // pays off for groups). Live classes ask roomModeFor with their own head count.
      const mode = await roomModeFor(2);
      const grant = await enter(mode, entry, auth.userId, settings.p2pMax);
      return {
        room: entry.room,
        appointment_id: appointmentId,
        mode,
        role: entry.role,
        peer: entry.peer,
        ice_servers: settings.iceServers,
        opens_at: new Date(entry.opensAt).toISOString(),
        closes_at: new Date(entry.closesAt).toISOString(),
        start: entry.startsAt.toISOString(),
        end: entry.endsAt.toISOString(),
        livekit: grant,
      };
    },

    /**
     * A live session's room: the mode by head count (joined seats and the host): peer-to-peer up to the
     * limit, LiveKit beyond it when connected (a room named for the session, a token scoped to it), else 409.
     */
    async liveSessionRoom(auth: AuthContext, sessionId: number): Promise<LiveSessionRoom> {
      const entry = await liveAccess(auth, sessionId);
      const mode = await roomModeFor(entry.headCount);
      // LiveKit: room for every seat and the host (people may still take seats during the session).
      const grant = await enter(mode, entry, auth.userId, mode === 'livekit' ? entry.session.capacity + 1 : settings.p2pMax);
      const { session } = entry;
      return {
        room: entry.room,
        live_session_id: session.id,
        kind: session.kind,
        title: session.title,
        host: session.hostId !== null ? { id: session.hostId, name: session.hostName ?? '' } : null,
        head_count: entry.headCount,
        mode,
        role: entry.role,
        ice_servers: settings.iceServers,
        opens_at: new Date(entry.opensAt).toISOString(),
        closes_at: new Date(entry.closesAt).toISOString(),
        start: session.startsAt.toISOString(),
        end: session.endsAt.toISOString(),
        livekit: grant,
      };
    },

    /** How a room of this many people carries media (peer-to-peer, LiveKit, or a 409 that says LiveKit is needed). */
    roomModeFor,

    /** The adapter of the configured credential (live classes: prepare a LiveKit room and mint tokens). */
    async rooms(): Promise<VideoRooms> {
      return roomsFor(await liveKitCredential());
    },

    credentialView,

    async saveCredential(input: {
      url: string;
      api_key?: string | undefined;
      api_secret?: string | undefined;
    }): Promise<VideoCredential> {
      const saved = (await repo.credential()) ?? {};
      // An empty URL turns LiveKit off: key and secret go with it (nothing left that could be reused unseen).
      const next = input.url
        ? {
            url: input.url,
            api_key: input.api_key ?? saved.api_key ?? null,
            api_secret: input.api_secret ?? saved.api_secret ?? null,
          }
        : { url: null, api_key: null, api_secret: null };
      await repo.saveCredential(next);
      return credentialView();
    },

    /** The access of a room id named by a client event (signalling): the same checks as the front call. */
    async accessByRoom(person: { userId: number; role: string }, room: unknown): Promise<RoomAccess> {
      const match = typeof room === 'string' ? ROOM_PATTERN.exec(room) : null;
      if (!match) throw new AppError('NOT_FOUND');
      return match[1] === 'live' ? liveAccess(person, Number(match[2])) : access(person, Number(match[2]));
    },

    p2pMax: settings.p2pMax,
    now,
  };

  async function roomModeFor(participantCount: number): Promise<VideoMode> {
    return chooseRoomMode(participantCount, { p2pMax: settings.p2pMax, livekit: (await liveKitCredential()) !== null });
  }
}
export type VideoService = ReturnType<typeof createVideoService>;
