import { APP_MESSAGES, type Role } from '@stillpoint/contracts';
import type { Config } from '../../config/env.js';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError } from '../../lib/app-error.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { MediaRepository } from './media.repository.js';

const MB = 1024 * 1024;
const HOUR = 3600;

export type UploadQuotaConfig = Pick<
  Config,
  | 'UPLOAD_QUOTA_MB_PATIENT'
  | 'UPLOAD_QUOTA_MB_FRONTUSER'
  | 'UPLOAD_QUOTA_MB_EMPLOYEE'
  | 'UPLOAD_QUOTA_MB_CLINIC'
  | 'UPLOAD_QUOTA_MB_ADMIN'
  | 'UPLOADS_PER_HOUR'
  | 'UPLOADS_PER_HOUR_STAFF'
>;

/** The quota of each role in MB (0: no limit), from the environment. */
function quotaMb(config: UploadQuotaConfig, role: Role): number {
  switch (role) {
    case 'patient':
      return config.UPLOAD_QUOTA_MB_PATIENT;
    case 'frontuser':
      return config.UPLOAD_QUOTA_MB_FRONTUSER;
    case 'employee':
      return config.UPLOAD_QUOTA_MB_EMPLOYEE;
    case 'clinic':
      return config.UPLOAD_QUOTA_MB_CLINIC;
    case 'admin':
    case 'masterAdmin':
      return config.UPLOAD_QUOTA_MB_ADMIN;
  }
}

/**
 * What one person may still upload (decision 0014): a number of upload requests per hour (429 past it,
 * counted through the rate limiter, so across instances with Redis; more for clinic staff, who build
 * libraries, than for patients and personal users) and a storage quota by role (the bytes of the files they
 * keep; 413 past it). Administrators are not rate limited. Everything a person has
 * stored counts, generated speech of their assistant conversations included (it goes with the
 * conversation). Two uploads racing each other may pass the quota by one file: the hourly rate bounds that.
 */
export function createUploadAllowance(deps: {
  repo: Pick<MediaRepository, 'bytesStoredBy'>;
  limiter: RateLimiter;
  config: UploadQuotaConfig;
}) {
  /** Counts an upload request: 429 past the hourly rate (administrators are not counted). */
  async function countRequest(auth: Pick<AuthContext, 'userId' | 'role'>): Promise<void> {
    if (auth.role === 'admin' || auth.role === 'masterAdmin') return;
    const staff = auth.role === 'clinic' || auth.role === 'employee';
    const perHour = staff ? deps.config.UPLOADS_PER_HOUR_STAFF : deps.config.UPLOADS_PER_HOUR;
    await deps.limiter.hit(`upload:${auth.userId}`, perHour, HOUR, APP_MESSAGES.uploadRateExceeded);
  }

  return {
    countRequest,
    /** Counts an upload request and answers the bytes the person may still store (Infinity: no limit; 413 when none). */
    async open(auth: Pick<AuthContext, 'userId' | 'role'>): Promise<number> {
      await countRequest(auth);
      const quota = quotaMb(deps.config, auth.role) * MB;
      if (quota === 0) return Number.POSITIVE_INFINITY;
      const left = quota - (await deps.repo.bytesStoredBy(auth.userId));
      if (left <= 0) throw new AppError('TOO_LARGE', APP_MESSAGES.uploadQuotaExceeded);
      return left;
    },
  };
}

export type UploadAllowance = ReturnType<typeof createUploadAllowance>;
