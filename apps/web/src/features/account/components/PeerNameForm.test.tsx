import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type AccountDetails } from '@stillpoint/contracts';
import { accountEndpoints } from '@stillpoint/contracts/endpoints/account';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { PeerNameForm } from './PeerNameForm';

afterEach(() => vi.unstubAllGlobals());

const account = {
  userid: 7,
  role: 'patient',
  roleid: 5,
  roleName: 'Patient',
  fullName: 'Priya Nair',
  username: 'priya',
  email: 'priya@example.test',
  phone: null,
  avatar: '/api/media/avatars/priya.png',
  clinicId: 1,
  clinicName: 'Harbor Clinic',
  emailVerified: true,
  approved: true,
  createdAt: '2026-11-22T05:00:00.000Z',
  lastLoginAt: null,
  displayNameChoice: 'initial',
  displayName: null,
  peerName: 'Priya N.',
  featureKind: 'patient',
  features: {},
  clinic: null,
} satisfies AccountDetails;

const preview = () => screen.getByTestId('peer-name-preview').textContent;

describe('PeerNameForm', () => {
  it('previews each choice with the server’s rule and saves the chosen name', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith(accountEndpoints.frontAccountUpdate.url)) {
        expect(JSON.parse(String(init?.body))).toEqual({ displayNameChoice: 'custom', displayName: 'Morning Lark' });
        return jsonResponse(200, {
          status: true,
          message: 'Account Details has been Uploaded Successfully',
          data: { ...account, displayNameChoice: 'custom', displayName: 'Morning Lark', peerName: 'Morning Lark' },
        });
      }
      throw new Error(`unexpected ${url}`);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PeerNameForm audience="front" account={account} />);
    expect(preview()).toBe('Priya N.');
    fireEvent.click(screen.getByRole('radio', { name: 'Anonymous' }));
    expect(preview()).toBe('Anonymous');
    fireEvent.click(screen.getByRole('radio', { name: 'A name I choose' }));
    const field = screen.getByLabelText('Name others see');
    fireEvent.change(field, { target: { value: 'write to priya@mail.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use a name without e-mail addresses or links')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '  Morning Lark ' } });
    expect(preview()).toBe('Morning Lark');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('tells a team member they are shown by their name, marked Team', () => {
    renderWithProviders(<PeerNameForm audience="front" account={{ ...account, role: 'employee', roleid: 6, fullName: 'Elena Ortiz' }} />);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(preview()).toBe('Elena Ortiz');
    expect(screen.getByText('Team')).toBeTruthy();
  });
});
