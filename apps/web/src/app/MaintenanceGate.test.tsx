import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMaintenance } from '../lib/maintenance';
import { jsonResponse, renderWithProviders } from '../test/render';
import { MaintenanceGate } from './MaintenanceGate';

function serverSays(maintenance: boolean, message: string | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, { status: true, message: 'Success', data: { maintenance, message } })),
  );
}

beforeEach(() => setMaintenance({ active: false, message: null }));
afterEach(() => vi.unstubAllGlobals());

describe('MaintenanceGate', () => {
  it('shows the maintenance screen with the message outside the admin area', async () => {
    serverSays(true, 'Back at noon');
    renderWithProviders(<MaintenanceGate>login page</MaintenanceGate>, { path: '/login' });
    expect(await screen.findByText('Back at noon')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText('login page')).toBeNull();
  });

  it('keeps the admin area and the admin login working', async () => {
    serverSays(true, 'Back at noon');
    renderWithProviders(<MaintenanceGate>admin login</MaintenanceGate>, { path: '/administration/login' });
    expect(screen.getByText('admin login')).toBeTruthy();
  });

  it('shows the page when the system is up', async () => {
    serverSays(false, null);
    renderWithProviders(<MaintenanceGate>login page</MaintenanceGate>, { path: '/login' });
    expect(await screen.findByText('login page')).toBeTruthy();
  });
});
