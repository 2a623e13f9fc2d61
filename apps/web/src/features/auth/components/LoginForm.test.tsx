import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@stillpoint/contracts';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { LoginForm } from './LoginForm';

const SESSION = {
  userid: 5,
  role: 'patient',
  roleid: 5,
  fullName: 'Paul Patel',
  username: 'patient',
  email: 'patient@demo.stillpoint.test',
  avatar: '/images/default-avatar.svg',
  clinicId: 1,
  clinicName: 'Harbor Clinic',
  accessToken: 'access',
  refreshToken: 'refresh-token-0123456789',
  expiresIn: 600,
};

function renderLogin(path = '/login') {
  return renderWithProviders(<LoginForm />, {
    path,
    routes: [
      { path: '/patient/discovery', element: <p>patient landing</p> },
      { path: '/patient/discovery/meditation/:id', element: <p>the meditation asked for</p> },
    ],
  });
}

function submit(identifier: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail or username'), { target: { value: identifier } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginForm', () => {
  it('has the spec fields and links', () => {
    renderLogin();
    expect(screen.getByLabelText('E-mail or username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('logs in by username, stores the session and goes to the landing route of the role', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(200, { status: true, message: 'You have successfully logged in as patient', data: SESSION }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    submit('patient', 'Stillpoint-demo-1');
    await screen.findByText('patient landing');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(authEndpoints.frontLogin.url);
    expect(JSON.parse(String(init.body))).toEqual({ username: 'patient', password: 'Stillpoint-demo-1' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData)!)).toMatchObject({ role: 'patient', fullName: 'Paul Patel' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access');
  });

  it('returns to the page asked for (?next=) when the role may open it, else to the landing route', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, { status: true, message: 'ok', data: SESSION })));
    const asked = renderLogin('/login?next=%2Fpatient%2Fdiscovery%2Fmeditation%2F5');
    submit('patient', 'pw');
    expect(await screen.findByText('the meditation asked for')).toBeTruthy();
    asked.unmount();
    localStorage.clear();
    for (const next of ['%2Fclinic%2Fpatients', 'https%3A%2F%2Fevil.example%2Fpatient', '%2F%2Fevil.example']) {
      const other = renderLogin(`/login?next=${next}`);
      submit('patient', 'pw');
      expect(await screen.findByText('patient landing')).toBeTruthy();
      other.unmount();
      localStorage.clear();
    }
  });

  it('sends an e-mail identifier as email', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { status: true, message: 'ok', data: SESSION }));
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    submit('patient@demo.stillpoint.test', 'pw');
    await screen.findByText('patient landing');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'patient@demo.stillpoint.test', password: 'pw' });
  });

  it('shows the server message when the login is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { status: false, message: 'Invalid Email or Passord', code: 'INVALID_CREDENTIALS' })),
    );
    renderLogin();
    submit('patient', 'wrong');
    expect(await screen.findByText('Invalid Email or Passord')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
  });

  it('treats an answer without a role as a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { status: true, message: 'Success', data: { ...SESSION, role: undefined } })),
    );
    renderLogin();
    submit('patient', 'pw');
    expect(await screen.findByText('Invalid Email or Passord')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
  });

  it("shows 'Invalid Username OR Email' when the login request is rejected (no answer)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderLogin();
    submit('patient', 'pw');
    expect(await screen.findByText('Invalid Username OR Email')).toBeTruthy();
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your e-mail or username')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
