import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURE_GROUPS, STORAGE_KEYS } from '@stillpoint/contracts';
import { featuresEndpoints } from '@stillpoint/contracts/endpoints/features';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { KindFeatures } from './KindFeatures';

beforeEach(() => localStorage.setItem(STORAGE_KEYS.adminAccessToken, 'admin-access-token'));
afterEach(() => vi.unstubAllGlobals());

describe('KindFeatures', () => {
  it("names each user kind in the product's words, never the spec's internal names", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        expect(url.startsWith(featuresEndpoints.adminFeatures.url)).toBe(true);
        return jsonResponse(200, {
          status: true,
          message: '',
          data: FEATURE_GROUPS.map((group) => ({
            kind: group.kind,
            title: group.title,
            listKey: group.listKey,
            tabsKey: group.tabsKey,
            tabs: group.tabs.map((tab) => ({ ...tab, enabled: true })),
          })),
        });
      }),
    );
    const { container } = renderWithProviders(<KindFeatures />);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Personal users', 'Patients', 'Clinics']);
    expect(screen.getByRole('button', { name: 'Save patients' })).toBeTruthy();
    expect(container.textContent).not.toMatch(/_tabs|Dashboard|Your Favorites/);
    expect(screen.getAllByText('Favourites')).toHaveLength(2);
  });
});
