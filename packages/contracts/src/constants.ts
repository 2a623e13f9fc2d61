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
export const LATEST_NOTIFICATIONS_COUNT = 4;
export const DEFAULT_TOGGLE_VALUE = '1';
export const GROUPS_PER_PAGE = 9;

/** Default avatar when a user has none (served by the web app). */
export const DEFAULT_AVATAR = '/images/default-avatar.svg';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 120;
export const EMAIL_MAX = 254;
export const USERNAME_MAX = 40;
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
