import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const AUDIENCE = 'clinic-registration';
const ISSUER = 'stillpoint';

/**
 * Signed clinic registration links: a JWT naming the clinic, with its own audience and a key derived from
 * the server secret, so it can never pass as an access token (nor an access token as a link). Links are
 * not stored: they work until they expire, and stop working when the clinic is deleted.
 */
export function createWeblinks(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('stillpoint:clinic-weblink').digest();
  return {
    sign(clinicId: number, expiresAt: Date): Promise<string> {
      return new SignJWT({ cid: clinicId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setAudience(AUDIENCE)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** The clinic id and expiry of a valid link; undefined for anything else. */
    async verify(token: string): Promise<{ clinicId: number; expiresAt: Date } | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE, issuer: ISSUER });
        const clinicId = Number(payload.cid);
        if (!Number.isInteger(clinicId) || clinicId <= 0 || !payload.exp) return undefined;
        return { clinicId, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return undefined;
      }
    },
  };
}

export type Weblinks = ReturnType<typeof createWeblinks>;
