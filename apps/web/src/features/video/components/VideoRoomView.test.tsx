import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, VIDEO_MESSAGES, type LiveSessionRoom } from '@stillpoint/contracts';
import { videoEndpoints } from '@stillpoint/contracts/endpoints/video';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { VideoRoomView } from './VideoRoomView';

const room: LiveSessionRoom = {
  room: 'live-41',
  live_session_id: 41,
  kind: 'class',
  title: 'Evening yoga',
  host: { id: 12, name: 'Elena Ortiz' },
  head_count: 3,
  mode: 'p2p',
  role: 'guest',
  ice_servers: [],
  opens_at: '2030-03-05T16:50:00.000Z',
  closes_at: '2030-03-05T18:30:00.000Z',
  start: '2030-03-05T17:00:00.000Z',
  end: '2030-03-05T18:00:00.000Z',
  livekit: null,
};

/** Answers the room call with `status` and `body`; keeps the paths asked. */
function serve(status: number, body: unknown) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url.split('?')[0]!);
      return jsonResponse(status, body);
    }),
  );
  return asked;
}

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
  // No camera here: the pre-join says so and still lets one join.
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: { getUserMedia: vi.fn(async () => Promise.reject(new Error('none'))) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VideoRoomView of a live session', () => {
  it('asks the live session room call and shows the session, who leads it, then the pre-join', async () => {
    const asked = serve(200, { status: true, message: '', data: room });
    renderWithProviders(<VideoRoomView target={{ kind: 'live', id: 41 }} back="/patient/live" />, {
      path: '/patient/live/41/video',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Evening yoga' })).toBeTruthy();
    expect(screen.getByText('Led by Elena Ortiz.')).toBeTruthy();
    expect(screen.getByText('You are about to join Evening yoga.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join now' })).toBeTruthy();
    expect(asked).toEqual([videoEndpoints.liveSessionRoom.url]);
  });

  it('tells the host they lead it', async () => {
    serve(200, { status: true, message: '', data: { ...room, role: 'host' } });
    renderWithProviders(<VideoRoomView target={{ kind: 'live', id: 41 }} back="/employee/live" />, {
      path: '/employee/live/41/video',
    });
    expect(await screen.findByText(/You lead this session\. People with a seat come in directly/)).toBeTruthy();
  });

  it('shows the server’s message plainly for a class over the peer-to-peer limit without LiveKit, with the way back', async () => {
    serve(409, { status: false, message: VIDEO_MESSAGES.overP2pLimit, data: null });
    renderWithProviders(
      <VideoRoomView target={{ kind: 'live', id: 41 }} back="/patient/live" backLabel="Back to live classes" />,
      {
        path: '/patient/live/41/video',
      },
    );
    expect(await screen.findByText(VIDEO_MESSAGES.overP2pLimit)).toBeTruthy();
    expect(screen.getByText('The video room is not open')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to live classes' }).getAttribute('href')).toBe('/patient/live');
    expect(screen.queryByRole('button', { name: 'Join now' })).toBeNull();
  });

  it('says there is no room for someone on the waiting list (404)', async () => {
    serve(404, { status: false, message: 'Live session not found', data: null });
    renderWithProviders(<VideoRoomView target={{ kind: 'live', id: 41 }} back="/patient/live" />, {
      path: '/patient/live/41/video',
    });
    expect(await screen.findByText('No video room')).toBeTruthy();
    expect(screen.getByText('Live session not found')).toBeTruthy();
  });
});

describe('VideoRoomView of an appointment', () => {
  it('still asks the appointment’s room and names the other person', async () => {
    const asked = serve(200, {
      status: true,
      message: '',
      data: {
        ...room,
        room: 'appointment-5',
        appointment_id: 5,
        peer: { id: 12, name: 'Elena Ortiz' },
        live_session_id: undefined,
      },
    });
    renderWithProviders(<VideoRoomView target={{ kind: 'appointment', id: 5 }} back="/patient/appointments" />, {
      path: '/patient/appointments/5/video',
    });
    expect(await screen.findByText('Your session with Elena Ortiz.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Video session' })).toBeTruthy();
    expect(asked).toEqual([videoEndpoints.videoRoom.url]);
  });
});
