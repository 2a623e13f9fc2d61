import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import { ROLES, type Audience, type Role } from '@stillpoint/contracts';
import { AppError } from './app-error.js';

/** Who is calling, as the access token says. */
export interface AuthContext {
  userId: number;
  role: Role;
  roleid: number;
  clinicId: number | null;
  sessionId: number;
  audience: Audience;
  /**
   * The account's security version when the token was signed (users.security_version): the session guard
   * refuses the token once the account's version has moved on (decision 0014).
   */
  securityVersion: number;
}

/** The media pass cookie a response sets (decision 0015): a session's pass, or its removal at logout. */
export type MediaPassGrant = { audience: Audience; token: string; expiresAt: Date } | { audience: Audience; clear: true };

const ISSUER = 'stillpoint';
/** Audience of media passes (the cookie `<img>` and `<audio>` send to /api/media), per session family. */
const mediaAudience = (audience: Audience) => `media:${audience}`;

export interface AccessTokenSigner {
  sign(auth: AuthContext): Promise<string>;
  verify(token: string): Promise<AuthContext>;
  /**
   * A media pass: the same claims for the session as an access token, for the cookie that media requests
   * carry (an `<img>` cannot send a Bearer header). It lives as long as the session's refresh token, since
   * the session guard checks it on every request like an access token (decision 0015).
   */
  signMediaPass(auth: AuthContext, expiresAt: Date): Promise<string>;
  /** The caller a media pass names, or null when it is not a valid, unexpired pass of that family. */
  verifyMediaPass(token: string, audience: Audience): Promise<AuthContext | null>;
  ttlSeconds: number;
}

/** Short-lived HS256 JWT access tokens; the audience claim keeps admin and front sessions apart. */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokenSigner {
  // A KeyObject made once: handing jose raw bytes makes it import the key on every sign and verify.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    ttlSeconds,
    sign: (auth) => signClaims(auth, auth.audience).setExpirationTime(`${ttlSeconds}s`).sign(key),
    async verify(token) {
      try {
        const payload = await verifyClaims(key, token);
        const audience = payload.aud;
        if (audience !== 'admin' && audience !== 'front') throw new AppError('UNAUTHENTICATED');
        return toAuthContext(payload, audience);
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
        if (error instanceof AppError) throw error;
        throw new AppError('UNAUTHENTICATED');
      }
    },
    signMediaPass: (auth, expiresAt) =>
      signClaims(auth, mediaAudience(auth.audience))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    async verifyMediaPass(token, audience) {
      try {
        const payload = await verifyClaims(key, token, mediaAudience(audience));
        return toAuthContext(payload, audience);
      } catch {
        return null;
      }
    },
  };
}

function signClaims(auth: AuthContext, audience: string) {
  return new SignJWT({ role: auth.role, roleid: auth.roleid, cid: auth.clinicId, sid: auth.sessionId, sv: auth.securityVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(auth.userId))
    .setAudience(audience)
    .setIssuer(ISSUER)
    .setIssuedAt();
}

/**
 * Checks signature, issuer and expiry; a token without `exp` (or without the claims a session needs) is
 * refused: jose accepts a JWT without `exp` unless told that the claim is required.
 */
async function verifyClaims(key: KeyObject, token: string, audience?: string): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, key, {
    algorithms: ['HS256'],
    issuer: ISSUER,
    requiredClaims: ['exp', 'iat', 'sub', 'aud'],
    ...(audience ? { audience } : {}),
  });
  const valid =
    ROLES.includes(payload.role as Role) &&
    Number.isSafeInteger(Number(payload.sub)) &&
    Number.isSafeInteger(payload.sid) &&
    Number.isSafeInteger(payload.sv) &&
    Number.isSafeInteger(payload.roleid) &&
    (payload.cid === null || Number.isSafeInteger(payload.cid));
  if (!valid) throw new AppError('UNAUTHENTICATED');
  return payload;
}

function toAuthContext(payload: JWTPayload, audience: Audience): AuthContext {
  return {
    userId: Number(payload.sub),
    role: payload.role as Role,
    roleid: payload.roleid as number,
    clinicId: payload.cid == null ? null : (payload.cid as number),
    sessionId: payload.sid as number,
    audience,
    securityVersion: payload.sv as number,
  };
}
