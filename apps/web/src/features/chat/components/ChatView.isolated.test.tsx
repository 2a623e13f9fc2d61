import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatContact, DirectMessage } from '@stillpoint/contracts';
import { jsonResponse, renderWithProviders } from '../../../test/render';

/** The live events the components listen to, captured instead of a socket; emits are recorded. */
const listeners = new Map<string, ((payload: unknown) => void)[]>();
const emitted: [string, unknown][] = [];
vi.mock('../api/chat-socket', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    useChatEvents: (_audience: string, handlers: Record<string, (payload: never) => void>) => {
      const latest = useRef(handlers);
      useEffect(() => {
        latest.current = handlers;
      });
      useEffect(() => {
        const bound = Object.keys(latest.current).map(
          (event) => [event, (payload: unknown) => (latest.current[event] as (value: unknown) => void)(payload)] as const,
        );
        for (const [event, listener] of bound) listeners.set(event, [...(listeners.get(event) ?? []), listener]);
        return () => {
          for (const [event, listener] of bound)
            listeners.set(
              event,
              (listeners.get(event) ?? []).filter((item) => item !== listener),
            );
        };
      }, []);
    },
    emitChatEvent: (_audience: string, event: string, payload: unknown) => emitted.push([event, payload]),
  };
});
const { ChatView } = await import('./ChatView');

const live = (event: string, payload: unknown) =>
  act(() => (listeners.get(event) ?? []).forEach((listener) => listener(payload)));

const contact = (id: number, name: string, unread: number, last: string | null): ChatContact => ({
  chat_with_userid: id,
  person: { userid: id, name, avatar: '/images/default-avatar.svg', self: false, team: true },
  role: 'employee',
  unread_count: unread,
  last_message: last,
  last_message_at: last ? '2026-11-25T10:00:00.000Z' : null,
});
const message = (id: number, from: number, to: number, text: string, readAt: string | null = null): DirectMessage => ({
  id,
  from,
  to,
  message: text,
  file: null,
  created_at: '2026-11-25T10:00:00.000Z',
  read_at: readAt,
});

const ME = 1;
const ELENA = 7;
let calls: string[];
beforeEach(() => {
  listeners.clear();
  emitted.length = 0;
  calls = [];
  localStorage.setItem('accessToken', 'token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(String(url));
      if (String(url).includes('/front/chat/all_contacts')) {
        return jsonResponse(200, {
          status: true,
          message: '',
          data: [contact(ELENA, 'Elena Ortiz', 2, 'See you Monday'), contact(9, 'Harbor Clinic', 0, null)],
        });
      }
      if (String(url).includes('/front/chat/history')) {
        return jsonResponse(200, {
          status: true,
          message: '',
          total_pages: 1,
          data: {
            messages: [message(10, ME, ELENA, 'Hello'), message(11, ELENA, ME, 'See you Monday')],
            has_older: false,
            contact: contact(ELENA, 'Elena Ortiz', 2, 'See you Monday'),
          },
        });
      }
      if (String(url).includes('/front/chat/read_all_chat'))
        return jsonResponse(200, { status: true, message: '', data: { read: 2, unread_count: 0 } });
      return jsonResponse(404, { status: false, message: 'not found' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ChatView', () => {
  it('lists contacts with unread badges (plural) and filters them by name', async () => {
    renderWithProviders(<ChatView area="patient" selected={null} onSelect={() => undefined} />, { path: '/patient/chat' });
    expect(await screen.findByLabelText('2 unread messages')).toBeTruthy();
    expect(screen.getByText('Choose a contact to see your conversation.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search contacts' }), { target: { value: 'harb' } });
    expect(screen.queryByText('Elena Ortiz')).toBeNull();
    expect(screen.getByText('Harbor Clinic')).toBeTruthy();
  });

  it('shows the conversation newest last, reads it, and takes live messages, receipts and typing', async () => {
    renderWithProviders(<ChatView area="patient" selected={ELENA} onSelect={() => undefined} />, { path: '/patient/chat' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await waitFor(() =>
      expect(
        within(log)
          .getAllByTestId('chat-message')
          .map((node) => node.textContent),
      ).toHaveLength(2),
    );
    expect(within(log).getAllByTestId('chat-message')[1]!.textContent).toContain('See you Monday');
    // Opening a conversation with unread messages reads them.
    await waitFor(() => expect(calls.some((url) => url.includes('read_all_chat'))).toBe(true));

    live('chat:typing', { from: ELENA, typing: true });
    expect(screen.getByTestId('chat-typing').textContent).toBe('Elena Ortiz is typing…');
    live('chat:message', { message: message(12, ELENA, ME, 'Are you there?'), unread_count: 1 });
    await waitFor(() => expect(within(log).getAllByTestId('chat-message')).toHaveLength(3));
    // A message of another conversation is not shown here.
    live('chat:message', { message: message(13, 9, ME, 'From the clinic') });
    expect(within(log).queryByText('From the clinic')).toBeNull();

    // Typing sends the indicator to the other person.
    fireEvent.change(screen.getByRole('textbox', { name: 'Message to Elena Ortiz' }), { target: { value: 'Yes' } });
    expect(emitted).toEqual([['chat:typing', { to: ELENA, typing: true }]]);

    // Read receipt: "Seen" under my newest message once Elena has read up to it.
    expect(screen.queryByTestId('chat-seen')).toBeNull();
    live('chat:message', { message: message(14, ME, ELENA, 'Yes, here') });
    live('chat:read', { by: ELENA, up_to: 14, read_at: '2026-11-25T10:05:00.000Z' });
    expect((await screen.findByTestId('chat-seen')).textContent).toBe('Seen');
  });
});
