import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { APP_MESSAGES } from '@stillpoint/contracts';
import { AppError } from '../../lib/app-error.js';

export interface OidcConfig {
  issuer: string;
  clientId: string;
  providerName: string;
}

export interface VerifiedIdentity {
  email: string;
  name: string | null;
}

export interface SocialVerifier {
  readonly enabled: boolean;
  readonly providerName: string | null;
  readonly clientId: string | null;
  authorizationEndpoint(): Promise<string | null>;
  verify(idToken: string, nonce?: string): Promise<VerifiedIdentity>;
}

/**
 * Verifies ID tokens from one OpenID Connect provider: signature against the provider's published keys
 * (discovered from the issuer), issuer, audience (our client id), expiry, nonce and a verified e-mail.
 */
export function createSocialVerifier(config: OidcConfig | null, fetchImpl: typeof fetch = fetch): SocialVerifier {
  if (!config) {
    return {
      enabled: false,
      providerName: null,
      clientId: null,
      authorizationEndpoint: async () => null,
      verify: async () => {
        throw new AppError('NOT_CONFIGURED', APP_MESSAGES.socialNotConfigured);
      },
    };
  }
  let discovery: Promise<{ jwks: ReturnType<typeof createRemoteJWKSet>; authorizationEndpoint: string }> | undefined;
  const discover = () =>
    (discovery ??= (async () => {
      const response = await fetchImpl(`${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
      if (!response.ok) throw new Error(`OIDC discovery failed with HTTP ${response.status}`);
      const document = (await response.json()) as { jwks_uri?: string; authorization_endpoint?: string };
      if (!document.jwks_uri || !document.authorization_endpoint) throw new Error('OIDC discovery document is incomplete');
      return { jwks: createRemoteJWKSet(new URL(document.jwks_uri)), authorizationEndpoint: document.authorization_endpoint };
    })().catch((error: unknown) => {
      discovery = undefined; // try again on the next call
      throw error;
    }));

  return {
    enabled: true,
    providerName: config.providerName,
    clientId: config.clientId,
    authorizationEndpoint: async () => (await discover()).authorizationEndpoint,
    async verify(idToken, nonce) {
      let payload: JWTPayload;
      try {
        const { jwks } = await discover();
        ({ payload } = await jwtVerify(idToken, jwks, { issuer: config.issuer, audience: config.clientId }));
      } catch {
        throw new AppError('UNAUTHENTICATED', APP_MESSAGES.socialInvalid);
      }
      if (payload.nonce !== undefined && payload.nonce !== nonce) throw new AppError('UNAUTHENTICATED', APP_MESSAGES.socialInvalid);
      const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
      if (!email || payload.email_verified !== true) throw new AppError('UNAUTHENTICATED', APP_MESSAGES.socialInvalid);
      return {
        email,
        name: typeof payload.name === 'string' ? payload.name : null,
      };
    },
  };
}
