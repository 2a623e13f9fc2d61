import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@stillpoint/contracts';
import { engagementEndpoints } from '@stillpoint/contracts/endpoints/engagement';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { FavoritesList } from './FavoritesList';

afterEach(() => vi.unstubAllGlobals());

describe('FavoritesList', () => {
  it('lists favourites by type, links classes, and removes one (the list reloads)', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'clinic-access-token');
    let removed = false;
    const favourite = {
      id: 4,
      item: { type: 'class', id: 12, title: 'Morning Calm', image: null, classId: 12, contentType: null },
      createdAt: '2026-11-22T05:00:00.000Z',
    };
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === engagementEndpoints.clinicFavoritesList.url) {
        expect(JSON.parse(String(init?.body))).toMatchObject({ type: 'class' });
        return jsonResponse(200, { status: true, message: 'Success', data: removed ? [] : [favourite], total_pages: removed ? 0 : 1 });
      }
      expect(url).toBe(engagementEndpoints.clinicUnfavorite.url);
      expect(JSON.parse(String(init?.body))).toEqual({ type: 'class', data_id: 12 });
      removed = true;
      return jsonResponse(200, { status: true, message: 'Delete from favorite', data: { type: 'class', data_id: 12, favourite: false } });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<FavoritesList family="clinic" itemPath={(item) => `/clinic/engagement/class/${item.id}`} />);
    const link = await screen.findByRole('link', { name: 'Morning Calm' });
    expect(link.getAttribute('href')).toBe('/clinic/engagement/class/12');
    expect(screen.getByRole('tab', { name: 'Meditations' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Morning Calm from your favourites' }));
    expect(await screen.findByText('Nothing here yet: mark what you love with the heart.')).toBeTruthy();
    await waitFor(() => expect(removed).toBe(true));
  });
});
