import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { STORAGE_KEYS, type ChatMessage, type ChatSummary } from '@stillpoint/contracts';
import { assistantEndpoints } from '@stillpoint/contracts/endpoints/assistant';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { AssistantChat } from './AssistantChat';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Address() {
  const location = useLocation();
  return <div data-testid="address">{location.search}</div>;
}

const message = (id: number, role: ChatMessage['role'], text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  role,
  text,
  audioUrl: null,
  audioSeconds: null,
  suggestions: [],
  crisis: false,
  createdAt: '2026-11-24T08:00:00.000Z',
  ...extra,
});

const QUESTION = message(1, 'user', 'I can’t sleep');
const ANSWER = message(2, 'assistant', 'Let us slow down.\n\nBreathe in for four counts.', {
  audioUrl: '/api/media/answer.wav',
  audioSeconds: 12,
  suggestions: [{ id: 7, title: 'Ocean Breath', durationSeconds: 300 }],
});
const SUMMARY: ChatSummary = {
  id: 41,
  title: 'Sleep',
  messageCount: 2,
  lastMessage: ANSWER.text,
  createdAt: QUESTION.createdAt,
  updatedAt: ANSWER.createdAt,
};

describe('AssistantChat', () => {
  it('sends a first message: the typing indicator, then the answer with its audio and suggestion links; the address names the new conversation', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    let answered = false;
    let releaseReply: () => void = () => undefined;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.split('?')[0] === assistantEndpoints.frontChatHistory.url)
        return jsonResponse(200, {
          status: true,
          message: 'Success',
          data: answered ? [SUMMARY] : [],
          total_pages: answered ? 1 : 0,
        });
      if (url === assistantEndpoints.frontChatHistoryContent.url)
        return jsonResponse(200, { status: true, message: 'Success', data: { ...SUMMARY, messages: [QUESTION, ANSWER] } });
      expect(url).toBe(assistantEndpoints.frontChatVoice.url);
      expect(JSON.parse(String(init?.body))).toEqual({ message: 'I can’t sleep' });
      await new Promise<void>((resolve) => (releaseReply = resolve));
      answered = true;
      return jsonResponse(200, {
        status: true,
        message: 'Success',
        data: { chat_id: 41, title: 'Sleep', question: QUESTION, answer: ANSWER },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <>
        <AssistantChat family="front" meditationPath={(id) => `/frontuser/discovery/meditation/${id}`} />
        <Address />
      </>,
    );
    expect(await screen.findByText('No conversations yet.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: '  I can’t sleep ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send and read aloud' }));

    expect(await screen.findByTestId('assistant-typing')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('The assistant is writing…');
    expect((screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value).toBe('');
    releaseReply();

    await waitFor(() => expect(screen.queryByTestId('assistant-typing')).toBeNull());
    const conversation = await screen.findByRole('list', { name: 'Messages of the conversation' });
    expect(within(conversation).getByText('Breathe in for four counts.')).toBeTruthy();
    expect(within(conversation).getByLabelText('The answer read aloud').getAttribute('src')).toBe('/api/media/answer.wav');
    expect(within(conversation).getByRole('link', { name: 'Ocean Breath' }).getAttribute('href')).toBe(
      '/frontuser/discovery/meditation/7',
    );
    expect(screen.getByRole('status').textContent).toContain('The assistant answered: Let us slow down.');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?chat=41'));
    const history = await screen.findByRole('link', { name: 'Open the conversation “Sleep”' });
    expect(history.getAttribute('aria-current')).toBe('page');
  });

  it.each([
    ['plays the answer by itself after "Send and read aloud"', true],
    ['offers "Play the answer" when the browser refuses to start it', false],
  ])('%s', async (_name, allowed) => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockImplementation(() =>
        allowed ? Promise.resolve() : Promise.reject(new DOMException('Not allowed', 'NotAllowedError')),
      );
    let answered = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.split('?')[0] === assistantEndpoints.frontChatHistory.url)
          return jsonResponse(200, {
            status: true,
            message: 'Success',
            data: answered ? [SUMMARY] : [],
            total_pages: answered ? 1 : 0,
          });
        if (url === assistantEndpoints.frontChatHistoryContent.url)
          return jsonResponse(200, { status: true, message: 'Success', data: { ...SUMMARY, messages: [QUESTION, ANSWER] } });
        answered = true;
        return jsonResponse(200, {
          status: true,
          message: 'Success',
          data: { chat_id: 41, title: 'Sleep', question: QUESTION, answer: ANSWER },
        });
      }),
    );
    renderWithProviders(<AssistantChat family="front" meditationPath={(id) => `/m/${id}`} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'I can’t sleep' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send and read aloud' }));
    const audio = await screen.findByLabelText('The answer read aloud');
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(play.mock.contexts[0]).toBe(audio);
    if (allowed) {
      expect(screen.queryByRole('button', { name: 'Play the answer' })).toBeNull();
    } else {
      const button = await screen.findByRole('button', { name: 'Play the answer' });
      play.mockImplementation(() => Promise.resolve());
      fireEvent.click(button);
      expect(play).toHaveBeenCalledTimes(2);
    }
  });

  it('does not start an answer by itself when the message was sent in text only', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.split('?')[0] === assistantEndpoints.frontChatHistory.url)
          return jsonResponse(200, { status: true, message: 'Success', data: [SUMMARY], total_pages: 1 });
        return jsonResponse(200, { status: true, message: 'Success', data: { ...SUMMARY, messages: [QUESTION, ANSWER] } });
      }),
    );
    renderWithProviders(<AssistantChat family="front" meditationPath={(id) => `/m/${id}`} />, { path: '/?chat=41' });
    expect(await screen.findByLabelText('The answer read aloud')).toBeTruthy();
    expect(play).not.toHaveBeenCalled();
  });

  it('shows the server’s field error on the message and gives the message back', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.split('?')[0] === assistantEndpoints.frontChatHistory.url)
          return jsonResponse(200, { status: true, message: 'Success', data: [], total_pages: 0 });
        return jsonResponse(422, {
          status: false,
          message: 'Invalid input',
          code: 'VALIDATION',
          errors: [{ path: 'message', message: 'Too long for the assistant' }],
        });
      }),
    );
    renderWithProviders(<AssistantChat family="front" meditationPath={(id) => `/m/${id}`} />);
    const box = screen.getByRole('textbox', { name: 'Your message' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Write a message')).toBeTruthy();

    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Too long for the assistant')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Hello');
  });
});
