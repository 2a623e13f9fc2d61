import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type SessionData } from '@stillpoint/contracts';
import { reloadPreferences } from '../../lib/preferences';
import { clearSession, saveSession } from '../../lib/session';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { AreaShell } from './AreaShell';

const CLINIC: SessionData = {
  userid: 7,
  role: 'clinic',
  roleid: 2,
  fullName: 'Harbor Clinic',
  username: null,
  email: 'clinic@example.test',
  avatar: '/images/default-avatar.svg',
  clinicId: 1,
  clinicName: 'Harbor Clinic',
  accessToken: 'access',
  refreshToken: 'refresh-token-0123456789',
  expiresIn: 600,
};

beforeEach(() => {
  // The vertical layout: the menu in a side navbar.
  localStorage.setItem(STORAGE_KEYS.layout, JSON.stringify({ layoutType: 'vertical' }));
  reloadPreferences();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(404, { status: false, message: 'not mocked' })),
  );
  saveSession(CLINIC);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession('front');
  localStorage.clear();
  reloadPreferences();
});

describe('AreaShell side menu', () => {
  it('puts a heading before each group and a line after a group, and keeps the account out of the menu', async () => {
    renderWithProviders(
      <AreaShell area="clinic">
        <h1>Page</h1>
      </AreaShell>,
      { path: '/clinic/discovery' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const texts = Array.from(nav.querySelectorAll('a, p, .mantine-Divider-root')).map((node) =>
      node.classList.contains('mantine-Divider-root') ? '—' : (node.textContent ?? '').trim(),
    );
    expect(texts).toEqual([
      'Home',
      'People',
      'Patients',
      'Employees',
      'Chat',
      'Appointments',
      'Live classes',
      'Features',
      'Community',
      'Groups',
      'Challenges',
      'Events',
      'Billing',
      'Packages',
      'Invoices',
      '—',
      'Safety',
      'Library',
      'Classes',
      'Meditations',
      'Sections',
      'Task categories',
      'Tests',
      'Feedback',
      '—',
      'AI Meditations',
      'Saved',
      'Favourites',
      'Watch list',
    ]);
    expect(within(nav).queryByText('Account')).toBeNull();
  });
});
