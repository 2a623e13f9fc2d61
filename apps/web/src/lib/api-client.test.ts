import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@stillpoint/contracts';
import { accountEndpoints } from '@stillpoint/contracts/endpoints/account';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { mailboxEndpoints } from '@stillpoint/contracts/endpoints/mailbox';
import { jsonResponse } from '../test/render';
import { ApiError, apiCall, configureApiClient, toQueryString } from './api-client';
import { getMaintenance, setMaintenance } from './maintenance';

const ACCOUNT = {
  userid: 7,
  role: 'patient',
  roleid: 5,
  roleName: 'Patient',
  fullName: 'Paul Patel',
  username: 'patient',
  email: 'patient@demo.stillpoint.test',
  avatar: '/images/default-avatar.svg',
  clinicId: 1,
  clinicName: 'Harbor Clinic',
  emailVerified: true,
  approved: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
};

const OLD_REFRESH = 'old-refresh-token-0123456789';
const NEW_REFRESH = 'new-refresh-token-0123456789';

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

function authOf(init?: RequestInit): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

/**
 * A fake server: protected calls succeed only with `validToken`; the refresh endpoint answers with
 * `refreshAnswer` after a short wait (so that concurrent calls pile up behind it).
 */
function fakeServer(options: { validToken: string; refreshAnswer: () => Response; refreshUrl?: string }) {
  const calls: { url: string; auth: string | undefined; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    calls.push({ url, auth: authOf(init), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === (options.refreshUrl ?? authEndpoints.frontRefresh.url)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return options.refreshAnswer();
    }
    if (authOf(init) === `Bearer ${options.validToken}`)
      return jsonResponse(200, { status: true, message: 'Success', data: ACCOUNT });
    return jsonResponse(401, { status: false, message: 'Your session has expired', code: 'TOKEN_EXPIRED' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, refreshCalls: () => calls.filter((call) => call.url.endsWith('/refresh')) };
}

const onSessionExpired = vi.fn();

beforeEach(() => {
  onSessionExpired.mockReset();
  configureApiClient({ onSessionExpired });
  setMaintenance({ active: false, message: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function storeFrontSession() {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'old-access');
  localStorage.setItem(STORAGE_KEYS.refreshToken, OLD_REFRESH);
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ ...ACCOUNT, role: 'patient' }));
}

describe('apiCall: one shared refresh on 401', () => {
  it('reads away the body of the refused answer before retrying (Chrome holds an unread no-store answer open)', async () => {
    storeFrontSession();
    const refused: Response[] = [];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (urlOf(input) === authEndpoints.frontRefresh.url)
        return jsonResponse(200, { status: true, message: 'ok', data: { accessToken: 'new-access', refreshToken: NEW_REFRESH, expiresIn: 600 } });
      if (authOf(init) === 'Bearer new-access') return jsonResponse(200, { status: true, message: 'Success', data: ACCOUNT });
      const response = jsonResponse(401, { status: false, message: 'Your session has expired', code: 'TOKEN_EXPIRED' });
      refused.push(response);
      return response;
    });
    vi.stubGlobal('fetch', fetchMock);
    await apiCall(accountEndpoints.frontAccountDetails);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.bodyUsed).toBe(true);
  });

  it('runs exactly one refresh for concurrent 401s and retries every call with the new token', async () => {
    storeFrontSession();
    const server = fakeServer({
      validToken: 'new-access',
      refreshAnswer: () =>
        jsonResponse(200, {
          status: true,
          message: 'Session refreshed',
          data: { accessToken: 'new-access', refreshToken: NEW_REFRESH, expiresIn: 600 },
        }),
    });

    const results = await Promise.all([
      apiCall(accountEndpoints.frontAccountDetails),
      apiCall(accountEndpoints.frontAccountDetails),
      apiCall(accountEndpoints.frontAccountDetails),
      apiCall(accountEndpoints.frontAccountDetails),
    ]);

    expect(results.map((result) => result.data.fullName)).toEqual(['Paul Patel', 'Paul Patel', 'Paul Patel', 'Paul Patel']);
    expect(server.refreshCalls()).toHaveLength(1);
    expect(server.refreshCalls()[0]!.body).toEqual({ refreshToken: OLD_REFRESH });
    const protectedCalls = server.calls.filter((call) => call.url === accountEndpoints.frontAccountDetails.url);
    expect(protectedCalls.filter((call) => call.auth === 'Bearer old-access')).toHaveLength(4);
    expect(protectedCalls.filter((call) => call.auth === 'Bearer new-access')).toHaveLength(4);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('new-access');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(NEW_REFRESH);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('uses the token another call already refreshed instead of refreshing again', async () => {
    storeFrontSession();
    const server = fakeServer({
      validToken: 'new-access',
      refreshAnswer: () =>
        jsonResponse(200, {
          status: true,
          message: 'ok',
          data: { accessToken: 'new-access', refreshToken: NEW_REFRESH, expiresIn: 600 },
        }),
    });
    await apiCall(accountEndpoints.frontAccountDetails);
    // A call that started with the old token and fails after the refresh finished.
    localStorage.setItem(STORAGE_KEYS.accessToken, 'new-access');
    await apiCall(accountEndpoints.frontAccountDetails);
    expect(server.refreshCalls()).toHaveLength(1);
  });

  it('refreshes the admin family with the admin keys and endpoint', async () => {
    localStorage.setItem(STORAGE_KEYS.adminAccessToken, 'old-admin-access');
    localStorage.setItem(STORAGE_KEYS.adminRefreshToken, OLD_REFRESH);
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access');
    const server = fakeServer({
      validToken: 'new-admin-access',
      refreshUrl: authEndpoints.adminRefresh.url,
      refreshAnswer: () =>
        jsonResponse(200, {
          status: true,
          message: 'ok',
          data: { accessToken: 'new-admin-access', refreshToken: NEW_REFRESH, expiresIn: 600 },
        }),
    });
    await Promise.all([apiCall(accountEndpoints.adminAccountDetails), apiCall(accountEndpoints.adminAccountDetails)]);
    expect(server.refreshCalls().map((call) => call.url)).toEqual([authEndpoints.adminRefresh.url]);
    expect(localStorage.getItem(STORAGE_KEYS.adminAccessToken)).toBe('new-admin-access');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('front-access');
  });

  it('after waiting for the lock, takes the tokens another tab stored instead of refreshing', async () => {
    storeFrontSession();
    const server = fakeServer({ validToken: 'other-tab-access', refreshAnswer: () => jsonResponse(500, {}) });
    const request = vi.fn(async (_name: string, callback: () => Promise<unknown>) => {
      // Another tab held the lock and rotated the tokens meanwhile.
      localStorage.setItem(STORAGE_KEYS.accessToken, 'other-tab-access');
      localStorage.setItem(STORAGE_KEYS.refreshToken, NEW_REFRESH);
      return callback();
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });

    const result = await apiCall(accountEndpoints.frontAccountDetails);

    expect(result.data.fullName).toBe('Paul Patel');
    expect(request).toHaveBeenCalledWith('stillpoint-refresh-front', expect.any(Function));
    expect(server.refreshCalls()).toHaveLength(0);
  });

  it('ends the session when the refresh is refused: storage cleared, login page, every call fails once', async () => {
    storeFrontSession();
    localStorage.setItem(STORAGE_KEYS.adminAccessToken, 'admin-access');
    const server = fakeServer({
      validToken: 'never',
      refreshAnswer: () => jsonResponse(401, { status: false, message: 'Your session has expired', code: 'TOKEN_EXPIRED' }),
    });

    const outcomes = await Promise.allSettled([apiCall(accountEndpoints.frontAccountDetails), apiCall(accountEndpoints.frontAccountDetails)]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    const error = (outcomes[0] as PromiseRejectedResult).reason as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.code).toBe('TOKEN_EXPIRED');
    expect(server.refreshCalls()).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
    // The other family is untouched.
    expect(localStorage.getItem(STORAGE_KEYS.adminAccessToken)).toBe('admin-access');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith('front');
  });

  it('ends the session without calling the server when there is no refresh token', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'old-access');
    const server = fakeServer({ validToken: 'never', refreshAnswer: () => jsonResponse(200, {}) });
    await expect(apiCall(accountEndpoints.frontAccountDetails)).rejects.toMatchObject({ status: 401 });
    expect(server.refreshCalls()).toHaveLength(0);
    expect(onSessionExpired).toHaveBeenCalledWith('front');
  });

  it('keeps the session when the refresh fails on the server side (5xx)', async () => {
    storeFrontSession();
    fakeServer({
      validToken: 'never',
      refreshAnswer: () => jsonResponse(503, { status: false, message: 'Down', code: 'UNAVAILABLE' }),
    });
    await expect(apiCall(accountEndpoints.frontAccountDetails)).rejects.toMatchObject({ status: 503 });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(OLD_REFRESH);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('never refreshes on a 401 from a public endpoint (a wrong password)', async () => {
    storeFrontSession();
    const fetchMock = vi.fn(async () =>
      jsonResponse(401, { status: false, message: 'Invalid Email or Passord', code: 'INVALID_CREDENTIALS' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiCall(authEndpoints.frontLogin, { email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid Email or Passord',
      code: 'INVALID_CREDENTIALS',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('old-access');
  });
});

describe('apiCall: requests and errors', () => {
  it('sends POST input as JSON and GET input as the query string, with the family token', async () => {
    localStorage.setItem(STORAGE_KEYS.adminAccessToken, 'admin-access');
    const fetchMock = vi.fn(async () => jsonResponse(200, { status: true, message: 'Success', data: [], total_pages: 3 }));
    vi.stubGlobal('fetch', fetchMock);

    const page = await apiCall(mailboxEndpoints.outboxMessages, { pageNo: 2, perPage: 20, to: 'a@b.co' });
    expect(page.total_pages).toBe(3);
    const [getUrl, getInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(getUrl).toBe(`${mailboxEndpoints.outboxMessages.url}?pageNo=2&perPage=20&to=a%40b.co`);
    expect(getInit.method).toBe('GET');
    expect(getInit.body).toBeUndefined();
    expect((getInit.headers as Record<string, string>).Authorization).toBe('Bearer admin-access');

    await apiCall(authEndpoints.forgotPassword, { email: 'a@b.co' });
    const [postUrl, postInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(postUrl).toBe(authEndpoints.forgotPassword.url);
    expect(postInit.method).toBe('POST');
    expect(JSON.parse(String(postInit.body))).toEqual({ email: 'a@b.co' });
    // Public endpoints carry no token.
    expect((postInit.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('throws an ApiError with the field errors of a 422', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(422, {
          status: false,
          message: 'Enter a valid e-mail address',
          code: 'VALIDATION',
          errors: [{ path: 'email', message: 'Enter a valid e-mail address' }],
        }),
      ),
    );
    const error = (await apiCall(authEndpoints.register, {} as never).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.code).toBe('VALIDATION');
    expect(error.fieldErrors()).toEqual({ email: 'Enter a valid e-mail address' });
  });

  it('throws a network ApiError (status 0) when no answer arrives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = (await apiCall(authEndpoints.frontLogin, { username: 'x', password: 'y' }).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.isNetworkError).toBe(true);
    expect(error.code).toBe('NETWORK');
  });

  it('raises the maintenance flag when a front call answers MAINTENANCE', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(503, { status: false, message: 'Back at noon', code: 'MAINTENANCE' })),
    );
    await expect(apiCall(authEndpoints.frontLogin, { username: 'x', password: 'y' })).rejects.toMatchObject({ code: 'MAINTENANCE' });
    expect(getMaintenance()).toEqual({ active: true, message: 'Back at noon' });
  });

  it('builds query strings without empty values', () => {
    expect(toQueryString({ a: 1, b: '', c: undefined, d: null, e: 'x y' })).toBe('a=1&e=x+y');
    expect(toQueryString(undefined)).toBe('');
  });
});
