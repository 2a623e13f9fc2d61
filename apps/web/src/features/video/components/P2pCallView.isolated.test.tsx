import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIDEO_EVENTS, type VideoPeer, type VideoRoomBase } from '@stillpoint/contracts';
import { renderWithProviders } from '../../../test/render';
import { P2pCallView } from './P2pCallView';

/*
 * The call's own logic over a stand-in realtime channel and a stand-in for the browser's WebRTC (jsdom has
 * none): what is sent to the server, and what the page shows when the server speaks.
 */
const realtime = vi.hoisted(() => ({
  emitted: [] as { event: string; payload: unknown }[],
  handlers: new Map<string, (payload: unknown) => void>(),
  answers: new Map<string, unknown>(),
}));
vi.mock('../../../lib/realtime', () => ({
  RECONNECTED: 'stillpoint:connected',
  emitRealtimeWithAck: vi.fn(async (_audience: string, event: string, payload: unknown) => {
    realtime.emitted.push({ event, payload });
    return realtime.answers.get(event) ?? { ok: true };
  }),
  onRealtime: vi.fn((_audience: string, event: string, handler: (payload: unknown) => void) => {
    realtime.handlers.set(event, handler);
    // A call left earlier stops its own listeners only (they stop a moment after it ends).
    return () => {
      if (realtime.handlers.get(event) === handler) realtime.handlers.delete(event);
    };
  }),
}));
vi.mock('../lib/p2p-call', () => ({
  P2pCall: class {
    private peers: VideoPeer[] = [];
    constructor(private readonly options: { onChange: (peers: unknown[]) => void }) {}
    add(peer: VideoPeer) {
      this.peers.push(peer);
      this.options.onChange(this.peers.map((p) => ({ ...p, stream: null, state: 'connected', videoBytes: 0 })));
    }
    remove() {}
    receive() {}
    replaceVideo() {}
    close() {}
  },
}));

const room: VideoRoomBase = {
  room: 'live-41',
  mode: 'p2p',
  role: 'host',
  ice_servers: [],
  opens_at: '2030-03-05T16:50:00.000Z',
  closes_at: '2030-03-05T18:30:00.000Z',
  start: '2030-03-05T17:00:00.000Z',
  end: '2030-03-05T18:00:00.000Z',
  livekit: null,
};
const texts = {
  othersName: 'a participant',
  waitingForHost: 'Waiting for the host to let you back in',
  waitingForOthers: 'Waiting for the others to join',
};

beforeEach(() => {
  realtime.emitted.length = 0;
  realtime.handlers.clear();
  realtime.answers.clear();
});
afterEach(() => vi.clearAllMocks());

describe('P2pCallView in a live session', () => {
  it('lets the host take someone out of the call: one line per person in it, and the remove event names them', async () => {
    realtime.answers.set(VIDEO_EVENTS.join, {
      ok: true,
      socket: 'host-socket',
      admitted: true,
      peers: [{ socket: 's1', user_id: 7, name: 'Paul Meyer' }],
    });
    renderWithProviders(
      <P2pCallView room={room} texts={{ ...texts, canRemove: true }} stream={null} onLeave={() => undefined} />,
    );
    const inCall = await screen.findByRole('region', { name: 'People in the call' });
    expect(inCall.textContent).toContain('Paul Meyer');
    // A second window of the same person is still one line.
    act(() =>
      realtime.handlers.get(VIDEO_EVENTS.peerJoined)!({
        room: 'live-41',
        peer: { socket: 's2', user_id: 7, name: 'Paul Meyer' },
      }),
    );
    expect(screen.getAllByRole('button', { name: 'Remove Paul Meyer from the call' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Paul Meyer from the call' }));
    await waitFor(() =>
      expect(realtime.emitted).toContainEqual({ event: VIDEO_EVENTS.remove, payload: { room: 'live-41', user_id: 7 } }),
    );
  });

  it('offers no removal to a participant, and names other participants plainly (the server never sends their names)', async () => {
    realtime.answers.set(VIDEO_EVENTS.join, {
      ok: true,
      socket: 'me',
      admitted: true,
      peers: [{ socket: 's9', user_id: 9, name: '' }],
    });
    renderWithProviders(<P2pCallView room={{ ...room, role: 'guest' }} texts={texts} stream={null} onLeave={() => undefined} />);
    expect(await screen.findByLabelText('Video of a participant')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'People in the call' })).toBeNull();
  });

  it('tells a participant the host took them out, and asking to come back joins again (to wait)', async () => {
    realtime.answers.set(VIDEO_EVENTS.join, { ok: true, socket: 'me', admitted: true, peers: [] });
    renderWithProviders(<P2pCallView room={{ ...room, role: 'guest' }} texts={texts} stream={null} onLeave={() => undefined} />);
    await waitFor(() => expect(realtime.emitted.filter((e) => e.event === VIDEO_EVENTS.join)).toHaveLength(1));
    // For another window of theirs: nothing changes here.
    act(() => realtime.handlers.get(VIDEO_EVENTS.removed)!({ room: 'live-41', to: 'other-window' }));
    expect(screen.queryByText('You were taken out of the call')).toBeNull();
    act(() => realtime.handlers.get(VIDEO_EVENTS.removed)!({ room: 'live-41', to: 'me' }));
    expect(screen.getByText('The host took you out of this call. You keep your seat; you can ask to come back.')).toBeTruthy();
    realtime.answers.set(VIDEO_EVENTS.join, { ok: true, socket: 'me', admitted: false, peers: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Ask to come back' }));
    expect(await screen.findByText('Waiting for the host to let you back in')).toBeTruthy();
    expect(realtime.emitted.filter((e) => e.event === VIDEO_EVENTS.join)).toHaveLength(2);
  });
});
