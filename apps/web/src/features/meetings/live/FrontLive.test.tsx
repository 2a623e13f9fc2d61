import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type LiveSession } from '@stillpoint/contracts';
import { liveSessionsEndpoints as live } from '@stillpoint/contracts/endpoints/meetings';
import { notify } from '../../../lib/notify';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { FrontLive } from './FrontLive';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const base: LiveSession = {
  id: 1,
  kind: 'class',
  title: 'Evening yoga',
  description: '',
  start: '2030-03-05T17:00:00.000Z',
  end: '2030-03-05T18:00:00.000Z',
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  status: 'scheduled',
  capacity: 8,
  joinedCount: 8,
  waitlistCount: 2,
  clinic_id: 1,
  host: null,
  myPlace: 'waitlisted',
  waitlistPosition: 2,
  createdAt: '2030-01-01T00:00:00.000Z',
};
const open: LiveSession = { ...base, id: 2, title: 'Morning breath', joinedCount: 3, waitlistCount: 0, myPlace: null, waitlistPosition: null };

/** The schedule, the classes to join and the meetings; counts every read of each list. */
function serve() {
  const reads = new Map<string, number>();
  const posted: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0]!;
      reads.set(path, (reads.get(path) ?? 0) + 1);
      if (path === live.liveClassesSchedule.url) return jsonResponse(200, { status: true, message: 'Success', data: [base] });
      if (path === live.liveClassesAvailable.url) return jsonResponse(200, { status: true, message: 'Success', data: [base, open], total_pages: 1 });
      if (path === live.liveSessionsList.url) return jsonResponse(200, { status: true, message: 'Success', data: [], total_pages: 1 });
      posted.push({ path, body: JSON.parse(String(init?.body)) });
      return jsonResponse(200, { status: true, message: 'Class has been Joined Successfully!', data: { ...open, myPlace: 'joined' } });
    }),
  );
  return { reads, posted };
}

describe('FrontLive', () => {
  it("shows a patient's schedule with their place on the waiting list", async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    serve();
    renderWithProviders(<FrontLive viewer="attendee" />, { path: '/patient/live' });
    const list = await screen.findByRole('list', { name: 'My schedule' });
    const card = within(list).getByRole('article', { name: 'Evening yoga' });
    expect(within(card).getByText('Waiting list: number 2')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Leave the waiting list of Evening yoga' })).toBeTruthy();
  });

  it('joins a class to join and reads the lists again', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    const { reads, posted } = serve();
    vi.spyOn(notify, 'success').mockReturnValue('');
    renderWithProviders(<FrontLive viewer="attendee" />, { path: '/patient/live?tab=classes' });
    const list = await screen.findByRole('list', { name: 'Classes to join' });
    const card = within(list).getByRole('article', { name: 'Morning breath' });
    expect(within(card).getByText('3 of 8 seats taken')).toBeTruthy();
    const before = reads.get(live.liveClassesAvailable.url)!;
    fireEvent.click(within(card).getByRole('button', { name: 'Join Morning breath' }));
    await waitFor(() => expect(posted).toEqual([{ path: live.liveClassJoin.url, body: { class_id: 2 } }]));
    await waitFor(() => expect(reads.get(live.liveClassesAvailable.url)).toBeGreaterThan(before));
  });

  it('shows an employee the sessions they lead, without join buttons', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    serve();
    renderWithProviders(<FrontLive viewer="host" />, { path: '/employee/live' });
    const list = await screen.findByRole('list', { name: 'Classes I lead' });
    const card = within(list).getByRole('article', { name: 'Evening yoga' });
    expect(within(card).getByText('8 of 8 seats taken · 2 people waiting')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Classes to join' })).toBeNull();
  });
});
