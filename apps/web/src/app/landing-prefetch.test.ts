import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionData } from '@stillpoint/contracts';
import { accountDetailsQueryOptions } from '../features/account/api/get-account-details';
import { HOME_MEDITATION_PAGE, meditationListQuery } from '../features/discovery/api/discovery-api';
import { saveSession } from '../lib/session';
import { jsonResponse } from '../test/render';
import { prefetchLanding } from './landing-prefetch';

const patient: SessionData = {
  userid: 1,
  role: 'patient',
  roleid: 4,
  fullName: 'Quinn Baker',
  username: null,
  email: 'patient@example.com',
  avatar: '',
  clinicId: 1,
  clinicName: 'Clinic',
  accessToken: 'a',
  refreshToken: 'refresh-token-0123456789',
  expiresIn: 600,
};

/** Answers every call with an empty success; the account's details carry the given features. */
function stubApi(features: Record<string, boolean>) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname.replace('/api/v3/', '');
      paths.push(path);
      const data = path === 'front/account/details' ? { fullName: 'Quinn Baker', features } : [];
      return jsonResponse(200, { status: true, message: 'Success', data });
    }),
  );
  return paths;
}

/** Lets the prefetch's chained requests (the gated lists wait for the account) go out. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('prefetchLanding', () => {
  it('starts the landing’s requests into the entries its hooks read, the gated ones once the features allow them', async () => {
    saveSession(patient);
    const paths = stubApi({ discovery: true });
    const queryClient = new QueryClient();
    await prefetchLanding(queryClient, '/patient/discovery');
    await settle();
    expect(paths).toEqual(
      expect.arrayContaining(['front/account/details', 'front/discovery/sections', 'front/discovery/popular_meditations']),
    );
    // The same keys as the landing's hooks: the page finds them answered.
    expect(queryClient.getQueryData(accountDetailsQueryOptions('front').queryKey)).toMatchObject({ fullName: 'Quinn Baker' });
    expect(
      queryClient.getQueryState(meditationListQuery('front', 'popularMeditations', HOME_MEDITATION_PAGE).queryKey)?.status,
    ).toBe('success');
  });

  it('asks for no list the account’s features switch off', async () => {
    saveSession(patient);
    const paths = stubApi({ discovery: false });
    await prefetchLanding(new QueryClient(), '/patient/discovery');
    await settle();
    expect(paths).toContain('front/account/details');
    expect(paths.filter((path) => path.includes('discovery/'))).toEqual([]);
  });

  it('does nothing on a page that is not the signed-in person’s landing', async () => {
    saveSession(patient);
    const paths = stubApi({ discovery: true });
    await prefetchLanding(new QueryClient(), '/patient/tasks');
    await prefetchLanding(new QueryClient(), '/clinic/discovery');
    await settle();
    expect(paths).toEqual([]);
  });
});
