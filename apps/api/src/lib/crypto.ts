import { createHash, randomBytes } from 'node:crypto';

/** An opaque, URL-safe secret (refresh tokens, one-time links). 32 bytes of entropy. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed: a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
