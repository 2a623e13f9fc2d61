import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { APP_MESSAGES } from '@stillpoint/contracts';
import { fieldError } from './app-error.js';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { algorithm: 2 /* Argon2id (a const enum upstream) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes a password that is already stored or made by the server (seeds, tests). Every password a person
 * chooses goes through hashNewPassword instead (a test keeps it so).
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let common: ReadonlySet<string> | undefined;
/**
 * Passwords people choose most often, lower-case: zxcvbn-ts's list of about 49,000 (taken from breach
 * corpora), which NIST SP 800-63B asks services to refuse. Compared without regard to case, since
 * "Password1" is guessed as soon as "password1" is.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/**
 * The one way a password someone chose is stored (register, reset, invitation, account password change, an
 * administrator or a clinic creating or editing a person): refused with 422 on `field` when it is a common
 * password, else hashed.
 */
export async function hashNewPassword(password: string, field = 'password'): Promise<string> {
  if (isCommonPassword(password)) throw fieldError('VALIDATION', field, APP_MESSAGES.commonPassword);
  return hashPassword(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throwaway hash so an unknown account costs the same time as a known one
 * (no user enumeration by timing).
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('stillpoint-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
