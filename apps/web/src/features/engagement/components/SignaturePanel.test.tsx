import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@stillpoint/contracts';
import { engagementEndpoints } from '@stillpoint/contracts/endpoints/engagement';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { SignaturePanel } from './SignaturePanel';

beforeEach(() => localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token'));
afterEach(() => vi.unstubAllGlobals());

describe('SignaturePanel', () => {
  it('refuses an empty pad, saves a typed name for the class and shows it once saved', async () => {
    let saved: { id: number; class_id: number; user_sign: string; createdAt: string } | null = null;
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.startsWith(engagementEndpoints.frontGetSignature.url)) {
          expect(JSON.parse(String(init?.body))).toEqual({ class_id: 4 });
          return jsonResponse(200, { status: true, message: 'Success', data: saved });
        }
        expect(url).toBe(engagementEndpoints.frontSignature.url);
        const body = JSON.parse(String(init?.body)) as { user_sign: string; class_id: number };
        sent.push(body);
        saved = { id: 1, ...body, createdAt: '2026-11-23T09:00:00.000Z' };
        return jsonResponse(201, { status: true, message: 'Your signature has been saved', data: saved });
      }),
    );
    renderWithProviders(<SignaturePanel family="front" classId={4} title="Mindful Mornings" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save my signature' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Draw your signature first');
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByText('Type'));
    fireEvent.change(screen.getByLabelText('Your full name'), { target: { value: '  Sam Rivers ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my signature' }));
    const shown = await screen.findByRole('img', { name: 'Your saved signature' });
    expect(shown.textContent).toBe('Sam Rivers');
    expect(sent).toEqual([{ user_sign: 'Sam Rivers', class_id: 4 }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign again' })).toBeTruthy());
  });
});
