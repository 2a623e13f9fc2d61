import { describe, expect, it } from 'vitest';
import { readSocialCallback, socialAuthorizationUrl } from './social';

const config = {
  enabled: true,
  providerName: 'Example ID',
  authorizationEndpoint: 'https://id.example.com/authorize',
  clientId: 'stillpoint-web',
};

describe('social sign-in', () => {
  it('builds an implicit ID-token request that comes back to /auth/callback', () => {
    const url = new URL(socialAuthorizationUrl(config, 'https://app.example.com', { state: 'S', nonce: 'N' })!);
    expect(url.origin + url.pathname).toBe('https://id.example.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'id_token',
      scope: 'openid email profile',
      client_id: 'stillpoint-web',
      redirect_uri: 'https://app.example.com/auth/callback',
      state: 'S',
      nonce: 'N',
    });
  });

  it('is unavailable when the server has no provider', () => {
    expect(
      socialAuthorizationUrl({ ...config, enabled: false }, 'https://app.example.com', { state: 'S', nonce: 'N' }),
    ).toBeNull();
  });

  it('accepts the answer only with the state it sent', () => {
    sessionStorage.setItem('stillpoint.socialLogin', JSON.stringify({ state: 'S', nonce: 'N' }));
    expect(readSocialCallback('#id_token=aaaa.bbbb.cccc&state=S')).toEqual({ ok: true, idToken: 'aaaa.bbbb.cccc', nonce: 'N' });
    expect(readSocialCallback('#id_token=aaaa.bbbb.cccc&state=OTHER')).toEqual({ ok: false, reason: 'state' });
    expect(readSocialCallback('#error=access_denied&error_description=Denied')).toEqual({
      ok: false,
      reason: 'provider',
      detail: 'Denied',
    });
    sessionStorage.clear();
    expect(readSocialCallback('#id_token=aaaa.bbbb.cccc&state=S')).toEqual({ ok: false, reason: 'state' });
  });
});
