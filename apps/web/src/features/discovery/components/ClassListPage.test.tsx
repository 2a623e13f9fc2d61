import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@stillpoint/contracts';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ClassListPage } from './ClassListPage';
import { discoveryPaths } from './format';

afterEach(() => vi.unstubAllGlobals());

const paths = discoveryPaths('/patient/discovery');
const card = (id: number, title: string) => ({
  id,
  title,
  imageUrl: null,
  shared: false,
  featured: false,
  lessonCount: 3,
  durationSeconds: 600,
  memberCount: 4,
  progress: { joined: false, completed: false, completedContents: 0, totalContents: 3, percent: 0 },
});

describe('ClassListPage ("See all" of a class row)', () => {
  it('shows the whole list of the row it was opened from, with its count', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requested.push(url);
        return jsonResponse(200, { status: true, message: 'Success', data: [card(1, 'Sleep well'), card(2, 'Calm mornings')] });
      }),
    );
    renderWithProviders(<ClassListPage family="front" paths={paths} list="recent" />, { path: '/patient/discovery/classes/recent' });
    expect(screen.getByRole('heading', { level: 1, name: 'Recent classes' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '2 classes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Sleep well/ }).getAttribute('href')).toBe('/patient/discovery/class/1');
    expect(requested[0]).toContain('/front/discovery/all_recent_classes');
  });

  it('says so for a list that does not exist, with the way back', () => {
    renderWithProviders(<ClassListPage family="front" paths={paths} list="everything" />, { path: '/patient/discovery/classes/everything' });
    expect(screen.getByRole('heading', { level: 1, name: 'No such list' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to discovery' }).getAttribute('href')).toBe('/patient/discovery');
  });
});
