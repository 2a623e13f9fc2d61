/** Business constants from spec section 9, named once. */
export const API_BASE = '/api/v3';
export const TOAST_AUTOCLOSE_MS = 2000;
export const TOKEN_TYPE = 'Bearer';

/** Browser storage keys the spec names (sections 3 and 9). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  adminAccessToken: 'adminAccessToken',
  adminRefreshToken: 'adminRefreshToken',
  userData: 'userData',
  adminData: 'adminData',
  moodValue: 'moodValue',
  layout: 'stillpoint.layout',
} as const;

/** Social sign-in refresh default when the provider gives no expiry (seconds). */
export const SOCIAL_REFRESH_DEFAULT_SECONDS = 215700;
// The spec's latest-notifications count (4), default toggle value ('1') and groups per page (9) come with
// the notifications and groups domains, which declare them where they are used.

/** Default avatar when a user has none (served by the web app). */
export const DEFAULT_AVATAR = '/images/default-avatar.svg';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 120;
export const EMAIL_MAX = 254;
export const USERNAME_MAX = 40;
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/** Avatars: the largest upload accepted, and the edge they are scaled down to (pixels). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_EDGE = 512;
/** Image types an avatar may have, sniffed from the bytes (never from the name). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Where stored media are served (below the API base path so the dev proxy carries them too). */
export const MEDIA_BASE = '/api/media';
/** Longest search text a list accepts. */
export const SEARCH_MAX = 100;
/** Most patients one assignment call may carry. */
export const ASSIGN_PATIENTS_MAX = 500;
/** A clinic registration web link lasts this many days unless asked otherwise (1 to 365). */
export const WEBLINK_DAYS_DEFAULT = 30;
