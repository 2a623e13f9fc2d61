import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@stillpoint/contracts';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

/** A real OpenID Connect provider on 127.0.0.1: discovery document and JWKS over HTTP. */
let provider: Server;
let issuer: string;
let providerKey: CryptoKey;
let t: TestApp;
const CLIENT_ID = 'stillpoint-test-client';

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  providerKey = privateKey;
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  provider = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/.well-known/openid-configuration') {
      response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks`, authorization_endpoint: `${issuer}/authorize` }));
    } else if (request.url === '/jwks') {
      response.end(JSON.stringify({ keys: [jwk] }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_PROVIDER_NAME: 'Test ID' } });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

function idToken(claims: Record<string, unknown>, key: CryptoKey = providerKey, audience = CLIENT_ID) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject('provider-user-1')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

describe('social login', () => {
  it('publishes where to sign in', async () => {
    const config = await t.call(endpoints.socialLoginConfig);
    expect(config.body.data).toEqual({ enabled: true, providerName: 'Test ID', authorizationEndpoint: `${issuer}/authorize`, clientId: CLIENT_ID });
  });

  it('signs in an existing user with a verified ID token', async () => {
    const user = await createUser(t.db, 'patient');
    const token = await idToken({ email: user.email, email_verified: true, nonce: 'n-1' });
    const response = await t.call(endpoints.socialLogin, { idToken: token, nonce: 'n-1' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ userid: user.id, role: 'patient' });
    expect(response.body.message).toBe('You have successfully logged in as patient');
  });

  it('creates a personal user for a new verified e-mail', async () => {
    const email = `social-${Date.now()}@id.test`;
    const response = await t.call(endpoints.socialLogin, { idToken: await idToken({ email, email_verified: true, name: 'Ola Social' }) });
    expect(response.body.data).toMatchObject({ email, role: 'frontuser', roleid: 3, fullName: 'Ola Social' });
  });

  it('never trusts a bare e-mail, a foreign signature, another audience, an unverified e-mail or a wrong nonce', async () => {
    const user = await createUser(t.db, 'patient');
    const { privateKey: strangerKey } = await generateKeyPair('RS256');
    const attempts = [
      { idToken: 'not-a-token-at-all-xxxxxxxx', email: user.email },
      { idToken: await idToken({ email: user.email, email_verified: true }, strangerKey) },
      { idToken: await idToken({ email: user.email, email_verified: true }, providerKey, 'another-client') },
      { idToken: await idToken({ email: user.email, email_verified: false }) },
      { idToken: await idToken({ email: user.email, email_verified: true, nonce: 'expected' }), nonce: 'other' },
    ];
    for (const body of attempts) {
      const response = await t.call(endpoints.socialLogin, body);
      expect(response.status).toBe(401);
      expect(response.body.data).toBeUndefined();
    }
  });

  it('answers a clear error when no provider is configured', async () => {
    const bare = await createTestApp();
    try {
      expect((await bare.call(endpoints.socialLoginConfig)).body.data?.enabled).toBe(false);
      const response = await bare.call(endpoints.socialLogin, { idToken: 'x'.repeat(40) });
      expect(response.status).toBe(501);
      expect(response.body).toMatchObject({ code: 'NOT_CONFIGURED', message: 'Social sign-in is not configured on this server' });
    } finally {
      await bare.close();
    }
  });
});
