import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type CommunityEvent } from '@stillpoint/contracts';
import { eventsFrontEndpoints } from '@stillpoint/contracts/endpoints/community';
import { notify } from '../../lib/notify';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { EventDetail } from './EventDetail';

const ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const otherZone = ownZone === 'Asia/Tokyo' ? 'Europe/Lisbon' : 'Asia/Tokyo';

function event(overrides: Partial<CommunityEvent> = {}): CommunityEvent {
  return {
    id: 7,
    title: 'Mindful mornings',
    description: 'A short talk and a guided sitting.',
    location: null,
    online: true,
    online_url: null,
    start: '2031-03-10T07:00:00.000Z',
    end: '2031-03-10T08:00:00.000Z',
    time_zone: otherZone,
    capacity: null,
    participant_count: 4,
    spots_left: null,
    clinic_id: null,
    image: null,
    state: 'upcoming',
    joined: false,
    created_at: '2031-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const calls: { path: string; method: string }[] = [];
beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0]!;
      calls.push({ path, method: init?.method ?? 'GET' });
      if (path === eventsFrontEndpoints.eventIcs.url) {
        return new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', { status: 200, headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'attachment; filename="event-7.ics"' } });
      }
      return jsonResponse(200, { status: true, message: 'You have joined the Event', data: event({ joined: true }) });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('EventDetail', () => {
  it("shows the time in the viewer's zone and names the event's own zone, and keeps the online link until one joins", () => {
    renderWithProviders(<EventDetail event={event()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mindful mornings' })).toBeTruthy();
    expect(screen.getByText(new RegExp(`^Planned in ${otherZone.replace('/', '\\/')}: `))).toBeTruthy();
    expect(screen.getByText('Online: the link shows here once you join')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Join online' })).toBeNull();
    expect(screen.getByText('4 people going')).toBeTruthy();
  });

  it('joins, with the server message shown', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => '');
    renderWithProviders(<EventDetail event={event()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('You have joined the Event'));
    expect(calls).toContainEqual({ path: eventsFrontEndpoints.eventJoin.url, method: 'POST' });
  });

  it('shows the link, the place and Leave to a participant, and a full event cannot be joined', () => {
    const { unmount } = renderWithProviders(<EventDetail event={event({ joined: true, online_url: 'https://meet.example.org/m', location: 'Studio 2', capacity: 5, participant_count: 5, spots_left: 0 })} />);
    expect(screen.getByRole('link', { name: 'Join online' }).getAttribute('href')).toBe('https://meet.example.org/m');
    expect(screen.getByText('Studio 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeTruthy();
    expect(screen.getByText('You are going')).toBeTruthy();
    unmount();
    renderWithProviders(<EventDetail event={event({ capacity: 5, participant_count: 5, spots_left: 0 })} />);
    expect((screen.getByRole('button', { name: 'Full' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('downloads the .ics with "Add to calendar"', async () => {
    const createObjectURL = vi.fn(() => 'blob:event');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<EventDetail event={event()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(calls).toContainEqual({ path: eventsFrontEndpoints.eventIcs.url, method: 'GET' });
    expect(createObjectURL).toHaveBeenCalled();
  });
});
