import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionData } from '@stillpoint/contracts';
import { notificationsEndpoints } from '@stillpoint/contracts/endpoints/notifications';
import { clearSession, saveSession } from '../../../lib/session';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { NotificationBell } from './NotificationBell';

type Listener = (payload: unknown) => void;
const live = { listeners: new Map<string, Listener[]>() };
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = {
      connected: true,
      on(event: string, listener: Listener) {
        live.listeners.set(event, [...(live.listeners.get(event) ?? []), listener]);
        return socket;
      },
      emit: () => socket,
      connect: () => socket,
      disconnect: () => socket,
    };
    return socket;
  },
}));

const PATIENT: SessionData = {
  userid: 9,
  role: 'patient',
  roleid: 5,
  fullName: 'Paul Patel',
  username: 'patient',
  email: 'paul@example.test',
  avatar: '/images/default-avatar.svg',
  clinicId: 1,
  clinicName: 'Harbor Clinic',
  accessToken: 'access',
  refreshToken: 'refresh-token-0123456789',
  expiresIn: 600,
};

const note = (id: number, read: boolean) => ({
  id,
  kind: 'task_assigned',
  title: `Task ${id}`,
  body: `Your care team gave you a task: ${id}`,
  link: '/patient/tasks',
  urgent: false,
  read,
  createdAt: '2026-11-25T08:00:00.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession('front');
  live.listeners.clear();
});

describe('NotificationBell', () => {
  it('shows the unread count, the newest with "Mark all as read" and "See all", follows the live count and opens a notification', async () => {
    saveSession(PATIENT);
    const calls: string[] = [];
    let unread = 2;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        if (url.startsWith(notificationsEndpoints.frontNotificationsLatest.url))
          return jsonResponse(200, { status: true, message: '', data: { list: [note(2, false), note(1, true)], unread_count: unread } });
        if (url.startsWith(notificationsEndpoints.frontNotificationsReadSingle.url)) {
          unread -= 1;
          return jsonResponse(200, { status: true, message: '', data: { notification: note(2, true), unread_count: unread } });
        }
        return jsonResponse(404, { status: false, message: 'not mocked' });
      }),
    );
    renderWithProviders(<NotificationBell audience="front" pagePath="/patient/notifications" />, {
      path: '/patient/discovery',
      routes: [{ path: '/patient/tasks', element: <h1>Tasks page</h1> }],
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });

    // The live channel: a new notification elsewhere raises the count at once.
    await waitFor(() => expect(live.listeners.get('notification')).toBeTruthy());
    unread = 3;
    act(() => live.listeners.get('notification')!.forEach((listener) => listener({ notification: note(3, false), unread_count: 3 })));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();

    fireEvent.click(bell);
    await screen.findByRole('menu');
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items.slice(-2)).toEqual(['Mark all as read', 'See all']);
    fireEvent.click(screen.getByRole('menuitem', { name: /Task 2/ }));
    expect(await screen.findByRole('heading', { name: 'Tasks page' })).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.startsWith(`POST ${notificationsEndpoints.frontNotificationsReadSingle.url}`))).toBe(true));
  });
});
