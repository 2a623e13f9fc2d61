import { createSecretKey } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
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
}

const ISSUER = 'stillpoint';

export interface AccessTokenSigner {
  sign(auth: AuthContext): Promise<string>;
  verify(token: string): Promise<AuthContext>;
  ttlSeconds: number;
}

/** Short-lived HS256 JWT access tokens; the audience claim keeps admin and front sessions apart. */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokenSigner {
  // A KeyObject made once: handing jose raw bytes makes it import the key on every sign and verify.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    ttlSeconds,
    sign: (auth) =>
      new SignJWT({ role: auth.role, roleid: auth.roleid, cid: auth.clinicId, sid: auth.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(auth.userId))
        .setAudience(auth.audience)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        const audience = payload.aud;
        if ((audience !== 'admin' && audience !== 'front') || !ROLES.includes(payload.role as Role)) {
          throw new AppError('UNAUTHENTICATED');
        }
        return {
          userId: Number(payload.sub),
          role: payload.role as Role,
          roleid: Number(payload.roleid),
          clinicId: payload.cid == null ? null : Number(payload.cid),
          sessionId: Number(payload.sid),
          audience,
        };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
        if (error instanceof AppError) throw error;
        throw new AppError('UNAUTHENTICATED');
      }
    },
  };
}
