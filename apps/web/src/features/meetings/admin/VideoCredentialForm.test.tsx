import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@stillpoint/contracts';
import { videoEndpoints } from '@stillpoint/contracts/endpoints/video';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { AdminVideo } from './AdminVideo';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const saved = { provider: 'livekit', source: 'settings', url: 'wss://video.example.org', api_key: 'APIkey1', secret_set: true };

describe('the video connection (admin Video page)', () => {
  it('shows the saved server, never a secret, and saves a change keeping the secret when left empty', async () => {
    localStorage.setItem(STORAGE_KEYS.adminAccessToken, 'admin-access-token');
    const posts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const path = new URL(url, 'http://localhost').pathname;
        if (path === videoEndpoints.adminVideoUpdateCredential.url) {
          posts.push(JSON.parse(String(init?.body)));
          return jsonResponse(200, { status: true, message: 'Video connection has been Updated Successfully', data: { ...saved, api_key: 'APIkey2' } });
        }
        return jsonResponse(200, { status: true, message: 'Success', data: saved });
      }),
    );
    renderWithProviders(<AdminVideo />, { path: '/administration/video?tab=connection' });
    const url = await screen.findByRole('textbox', { name: 'LiveKit server address' });
    expect((url as HTMLInputElement).value).toBe('wss://video.example.org');
    expect(screen.getByText('A secret is saved. Leave empty to keep it.')).toBeTruthy();
    expect((screen.getByLabelText('API secret') as HTMLInputElement).value).toBe('');

    fireEvent.change(screen.getByRole('textbox', { name: 'API key' }), { target: { value: 'APIkey2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toEqual([{ url: 'wss://video.example.org', api_key: 'APIkey2' }]));
  });

  it('refuses an address that is not a web address, on its field', async () => {
    localStorage.setItem(STORAGE_KEYS.adminAccessToken, 'admin-access-token');
    const fetch = vi.fn(async () => jsonResponse(200, { status: true, message: 'Success', data: { ...saved, provider: 'p2p', url: null, api_key: null, secret_set: false } }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<AdminVideo />, { path: '/administration/video?tab=connection' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'LiveKit server address' }), { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/URL|address/i, { selector: '.mantine-TextInput-error, [id$="-error"]' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
