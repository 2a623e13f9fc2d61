import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionData } from '@stillpoint/contracts';
import { saveSession } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import { AreaGuard } from './AreaGuard';

const user = (role: SessionData['role'], roleid: number): SessionData => ({
  userid: 1,
  role,
  roleid,
  fullName: 'Someone',
  username: null,
  email: 'someone@example.com',
  avatar: '',
  clinicId: null,
  clinicName: null,
  accessToken: 'a',
  refreshToken: 'refresh-token-0123456789',
  expiresIn: 600,
});

function LoginAt({ name }: { name: string }) {
  const location = useLocation();
  return <p>{`${name} ${location.search}`.trim()}</p>;
}

const routes = [
  { path: '/login', element: <LoginAt name="front login" /> },
  { path: '/administration/login', element: <LoginAt name="admin login" /> },
  { path: '/patient/discovery', element: <p>patient landing</p> },
  { path: '/administration/dashboard', element: <p>admin landing</p> },
];

describe('AreaGuard', () => {
  it('sends a visitor without a session to the login page of the area, asked to come back (?next=)', async () => {
    renderWithProviders(<AreaGuard area="patient">patient area</AreaGuard>, { path: '/patient/discovery/meditation/5?play=1', routes });
    expect(await screen.findByText('front login ?next=%2Fpatient%2Fdiscovery%2Fmeditation%2F5%3Fplay%3D1')).toBeTruthy();
  });

  it('sends a visitor without an admin session to the admin login page, asked to come back', async () => {
    renderWithProviders(<AreaGuard area="admin">admin area</AreaGuard>, { path: '/administration/settings', routes });
    expect(await screen.findByText('admin login ?next=%2Fadministration%2Fsettings')).toBeTruthy();
  });

  it('sends a person of another role to that role’s landing route', async () => {
    saveSession(user('patient', 5));
    renderWithProviders(<AreaGuard area="clinic">clinic area</AreaGuard>, { path: '/clinic/discovery', routes });
    expect(await screen.findByText('patient landing')).toBeTruthy();
  });

  it('sends a front user away from the admin area, and an admin away from front areas', async () => {
    saveSession(user('patient', 5));
    const first = renderWithProviders(<AreaGuard area="admin">admin area</AreaGuard>, {
      path: '/administration/dashboard2',
      routes,
    });
    expect(await screen.findByText('patient landing')).toBeTruthy();
    first.unmount();
    localStorage.clear();
    saveSession(user('admin', 1));
    renderWithProviders(<AreaGuard area="patient">patient area</AreaGuard>, { path: '/patient/home', routes });
    expect(await screen.findByText('admin landing')).toBeTruthy();
  });

  it('lets the area’s own roles in (masterAdmin counts as admin)', () => {
    saveSession(user('masterAdmin', 0));
    renderWithProviders(<AreaGuard area="admin">admin area</AreaGuard>, { path: '/administration/settings', routes });
    expect(screen.getByText('admin area')).toBeTruthy();
  });
});
