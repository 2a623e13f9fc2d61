import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR, STORAGE_KEYS, sessionUser, type SessionData } from '@stillpoint/contracts';
import { clearSession, getAccessToken, getRefreshToken, getSessionUser, readStoredUser, saveSession } from './session';

const session = (overrides: Partial<SessionData>): SessionData => ({
  userid: 1,
  role: 'patient',
  roleid: 5,
  fullName: 'Paul Patel',
  username: 'patient',
  email: 'patient@demo.stillpoint.test',
  avatar: '',
  clinicId: 1,
  clinicName: 'Harbor Clinic',
  accessToken: 'access',
  refreshToken: 'refresh-token-0123456789',
  expiresIn: 600,
  ...overrides,
});

describe('session storage', () => {
  it('stores a front login under userData, accessToken and refreshToken, with the default avatar', () => {
    expect(saveSession(session({}))).toBe('front');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-token-0123456789');
    const userData = JSON.parse(localStorage.getItem(STORAGE_KEYS.userData)!) as Record<string, unknown>;
    expect(userData).toEqual({
      userid: 1,
      role: 'patient',
      roleid: 5,
      fullName: 'Paul Patel',
      username: 'patient',
      email: 'patient@demo.stillpoint.test',
      avatar: DEFAULT_AVATAR,
      clinicId: 1,
      clinicName: 'Harbor Clinic',
    });
    expect(userData).not.toHaveProperty('accessToken');
    expect(localStorage.getItem(STORAGE_KEYS.adminData)).toBeNull();
  });

  it('stores admins and master admins in the admin family', () => {
    expect(saveSession(session({ role: 'masterAdmin', roleid: 0, clinicId: null, clinicName: null }))).toBe('admin');
    expect(localStorage.getItem(STORAGE_KEYS.adminAccessToken)).toBe('access');
    expect(getSessionUser('admin')?.role).toBe('masterAdmin');
    expect(getSessionUser('front')).toBeNull();
    expect(getAccessToken('front')).toBeNull();
  });

  it('ignores unreadable or foreign stored data', () => {
    localStorage.setItem(STORAGE_KEYS.userData, '{broken');
    expect(getSessionUser('front')).toBeNull();
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ role: 'admin', fullName: 'x' }));
    expect(getSessionUser('front')).toBeNull();
  });

  it('clears one family only', () => {
    saveSession(session({}));
    saveSession(session({ role: 'admin', roleid: 1, accessToken: 'admin-access' }));
    clearSession('front');
    expect(getSessionUser('front')).toBeNull();
    expect(getRefreshToken('front')).toBeNull();
    expect(getSessionUser('admin')?.role).toBe('admin');
    expect(getAccessToken('admin')).toBe('admin-access');
  });
});

describe('readStoredUser', () => {
  const user = {
    userid: 7,
    role: 'clinic',
    roleid: 2,
    fullName: 'Harbor Clinic',
    username: null,
    email: 'clinic@demo.stillpoint.test',
    avatar: DEFAULT_AVATAR,
    clinicId: 3,
    clinicName: null,
  };
  const samples: unknown[] = [
    user,
    { ...user, extra: 'left out' },
    { ...user, username: 'harbor', clinicName: 'Harbor' },
    { ...user, role: 'owner' },
    { ...user, userid: 1.5 },
    { ...user, userid: '7' },
    { ...user, clinicId: undefined },
    { ...user, email: null },
    Object.fromEntries(Object.entries(user).filter(([key]) => key !== 'avatar')),
    null,
    'user',
    [],
  ];

  it('accepts and refuses exactly what the contract schema of a session user does', () => {
    for (const sample of samples) {
      const parsed = sessionUser.safeParse(sample);
      expect(readStoredUser(sample), JSON.stringify(sample)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
