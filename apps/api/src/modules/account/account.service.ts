import { randomBytes } from 'node:crypto';
import {
  APP_MESSAGES,
  AVATAR_MAX_EDGE,
  DISPLAY_NAME_MESSAGES,
  MEDIA_BASE,
  effectiveKinds,
  type DisplayNameChoice,
  type NotificationSettings,
} from '@stillpoint/contracts';
import { keyFromMediaUrl, type Storage } from '../../adapters/storage/index.js';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { normaliseImage, sniffImageType } from '../../lib/images.js';
import { hashNewPassword, verifyPassword } from '../../lib/passwords.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { SessionGuard } from '../auth/session-guard.js';
import type { UploadAllowance } from '../media/upload-allowance.js';
import type { RequestMeta } from '../../lib/route.js';
import type { AuditService } from '../audit/audit.service.js';
import { presentAccountDetails } from '../auth/auth.presenter.js';
import type { AuthRepository } from '../auth/auth.repository.js';
import type { FeaturesService } from '../features/features.service.js';
import type { AccountRepository } from './account.repository.js';

/** What an account is notified of before it says otherwise (the table's column defaults, once more for reads). */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  email: true,
  push: true,
  sms: false,
  reminders: true,
  messages: true,
  appointments: true,
  community: true,
  productUpdates: false,
  kinds: effectiveKinds({}),
  reminderTime: null,
  timeZone: 'UTC',
};

export interface AccountServiceDeps {
  repo: AccountRepository;
  authRepo: AuthRepository;
  features: FeaturesService;
  storage: Storage;
  audit: AuditService;
  limiter: RateLimiter;
  /** Ends the account's other sessions after a password change. */
  guard: SessionGuard;
  /** The hourly upload rate (avatars count). */
  uploads: Pick<UploadAllowance, 'countRequest'>;
}

interface AccountUpdate {
  fullName?: string | undefined;
  username?: string | null | undefined;
  phone?: string | null | undefined;
  displayNameChoice?: DisplayNameChoice | undefined;
  displayName?: string | null | undefined;
  clinic?:
    | {
        name?: string | undefined;
        email?: string | null | undefined;
        phone?: string | null | undefined;
        address?: string | null | undefined;
        country?: string | null | undefined;
      }
    | undefined;
}

const defined = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

/** The signed-in account's self-service: details, update, avatar, password, notification settings. */
export function createAccountService(deps: AccountServiceDeps) {
  const { repo, authRepo, audit } = deps;

  async function details(userId: number) {
    const row = await authRepo.findUserById(userId);
    if (!row) throw notFound();
    return presentAccountDetails(row, await deps.features.effective(row.user));
  }

  return {
    details,

    /**
     * Name, username, phone and how peers see the person (decision 0010: `custom` needs a typed name, sent
     * now or kept from before); a clinic account may also change its clinic's details. Role, clinic,
     * approvals and e-mail are not part of the input (stripped if sent); `clinic` from anyone but a
     * clinic account is refused.
     */
    async update(auth: AuthContext, input: AccountUpdate, meta: RequestMeta) {
      if (input.clinic && (auth.role !== 'clinic' || auth.clinicId === null)) {
        throw fieldError('FORBIDDEN', 'clinic', 'Only a clinic account can change its clinic details');
      }
      if (input.username) {
        const owner = await authRepo.findUserByUsername(input.username);
        if (owner && owner.user.id !== auth.userId) throw fieldError('CONFLICT', 'username', APP_MESSAGES.usernameTaken);
      }
      if (input.displayNameChoice !== undefined || input.displayName !== undefined) {
        const current = await authRepo.findUserById(auth.userId);
        const choice = input.displayNameChoice ?? current?.user.displayNameChoice;
        const name = input.displayName !== undefined ? input.displayName : current?.user.displayName;
        if (choice === 'custom' && !name) throw fieldError('VALIDATION', 'displayName', DISPLAY_NAME_MESSAGES.required);
      }
      const profile = defined({
        fullName: input.fullName,
        username: input.username,
        phone: input.phone,
        displayNameChoice: input.displayNameChoice,
        displayName: input.displayName,
      });
      if (Object.keys(profile).length) await repo.updateProfile(auth.userId, profile);
      const clinic = input.clinic ? defined(input.clinic) : {};
      if (Object.keys(clinic).length) await repo.updateClinic(auth.clinicId!, clinic);
      await audit.record(
        {
          actorUserId: auth.userId,
          action: 'account.updated',
          targetType: 'user',
          targetId: auth.userId,
          clinicId: auth.clinicId,
          meta: { fields: Object.keys(profile), clinic: Object.keys(clinic) },
        },
        meta,
      );
      return details(auth.userId);
    },

    /** Needs the current password; every other session of the account ends (this one goes on). */
    async changePassword(auth: AuthContext, oldPassword: string, newPassword: string, meta: RequestMeta) {
      await deps.limiter.hit(`password-change:${auth.userId}`, 10, 3600);
      const row = await authRepo.findUserById(auth.userId);
      if (!row) throw notFound();
      if (!row.user.passwordHash || !(await verifyPassword(row.user.passwordHash, oldPassword))) {
        throw fieldError('VALIDATION', 'oldPassword', APP_MESSAGES.wrongPassword);
      }
      await authRepo.setPassword(auth.userId, await hashNewPassword(newPassword, 'newPassword'), false);
      await deps.guard.endOtherSessions(auth.userId, auth.sessionId, 'password_change');
      await audit.record(
        {
          actorUserId: auth.userId,
          action: 'account.password_changed',
          targetType: 'user',
          targetId: auth.userId,
          clinicId: auth.clinicId,
        },
        meta,
      );
    },

    async notificationSettings(userId: number): Promise<NotificationSettings> {
      const row = await repo.notificationSettings(userId);
      return row ? pickSettings(row) : { ...DEFAULT_NOTIFICATION_SETTINGS };
    },

    async updateNotificationSettings(auth: AuthContext, values: NotificationSettingsChange, meta: RequestMeta) {
      const { kinds, ...rest } = values;
      let storedKinds: SettingsRow['kinds'] | undefined;
      if (kinds) {
        // Kinds merge into what was chosen before: a change names only the kinds and channels it changes.
        storedKinds = { ...((await repo.notificationSettings(auth.userId))?.kinds ?? {}) };
        for (const [kind, channels] of Object.entries(kinds)) storedKinds[kind] = { ...storedKinds[kind], ...defined(channels ?? {}) };
      }
      const row = await repo.saveNotificationSettings(auth.userId, {
        ...defined(rest),
        ...(storedKinds ? { kinds: storedKinds } : {}),
        // A new reminder time or zone may remind again today.
        ...(rest.reminderTime !== undefined || rest.timeZone !== undefined ? { lastRemindedOn: null } : {}),
      });
      await audit.record(
        { actorUserId: auth.userId, action: 'account.notification_settings_updated', targetType: 'user', targetId: auth.userId },
        meta,
      );
      return pickSettings(row);
    },

    /** Counts an avatar upload against the person's hourly upload rate (429 past it). */
    countUpload: (auth: AuthContext) => deps.uploads.countRequest(auth),

    /**
     * The avatar: the type is sniffed from the bytes (415 unless PNG, JPEG, WebP or GIF), the image is
     * re-encoded in its own type (metadata stripped, scaled to fit 512 px) and stored under a new random
     * name; the old file is removed once the account points at the new one.
     */
    async uploadAvatar(auth: AuthContext, bytes: Uint8Array, meta: RequestMeta) {
      const type = sniffImageType(bytes);
      if (!type)
        throw new AppError('UNSUPPORTED_MEDIA', APP_MESSAGES.imageUnsupported, [
          { path: 'image', message: APP_MESSAGES.imageUnsupported },
        ]);
      let image;
      try {
        image = await normaliseImage(bytes, type, AVATAR_MAX_EDGE);
      } catch {
        throw new AppError('UNSUPPORTED_MEDIA', APP_MESSAGES.imageUnsupported, [
          { path: 'image', message: APP_MESSAGES.imageUnsupported },
        ]);
      }
      const row = await authRepo.findUserById(auth.userId);
      if (!row) throw notFound();
      const key = `avatars/${auth.userId}/${randomBytes(12).toString('hex')}.${image.extension}`;
      await deps.storage.put(key, image.data, image.contentType);
      const url = `${MEDIA_BASE}/${key}`;
      try {
        await repo.updateProfile(auth.userId, { avatarUrl: url });
      } catch (error) {
        await deps.storage.delete(key);
        throw error;
      }
      const previous = keyFromMediaUrl(row.user.avatarUrl);
      if (previous) await deps.storage.delete(previous);
      await audit.record(
        {
          actorUserId: auth.userId,
          action: 'account.avatar_uploaded',
          targetType: 'user',
          targetId: auth.userId,
          meta: { contentType: image.contentType, bytes: image.data.length },
        },
        meta,
      );
      return { avatar: url, contentType: image.contentType, width: image.width, height: image.height, bytes: image.data.length };
    },
  };
}

type SettingsRow = NonNullable<Awaited<ReturnType<AccountRepository['notificationSettings']>>>;
/** A change of the settings: any field, and per kind only the channels it names. */
type NotificationSettingsChange = Partial<Omit<NotificationSettings, 'kinds'>> & {
  kinds?: Partial<Record<string, Partial<Record<'email' | 'sms' | 'push', boolean>> | undefined>> | undefined;
};

function pickSettings(row: SettingsRow): NotificationSettings {
  const { email, push, sms, reminders, messages, appointments, community, productUpdates, reminderTime, timeZone } = row;
  return { email, push, sms, reminders, messages, appointments, community, productUpdates, kinds: effectiveKinds(row.kinds), reminderTime, timeZone };
}

export type AccountService = ReturnType<typeof createAccountService>;
