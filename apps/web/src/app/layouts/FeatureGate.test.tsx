import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_MESSAGES, type SessionData } from '@stillpoint/contracts';
import { accountEndpoints } from '@stillpoint/contracts/endpoints/account';
import { patientsEndpoints } from '@stillpoint/contracts/endpoints/patients';
import { apiCall } from '../../lib/api-client';
import { clearSession, saveSession } from '../../lib/session';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { FeatureGate } from './FeatureGate';

const CLINIC: SessionData = {
  userid: 7,
  role: 'clinic',
  roleid: 2,
  fullName: 'Clara Clinic',
  username: null,
  email: 'clinic@example.test',
  avatar: '/images/default-avatar.svg',
  clinicId: 1,
  clinicName: 'Harbor Clinic',
  accessToken: 'access',
  refreshToken: 'refresh-token-0123456789',
  expiresIn: 600,
};

const details = (features: Record<string, boolean>) => ({
  status: true,
  message: '',
  data: {
    userid: 7,
    role: 'clinic',
    roleid: 2,
    roleName: 'Clinic',
    fullName: 'Clara Clinic',
    username: null,
    email: 'clinic@example.test',
    phone: null,
    avatar: '/images/default-avatar.svg',
    clinicId: 1,
    clinicName: 'Harbor Clinic',
    emailVerified: true,
    approved: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    lastLoginAt: null,
    featureKind: 'clinic',
    features,
    clinic: { id: 1, name: 'Harbor Clinic', email: null, phone: null, address: null },
  },
});

/** A page that lists the clinic's patients (the call the server may refuse). */
function PatientsPage() {
  const query = useQuery({
    queryKey: ['patients', 'test'],
    queryFn: async () => (await apiCall(patientsEndpoints.clinicAllPatients, { pageNo: 1, perPage: 10 })).data,
  });
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  return <h1>Patients page</h1>;
}

function mockServer(features: Record<string, boolean>, patients: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith(accountEndpoints.frontAccountDetails.url)) return jsonResponse(200, details(features));
      if (url.startsWith(patientsEndpoints.clinicAllPatients.url)) return patients();
      return jsonResponse(404, { status: false, message: 'not mocked' });
    }),
  );
}

const renderGate = () =>
  renderWithProviders(
    <FeatureGate audience="front" feature="patients">
      <PatientsPage />
    </FeatureGate>,
    { path: '/clinic/patients' },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession('front');
});

describe('FeatureGate', () => {
  it('shows the page when the feature is on and its calls succeed', async () => {
    saveSession(CLINIC);
    mockServer({ patients: true }, () => jsonResponse(200, { status: true, message: '', data: [], total_pages: 0 }));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Patients page' })).toBeTruthy();
  });

  it('says "Not available" when the account features switch the page off', async () => {
    saveSession(CLINIC);
    mockServer({ patients: false }, () => jsonResponse(200, { status: true, message: '', data: [], total_pages: 0 }));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Patients page' })).toBeNull();
  });

  it('hides the page instead of showing the raw message when a call answers 403 FEATURE_DISABLED', async () => {
    saveSession(CLINIC);
    mockServer({ patients: true }, () =>
      jsonResponse(403, { status: false, code: 'FEATURE_DISABLED', message: APP_MESSAGES.featureDisabled }),
    );
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeTruthy();
    expect(screen.queryByText(APP_MESSAGES.featureDisabled)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the start' }).getAttribute('href')).toBe('/clinic/discovery');
  });
});
