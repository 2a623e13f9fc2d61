import { describe, expect, it } from 'vitest';
import { allowedReturnPath, loginPathAfterExpiry, loginPathReturningTo, pathAfterLogin, sameOriginPath } from './return-path';

describe('sameOriginPath', () => {
  it.each([
    ['/patient/discovery/meditation/5', '/patient/discovery/meditation/5'],
    ['/patient/discovery/class/3?lesson=2#content-7', '/patient/discovery/class/3?lesson=2#content-7'],
    ['/administration/users', '/administration/users'],
    ['/patient/../clinic/patients', '/clinic/patients'],
  ])('keeps the path of this site %j', (candidate, expected) => {
    expect(sameOriginPath(candidate)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/patient/discovery'],
    ['a protocol-relative URL', '//evil.example/patient'],
    ['a backslash host', '/\\evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['a backslash inside', '/patient\\..\\evil'],
    ['an encoded double slash', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: after a slash', '/javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a tab inside', '/\t/evil.example'],
    ['a line break', '/patient\n/evil'],
    ['a relative path', 'patient/discovery'],
    ['the login page', '/login'],
    ['the admin login page', '/administration/login?next=/administration/users'],
    ['an empty string', ''],
    ['a very long path', `/patient/${'a'.repeat(2100)}`],
    ['not a string', { pathname: '/patient' }],
    ['broken percent-encoding', '/patient/%E0%A4%A'],
  ])('refuses %s', (_case, candidate) => {
    expect(sameOriginPath(candidate)).toBeNull();
  });
});

describe('where a person goes after signing in', () => {
  it('returns to a page of the area their role may open', () => {
    expect(pathAfterLogin('/patient/discovery/meditation/5', 'patient')).toBe('/patient/discovery/meditation/5');
    expect(pathAfterLogin('/administration/users?tab=all', 'masterAdmin')).toBe('/administration/users?tab=all');
    expect(pathAfterLogin('/frontuser/discovery', 'frontuser')).toBe('/frontuser/discovery');
  });

  it('sends them to their landing route for a page of another area, a public page or anything unsafe', () => {
    expect(allowedReturnPath('/clinic/patients', 'patient')).toBeNull();
    expect(pathAfterLogin('/clinic/patients', 'patient')).toBe('/patient/discovery');
    expect(pathAfterLogin('/administration/users', 'employee')).toBe('/employee/discovery');
    expect(pathAfterLogin('/patient/discovery', 'admin')).toBe('/administration/dashboard');
    expect(pathAfterLogin('/terms', 'clinic')).toBe('/clinic/discovery');
    expect(pathAfterLogin('//evil.example/patient/discovery', 'patient')).toBe('/patient/discovery');
    expect(pathAfterLogin(null, 'frontuser')).toBe('/frontuser/AImeditations');
  });
});

describe('loginPathReturningTo', () => {
  it('puts the page in ?next= of the family’s login page', () => {
    expect(loginPathReturningTo('front', '/patient/discovery/meditation/5')).toBe('/login?next=%2Fpatient%2Fdiscovery%2Fmeditation%2F5');
    expect(loginPathReturningTo('admin', '/administration/users')).toBe('/administration/login?next=%2Fadministration%2Fusers');
  });
  it('leaves it out when there is nothing safe to return to', () => {
    expect(loginPathReturningTo('front', 'https://evil.example')).toBe('/login');
    expect(loginPathReturningTo('front', '/login')).toBe('/login');
    expect(loginPathReturningTo('admin', undefined)).toBe('/administration/login');
  });
});

describe('loginPathAfterExpiry', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
  it('keeps the page the person was on when it belongs to the expired session’s family', () => {
    expect(loginPathAfterExpiry('front', at('/patient/tasks', '?filter=recent'))).toBe('/login?next=%2Fpatient%2Ftasks%3Ffilter%3Drecent');
    expect(loginPathAfterExpiry('admin', at('/administration/users'))).toBe('/administration/login?next=%2Fadministration%2Fusers');
  });
  it('does not for a public page or the other family’s area', () => {
    expect(loginPathAfterExpiry('front', at('/terms'))).toBe('/login');
    expect(loginPathAfterExpiry('front', at('/administration/users'))).toBe('/login');
    expect(loginPathAfterExpiry('admin', at('/clinic/patients'))).toBe('/administration/login');
  });
});
