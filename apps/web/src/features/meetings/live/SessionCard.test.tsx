import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type LiveSession } from '@stillpoint/contracts';
import { liveSessionsEndpoints } from '@stillpoint/contracts/endpoints/meetings';
import { notify } from '../../../lib/notify';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { SessionCard } from './SessionCard';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function session(overrides: Partial<LiveSession> = {}): LiveSession {
  return {
    id: 41,
    kind: 'class',
    title: 'Evening yoga',
    description: 'Gentle stretching for the end of the day.',
    start: '2030-03-05T17:00:00.000Z',
    end: '2030-03-05T18:00:00.000Z',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    status: 'scheduled',
    capacity: 8,
    joinedCount: 3,
    waitlistCount: 0,
    clinic_id: 1,
    host: { userid: 12, name: 'Elena Ortiz', avatar: '/a.png', self: false, team: true },
    myPlace: null,
    waitlistPosition: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Answers every call with `message` and keeps what was posted where. */
function serve(message: string) {
  const posted: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      posted.push({ path: url.split('?')[0]!, body: init?.body ? JSON.parse(String(init.body)) : null });
      return jsonResponse(200, { status: true, message, data: session() });
    }),
  );
  return posted;
}

describe('SessionCard', () => {
  it('shows the title, the host, the seats taken and the description', () => {
    renderWithProviders(<SessionCard session={session()} viewer="attendee" />);
    expect(screen.getByRole('heading', { name: 'Evening yoga' })).toBeTruthy();
    expect(screen.getByText('Led by Elena Ortiz')).toBeTruthy();
    expect(screen.getByText('3 of 8 seats taken')).toBeTruthy();
    expect(screen.getByText('Gentle stretching for the end of the day.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join Evening yoga' })).toBeTruthy();
  });

  it('says "1 of 1 seat taken" in the singular and shows the session\'s own zone when it differs', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone === 'Pacific/Auckland' ? 'Europe/Madrid' : 'Pacific/Auckland';
    renderWithProviders(<SessionCard session={session({ capacity: 1, joinedCount: 1, timeZone: zone })} viewer="host" />);
    expect(screen.getByText('1 of 1 seat taken')).toBeTruthy();
    expect(screen.getByText(new RegExp(`^In ${zone}: `))).toBeTruthy();
    // The employee who leads it has nothing to join.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the waiting list when full, and shows a place on it', () => {
    const { unmount } = renderWithProviders(<SessionCard session={session({ joinedCount: 8 })} viewer="attendee" />);
    expect(screen.getByText('Full: join the waiting list')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join the waiting list of Evening yoga' })).toBeTruthy();
    unmount();
    renderWithProviders(
      <SessionCard
        session={session({ joinedCount: 8, waitlistCount: 2, myPlace: 'waitlisted', waitlistPosition: 2 })}
        viewer="attendee"
      />,
    );
    expect(screen.getByText('Waiting list: number 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave the waiting list of Evening yoga' })).toBeTruthy();
  });

  it('staff see the people waiting, in plural words', () => {
    renderWithProviders(<SessionCard session={session({ joinedCount: 8, waitlistCount: 3 })} viewer="staff" />);
    expect(screen.getByText('8 of 8 seats taken · 3 people waiting')).toBeTruthy();
  });

  it('joins a class with {class_id} and shows the server’s message as it is', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    const posted = serve('Class has been Joined Successfully!');
    const success = vi.spyOn(notify, 'success').mockReturnValue('');
    renderWithProviders(<SessionCard session={session()} viewer="attendee" />);
    fireEvent.click(screen.getByRole('button', { name: 'Join Evening yoga' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Class has been Joined Successfully!'));
    expect(posted[0]).toEqual({ path: liveSessionsEndpoints.liveClassJoin.url, body: { class_id: 41 } });
  });

  it('joins a live meeting with {id}, and a failure says the server’s words', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    const posted: { path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        posted.push({ path: url.split('?')[0]!, body: JSON.parse(String(init?.body)) });
        return jsonResponse(409, { status: false, message: 'something is wrong', data: null });
      }),
    );
    const failure = vi.spyOn(notify, 'error').mockReturnValue('');
    renderWithProviders(<SessionCard session={session({ kind: 'meeting', id: 7, title: 'Group hour' })} viewer="attendee" />);
    fireEvent.click(screen.getByRole('button', { name: 'Join Group hour' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('something is wrong'));
    expect(posted[0]).toEqual({ path: liveSessionsEndpoints.liveSessionJoin.url, body: { id: 7 } });
  });

  it('asks before giving up a seat, saying someone waiting takes it, then leaves', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    const posted = serve('You have left the Class');
    const success = vi.spyOn(notify, 'success').mockReturnValue('');
    renderWithProviders(
      <SessionCard session={session({ myPlace: 'joined', joinedCount: 8, waitlistCount: 1 })} viewer="attendee" />,
    );
    expect(screen.getByText('You have a seat')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leave Evening yoga' }));
    expect(screen.getByText('Give up your seat? Someone waiting will take your seat at once.')).toBeTruthy();
    expect(posted).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, give up my seat' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('You have left the Class'));
    expect(posted[0]).toEqual({ path: liveSessionsEndpoints.liveClassLeave.url, body: { class_id: 41 } });
  });

  describe('Join video', () => {
    const soon = () => ({
      start: new Date(Date.now() + 5 * 60_000).toISOString(),
      end: new Date(Date.now() + 65 * 60_000).toISOString(),
    });

    it('leads a person with a seat to the session’s video room while its window is open', () => {
      renderWithProviders(
        <SessionCard session={session({ ...soon(), myPlace: 'joined' })} viewer="attendee" videoArea="patient" />,
      );
      const link = screen.getByRole('link', { name: 'Join the video of Evening yoga' });
      expect(link.getAttribute('href')).toBe('/patient/live/41/video');
      expect(link.textContent).toBe('Join video');
    });

    it('leads the host (who has no seat) to it from the sessions they lead', () => {
      renderWithProviders(
        <SessionCard session={session({ ...soon(), kind: 'meeting', id: 9 })} viewer="host" videoArea="employee" />,
      );
      expect(screen.getByRole('link', { name: 'Join the video of Evening yoga' }).getAttribute('href')).toBe(
        '/employee/live/9/video',
      );
    });

    it('is disabled, saying when it opens, before the window', () => {
      renderWithProviders(<SessionCard session={session({ myPlace: 'joined' })} viewer="attendee" videoArea="frontuser" />);
      const button = screen.getByRole('button', { name: 'Join the video of Evening yoga' });
      expect(button.hasAttribute('disabled')).toBe(true);
      const opens = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(Date.parse('2030-03-05T17:00:00.000Z') - 10 * 60_000),
      );
      expect(screen.getByText(`Video opens ${opens}`).id).toBe(button.getAttribute('aria-describedby'));
      expect(screen.queryByRole('link', { name: /video/ })).toBeNull();
    });

    it('is not offered to the waiting list, people without a place, staff, a cancelled session or one that has ended', () => {
      const cases = [
        <SessionCard
          key="w"
          session={session({ ...soon(), myPlace: 'waitlisted', waitlistPosition: 1 })}
          viewer="attendee"
          videoArea="patient"
        />,
        <SessionCard key="n" session={session(soon())} viewer="attendee" videoArea="patient" />,
        <SessionCard key="s" session={session(soon())} viewer="staff" videoArea="employee" />,
        <SessionCard
          key="c"
          session={session({ ...soon(), myPlace: 'joined', status: 'cancelled' })}
          viewer="attendee"
          videoArea="patient"
        />,
        <SessionCard
          key="e"
          session={session({
            myPlace: 'joined',
            start: new Date(Date.now() - 3 * 3_600_000).toISOString(),
            end: new Date(Date.now() - 2 * 3_600_000).toISOString(),
          })}
          viewer="attendee"
          videoArea="patient"
        />,
      ];
      for (const card of cases) {
        const { unmount } = renderWithProviders(card);
        expect(screen.queryByRole('link', { name: 'Join the video of Evening yoga' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Join the video of Evening yoga' })).toBeNull();
        unmount();
      }
    });
  });
});
