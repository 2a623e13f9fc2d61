import { randomUUID } from 'node:crypto';
import { VIDEO_EVENTS, VIDEO_MESSAGES, type VideoPeer } from '@stillpoint/contracts';
import type { Coordination } from '../../adapters/coordination/index.js';
import type { ClientEventSender, Realtime } from '../../adapters/realtime/index.js';
import { AppError } from '../../lib/app-error.js';
import type { VideoService } from './video.service.js';

/** An SDP description with its candidates stays far below this; anything larger is refused, unread. */
const MAX_SIGNAL_BYTES = 64 * 1024;
const TOPIC = 'video:rooms';

interface Member extends VideoPeer {
  admitted: boolean;
}
interface RoomState {
  hostUserId: number;
  closesAt: number;
  /** By socket id: one window of a person. */
  members: Map<string, Member>;
  /** People the host let in: their other windows (or a reconnection) come in without waiting again. */
  admittedUsers: Set<number>;
}

/** A change of room state: applied here, and on every other instance through the coordination port. */
type Change =
  | { op: 'join'; room: string; hostUserId: number; closesAt: number; member: Member }
  | { op: 'admit'; room: string; userId: number }
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
 * through the realtime port's Redis adapter). Every event is checked: the sender must be one of the
 * appointment's people within its window (join), or a member of the room (the rest: admit by the host
 * only, signals only between admitted members). Refusals answer through the acknowledgement and relay
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
        state = { hostUserId: change.hostUserId, closesAt: change.closesAt, members: new Map(), admittedUsers: new Set() };
        rooms.set(change.room, state);
      }
      state.closesAt = change.closesAt;
      state.members.set(change.member.socket, change.member);
      if (change.member.admitted) state.admittedUsers.add(change.member.user_id);
    } else if (change.op === 'admit') {
      const state = rooms.get(change.room);
      if (!state) return;
      state.admittedUsers.add(change.userId);
      for (const member of state.members.values()) if (member.user_id === change.userId) member.admitted = true;
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
  coordination.subscribe(TOPIC, (message) => {
    try {
      const { from, change } = JSON.parse(message) as { from: string; change: Change };
      if (from !== instance) apply(change);
    } catch {
      // Not ours to read.
    }
  });

  const peersOf = (state: RoomState, except?: string): VideoPeer[] =>
    [...state.members.values()]
      .filter((m) => m.admitted && m.socket !== except)
      .map(({ socket, user_id, name }) => ({ socket, user_id, name }));
  const usersOf = (peers: VideoPeer[]) => [...new Set(peers.map((p) => p.user_id))];

  function tellHostWhoWaits(room: string, state: RoomState) {
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
    // The same checks as the front call: the appointment's people, approved, within the window.
    const access = await video.accessByRoom(sender, room);
    const state = rooms.get(room);
    const admitted = access.role === 'host' || Boolean(state?.admittedUsers.has(sender.userId));
    const inRoom = state ? peersOf(state, sender.socketId) : [];
    if (admitted && inRoom.length >= video.p2pMax) throw refuse('CONFLICT', VIDEO_MESSAGES.roomFull);
    const member: Member = { socket: sender.socketId, user_id: sender.userId, name: access.name, admitted };
    commit({ op: 'join', room, hostUserId: access.hostUserId, closesAt: access.closesAt, member });
    const joined = rooms.get(room)!;
    if (admitted) {
      realtime.emitTo(usersOf(inRoom), VIDEO_EVENTS.peerJoined, {
        room,
        peer: { socket: member.socket, user_id: member.user_id, name: member.name },
      });
    }
    tellHostWhoWaits(room, joined);
    return { ok: true, socket: sender.socketId, admitted, peers: admitted ? inRoom : [] };
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
      realtime.emitTo(entering.user_id, VIDEO_EVENTS.admitted, { room, to: entering.socket, peers: before });
      realtime.emitTo(usersOf(before), VIDEO_EVENTS.peerJoined, {
        room,
        peer: { socket: entering.socket, user_id: entering.user_id, name: entering.name },
      });
    }
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
      realtime.onClientEvent(VIDEO_EVENTS.leave, leave);
      // A closed window leaves every room it was in.
      realtime.onDisconnect((sender) => {
        for (const [room, state] of rooms)
          if (state.members.get(sender.socketId)?.user_id === sender.userId) leaveRoom(room, sender.socketId);
      });
    },
    /** Tests: the rooms this instance knows. */
    rooms,
  };
}
