import { randomUUID } from 'node:crypto';
import { VIDEO_EVENTS, VIDEO_MESSAGES, type VideoPeer } from '@stillpoint/contracts';
import type { Coordination } from '../../adapters/coordination/index.js';
import type { ClientEventSender, Realtime } from '../../adapters/realtime/index.js';
import { AppError } from '../../lib/app-error.js';
import type { VideoService } from './video.service.js';

/** An SDP description with its candidates stays far below this; anything larger is refused, unread. */
const MAX_SIGNAL_BYTES = 64 * 1024;
const TOPIC = 'video:rooms';
/** The question a starting instance asks the others (realtime `ask`): the rooms they hold. */
const ROOMS_QUESTION = 'video:rooms';

interface Member extends VideoPeer {
  admitted: boolean;
}
interface RoomState {
  /** null: a platform session nobody leads. */
  hostUserId: number | null;
  /** An appointment's patient waits to be let in; a live session's participants enter directly. */
  guestsWait: boolean;
  closesAt: number;
  /** By socket id: one window of a person. */
  members: Map<string, Member>;
  /** People the host let in: their other windows (or a reconnection) come in without waiting again. */
  admittedUsers: Set<number>;
  /** People the host took out of the call: if they come back, they wait to be let in again. */
  removedUsers: Set<number>;
}

/** A room as one instance tells another (a starting instance asks for them: `ROOMS_QUESTION`). */
interface RoomSnapshot {
  room: string;
  hostUserId: number | null;
  guestsWait: boolean;
  closesAt: number;
  members: Member[];
  admittedUsers: number[];
  removedUsers: number[];
}

/** A change of room state: applied here, and on every other instance through the coordination port. */
type Change =
  | { op: 'join'; room: string; hostUserId: number | null; guestsWait: boolean; closesAt: number; member: Member }
  | { op: 'admit'; room: string; userId: number }
  | { op: 'remove'; room: string; userId: number }
  | { op: 'leave'; room: string; socket: string };

const refuse = (code: 'NOT_FOUND' | 'FORBIDDEN' | 'VALIDATION' | 'CONFLICT', message?: string) => new AppError(code, message);

function roomOf(payload: unknown): string {
  const room = (payload as { room?: unknown } | null)?.room;
  if (typeof room !== 'string' || room.length > 64) throw refuse('VALIDATION');
  return room;
}

/**
 * Signalling of peer-to-peer video over the realtime channel (decision 0033). The room state (who is in,
 * who waits) lives in memory; every change is also published through the coordination port so that, with
 * REDIS_URL, every instance holds the same rooms (the events themselves reach sockets on any instance
 * through the realtime port's Redis adapter), and an instance that starts later asks the others for the
 * rooms already open (realtime `ask`). Every event is checked: the sender must be one of the appointment's
 * people, or a live session's host or one of its people with a seat, within the window (join), or a
 * member of the room (the rest: admit and remove by the host only, signals only between admitted members). Refusals answer through the acknowledgement and relay
 * nothing. Signals (SDP, ICE candidates) are relayed as they come and never logged.
 */
export function createVideoSignalling(deps: { realtime: Realtime; coordination: Coordination; video: VideoService }) {
  const { realtime, coordination, video } = deps;
  const rooms = new Map<string, RoomState>();
  const instance = randomUUID();

  function apply(change: Change) {
    if (change.op === 'join') {
      let state = rooms.get(change.room);
      if (!state) {
        state = {
          hostUserId: change.hostUserId,
          guestsWait: change.guestsWait,
          closesAt: change.closesAt,
          members: new Map(),
          admittedUsers: new Set(),
          removedUsers: new Set(),
        };
        rooms.set(change.room, state);
      }
      state.closesAt = change.closesAt;
      state.members.set(change.member.socket, change.member);
      if (change.member.admitted) state.admittedUsers.add(change.member.user_id);
    } else if (change.op === 'admit') {
      const state = rooms.get(change.room);
      if (!state) return;
      state.admittedUsers.add(change.userId);
      state.removedUsers.delete(change.userId);
      for (const member of state.members.values()) if (member.user_id === change.userId) member.admitted = true;
    } else if (change.op === 'remove') {
      const state = rooms.get(change.room);
      if (!state) return;
      state.admittedUsers.delete(change.userId);
      state.removedUsers.add(change.userId);
      for (const [socket, member] of state.members) if (member.user_id === change.userId) state.members.delete(socket);
    } else {
      const state = rooms.get(change.room);
      state?.members.delete(change.socket);
      if (state && state.members.size === 0) rooms.delete(change.room);
    }
  }

  /** Applies a change here at once, and tells the other instances (which ignore their own). */
  function commit(change: Change) {
    apply(change);
    if (coordination.kind !== 'local') void coordination.publish(TOPIC, JSON.stringify({ from: instance, change }));
  }
  /** While this instance learns the others' rooms (start), their changes wait here, then apply in order. */
  let learning: Change[] | null = null;
  coordination.subscribe(TOPIC, (message) => {
    try {
      const { from, change } = JSON.parse(message) as { from: string; change: Change };
      if (from === instance) return;
      if (learning) learning.push(change);
      else apply(change);
    } catch {
      // Not ours to read.
    }
  });

  const snapshot = (): RoomSnapshot[] =>
    [...rooms].map(([room, state]) => ({
      room,
      hostUserId: state.hostUserId,
      guestsWait: state.guestsWait,
      closesAt: state.closesAt,
      members: [...state.members.values()],
      admittedUsers: [...state.admittedUsers],
      removedUsers: [...state.removedUsers],
    }));

  /**
   * An instance that starts while rooms are open learns them from the others (each holds every room: the
   * changes go to all). Changes heard meanwhile are applied after the snapshots, in order: a join, admit,
   * remove or leave applied twice leaves the same state.
   */
  async function learnOpenRooms() {
    if (realtime.kind !== 'redis') return;
    learning = [];
    try {
      const answers = await realtime.ask(ROOMS_QUESTION);
      const at = video.now();
      for (const answer of answers) {
        if (!Array.isArray(answer)) continue;
        for (const known of answer as RoomSnapshot[]) {
          if (typeof known?.room !== 'string' || known.closesAt < at) continue;
          let state = rooms.get(known.room);
          if (!state) {
            state = {
              hostUserId: known.hostUserId,
              guestsWait: known.guestsWait,
              closesAt: known.closesAt,
              members: new Map(),
              admittedUsers: new Set(),
              removedUsers: new Set(),
            };
            rooms.set(known.room, state);
          }
          for (const member of known.members) state.members.set(member.socket, { ...member });
          for (const userId of known.admittedUsers) state.admittedUsers.add(userId);
          for (const userId of known.removedUsers) state.removedUsers.add(userId);
        }
      }
    } finally {
      const heard = learning;
      learning = null;
      for (const change of heard) apply(change);
    }
  }

  const peersOf = (state: RoomState, except?: string): VideoPeer[] =>
    [...state.members.values()]
      .filter((m) => m.admitted && m.socket !== except)
      .map(({ socket, user_id, name }) => ({ socket, user_id, name }));
  const usersOf = (peers: VideoPeer[]) => [...new Set(peers.map((p) => p.user_id))];

  /**
   * A peer as one viewer may see it. In a live session, participants never learn each other's names
   * (decision 0032: patients see counts, never who else takes part): only the host's name, and the host
   * sees everyone's. An appointment's two people see each other's.
   */
  const shownTo = (state: RoomState, viewerId: number, peer: VideoPeer): VideoPeer =>
    state.guestsWait || viewerId === state.hostUserId || peer.user_id === state.hostUserId ? peer : { ...peer, name: '' };

  /** Tells each of `viewers` that `peer` is in, as they may see it. */
  function tellPeerJoined(room: string, state: RoomState, viewers: VideoPeer[], peer: VideoPeer) {
    for (const userId of usersOf(viewers))
      realtime.emitTo(userId, VIDEO_EVENTS.peerJoined, { room, peer: shownTo(state, userId, peer) });
  }

  function tellHostWhoWaits(room: string, state: RoomState) {
    if (state.hostUserId === null) return;
    const waiting = new Map<number, string>();
    for (const member of state.members.values()) if (!member.admitted) waiting.set(member.user_id, member.name);
    realtime.emitTo(state.hostUserId, VIDEO_EVENTS.waiting, {
      room,
      waiting: [...waiting].map(([user_id, name]) => ({ user_id, name })),
    });
  }

  /** The sender's membership of a room still open; anything else is refused before anything is relayed. */
  function memberOf(sender: ClientEventSender, room: string): { state: RoomState; member: Member } {
    const state = rooms.get(room);
    const member = state?.members.get(sender.socketId);
    if (!state || !member || member.user_id !== sender.userId) throw refuse('NOT_FOUND');
    if (video.now() > state.closesAt) throw refuse('CONFLICT', VIDEO_MESSAGES.closed);
    return { state, member };
  }

  async function join(sender: ClientEventSender, payload: unknown) {
    const room = roomOf(payload);
    // The same checks as the front call: the appointment's people (approved), or a live session's host and
    // people with a seat; within the window.
    const access = await video.accessByRoom(sender, room);
    const state = rooms.get(room);
    const admitted =
      access.role === 'host' ||
      Boolean(state?.admittedUsers.has(sender.userId)) ||
      (!access.guestsWait && !state?.removedUsers.has(sender.userId));
    const inRoom = state ? peersOf(state, sender.socketId) : [];
    if (admitted && inRoom.length >= video.p2pMax) throw refuse('CONFLICT', VIDEO_MESSAGES.roomFull);
    const member: Member = { socket: sender.socketId, user_id: sender.userId, name: access.name, admitted };
    commit({ op: 'join', room, hostUserId: access.hostUserId, guestsWait: access.guestsWait, closesAt: access.closesAt, member });
    const joined = rooms.get(room)!;
    if (admitted) tellPeerJoined(room, joined, inRoom, { socket: member.socket, user_id: member.user_id, name: member.name });
    tellHostWhoWaits(room, joined);
    return {
      ok: true,
      socket: sender.socketId,
      admitted,
      peers: admitted ? inRoom.map((peer) => shownTo(joined, sender.userId, peer)) : [],
    };
  }

  async function admit(sender: ClientEventSender, payload: unknown) {
    const room = roomOf(payload);
    const { state, member } = memberOf(sender, room);
    if (sender.userId !== state.hostUserId || !member.admitted) throw refuse('FORBIDDEN');
    const userId = (payload as { user_id?: unknown }).user_id;
    const waiting = [...state.members.values()].filter((m) => m.user_id === userId && !m.admitted);
    if (waiting.length === 0) throw refuse('NOT_FOUND');
    if (peersOf(state).length + waiting.length > video.p2pMax) throw refuse('CONFLICT', VIDEO_MESSAGES.roomFull);
    const before = peersOf(state);
    commit({ op: 'admit', room, userId: userId as number });
    for (const entering of waiting) {
      realtime.emitTo(entering.user_id, VIDEO_EVENTS.admitted, {
        room,
        to: entering.socket,
        peers: before.map((peer) => shownTo(state, entering.user_id, peer)),
      });
      tellPeerJoined(room, state, before, { socket: entering.socket, user_id: entering.user_id, name: entering.name });
    }
    tellHostWhoWaits(room, state);
    return { ok: true };
  }

  /** The host takes someone out of the call (every window of theirs); back, they wait to be let in. */
  async function remove(sender: ClientEventSender, payload: unknown) {
    const room = roomOf(payload);
    const { state, member } = memberOf(sender, room);
    if (sender.userId !== state.hostUserId || !member.admitted) throw refuse('FORBIDDEN');
    const userId = (payload as { user_id?: unknown }).user_id;
    const leaving = [...state.members.values()].filter((m) => m.user_id === userId);
    if (userId === sender.userId || leaving.length === 0) throw refuse('NOT_FOUND');
    commit({ op: 'remove', room, userId: userId as number });
    for (const gone of leaving) realtime.emitTo(gone.user_id, VIDEO_EVENTS.removed, { room, to: gone.socket });
    const rest = usersOf(peersOf(state));
    for (const gone of leaving)
      if (gone.admitted) realtime.emitTo(rest, VIDEO_EVENTS.peerLeft, { room, socket: gone.socket, user_id: gone.user_id });
    tellHostWhoWaits(room, state);
    return { ok: true };
  }

  async function signal(sender: ClientEventSender, payload: unknown) {
    const room = roomOf(payload);
    const { state, member } = memberOf(sender, room);
    const { to, data } = payload as { to?: unknown; data?: unknown };
    const target = typeof to === 'string' ? state.members.get(to) : undefined;
    // Only between two admitted members: a waiting guest cannot reach the host's browser before being let in.
    if (!member.admitted || !target?.admitted || target.socket === member.socket) throw refuse('FORBIDDEN');
    if (data === undefined || JSON.stringify(data).length > MAX_SIGNAL_BYTES) throw refuse('VALIDATION');
    realtime.emitTo(target.user_id, VIDEO_EVENTS.signal, { room, from: member.socket, to: target.socket, data });
    return { ok: true };
  }

  function leaveRoom(room: string, socket: string) {
    const state = rooms.get(room);
    const member = state?.members.get(socket);
    if (!state || !member) return;
    commit({ op: 'leave', room, socket });
    const rest = [...state.members.values()];
    if (member.admitted) realtime.emitTo(usersOf(rest), VIDEO_EVENTS.peerLeft, { room, socket, user_id: member.user_id });
    if (rest.length > 0) tellHostWhoWaits(room, state);
  }

  async function leave(sender: ClientEventSender, payload: unknown) {
    const room = roomOf(payload);
    memberOf(sender, room);
    leaveRoom(room, sender.socketId);
    return { ok: true };
  }

  return {
    register() {
      realtime.onClientEvent(VIDEO_EVENTS.join, join);
      realtime.onClientEvent(VIDEO_EVENTS.admit, admit);
      realtime.onClientEvent(VIDEO_EVENTS.signal, signal);
      realtime.onClientEvent(VIDEO_EVENTS.remove, remove);
      realtime.onClientEvent(VIDEO_EVENTS.leave, leave);
      realtime.onQuestion(ROOMS_QUESTION, () => (learning ? null : snapshot()));
      // A closed window leaves every room it was in.
      realtime.onDisconnect((sender) => {
        for (const [room, state] of rooms)
          if (state.members.get(sender.socketId)?.user_id === sender.userId) leaveRoom(room, sender.socketId);
      });
      return learnOpenRooms();
    },
    /** Tests: the rooms this instance knows. */
    rooms,
  };
}
