import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { DEFAULT_AVATAR, endpoints, MESSAGES } from '@stillpoint/contracts';
import { loginThrottle, refreshTokens, sessions, users } from '@stillpoint/db';
import { createClinic, createUser, createUserAndLogin, FACTORY_PASSWORD, lastMailTo, login, tokenFromMail } from '../../../test/factories.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/harness.js';
import { REFRESH_RETRY_GRACE_MS } from './auth.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('front login', () => {
  it('logs a patient in by e-mail with the session data and the welcome message', async () => {
    const clinic = await createClinic(t.db, 'Tide Clinic');
    const user = await createUser(t.db, 'patient', { clinicId: clinic.id });
    const { status, body } = await t.call(endpoints.frontLogin, { email: user.email.toUpperCase(), password: FACTORY_PASSWORD });
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    expect(body.message).toBe('You have successfully logged in as patient');
    expect(body.data).toMatchObject({
      userid: user.id,
      role: 'patient',
      roleid: 5,
      fullName: user.fullName,
      username: user.username,
      avatar: DEFAULT_AVATAR,
      clinicId: clinic.id,
      clinicName: 'Tide Clinic',
    });
    expect(body.data!.accessToken.split('.')).toHaveLength(3);
    expect(body.data!.refreshToken.length).toBeGreaterThan(30);
  });

  it('matches an identifier that is not an e-mail as a username, sent as email or username', async () => {
    const user = await createUser(t.db, 'personal', { username: `Sam_${Date.now()}` });
    const asEmailField = await t.call(endpoints.frontLogin, { email: user.username!.toLowerCase(), password: FACTORY_PASSWORD });
    expect(asEmailField.status).toBe(200);
    expect(asEmailField.body.message).toBe('You have successfully logged in as personal user');
    const asUsernameField = await t.call(endpoints.frontLogin, { username: user.username!, password: FACTORY_PASSWORD });
    expect(asUsernameField.body.data?.role).toBe('frontuser');
  });

  it.each([
    ['business', 'business user'],
    ['employee', 'employee'],
    ['clinic', 'clinic'],
  ] as const)('names the role of a %s in the welcome message', async (kind, roleName) => {
    const user = await createUser(t.db, kind);
    const { body } = await t.call(endpoints.frontLogin, { email: user.email, password: FACTORY_PASSWORD });
    expect(body.message).toBe(`You have successfully logged in as ${roleName}`);
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    const user = await createUser(t.db, 'patient');
    const wrong = await t.call(endpoints.frontLogin, { email: user.email, password: 'not-the-password' });
    const unknown = await t.call(endpoints.frontLogin, { email: `nobody-${Date.now()}@x.test`, password: 'not-the-password' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ status: false, message: MESSAGES.loginFailed, code: 'INVALID_CREDENTIALS' });
    }
  });

  it('keeps the session families apart: admins cannot use the front login, nor front users the admin login', async () => {
    const admin = await createUser(t.db, 'admin');
    const patient = await createUser(t.db, 'patient');
    expect((await t.call(endpoints.frontLogin, { email: admin.email, password: FACTORY_PASSWORD })).status).toBe(401);
    expect((await t.call(endpoints.adminLogin, { email: patient.email, password: FACTORY_PASSWORD })).status).toBe(401);
    const ok = await t.call(endpoints.adminLogin, { email: admin.email, password: FACTORY_PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('You have successfully logged in as admin');
  });

  it('welcomes a master admin (role id 0) as "master admin" (docs/decisions/0003)', async () => {
    const master = await createUser(t.db, 'masterAdmin');
    const ok = await t.call(endpoints.adminLogin, { email: master.email, password: FACTORY_PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('You have successfully logged in as master admin');
  });

  it('refuses an unconfirmed e-mail and an unapproved account only after the password matched', async () => {
    const unverified = await createUser(t.db, 'personal', { verified: false });
    const response = await t.call(endpoints.frontLogin, { email: unverified.email, password: FACTORY_PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('EMAIL_NOT_CONFIRMED');
    const wrong = await t.call(endpoints.frontLogin, { email: unverified.email, password: 'wrong-password' });
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    const pending = await createUser(t.db, 'patient', { approved: false });
    expect((await t.call(endpoints.frontLogin, { email: pending.email, password: FACTORY_PASSWORD })).body.code).toBe('NOT_APPROVED');
  });

  it('validates the body: 422 with the field at fault', async () => {
    const { status, body } = await t.call(endpoints.frontLogin, { password: '' });
    expect(status).toBe(422);
    expect(body.code).toBe('VALIDATION');
    expect(body.errors?.map((e) => e.path).sort()).toEqual(['email', 'password']);
  });

  it('accepts a form-encoded body, as the spec sends login as a form', async () => {
    const user = await createUser(t.db, 'patient');
    const response = await t.app.inject({
      method: 'POST',
      url: endpoints.frontLogin.url,
      payload: `email=${encodeURIComponent(user.email)}&password=${FACTORY_PASSWORD}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('login throttling', () => {
  it('delays an account after three failures, without revealing whether it exists', async () => {
    for (const email of [(await createUser(t.db, 'patient')).email, `ghost-${Date.now()}@x.test`]) {
      for (let i = 0; i < 3; i++) {
        expect((await t.call(endpoints.frontLogin, { email, password: 'wrong-password' })).status).toBe(401);
      }
      const throttled = await t.call(endpoints.frontLogin, { email, password: FACTORY_PASSWORD });
      expect(throttled.status).toBe(429);
      expect(throttled.body.code).toBe('THROTTLED');
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('locks an account after ten failures, even with the right password', async () => {
    const user = await createUser(t.db, 'patient');
    await t.db.insert(loginThrottle).values({
      key: `acct:${user.id}`,
      failures: 10,
      lastFailureAt: new Date(),
      lockedUntil: new Date(Date.now() + 900_000),
    });
    const locked = await t.call(endpoints.frontLogin, { email: user.email, password: FACTORY_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('LOCKED');
  });

  it('clears the account counter on success', async () => {
    const user = await createUser(t.db, 'patient');
    await t.call(endpoints.frontLogin, { email: user.email, password: 'wrong-password' });
    await login(t, user);
    expect(await t.db.select().from(loginThrottle).where(eq(loginThrottle.key, `acct:${user.id}`))).toEqual([]);
  });
});

describe('refresh tokens', () => {
  it('rotates on every use and revokes the whole family when an old token comes back', async () => {
    const { session } = await createUserAndLogin(t, 'patient');
    const first = await t.call(endpoints.frontRefresh, { refreshToken: session.refreshToken });
    expect(first.status).toBe(200);
    const next = first.body.data!;
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect((await t.call(endpoints.frontAccountDetails, {}, next.accessToken)).status).toBe(200);

    const third = await t.call(endpoints.frontRefresh, { refreshToken: next.refreshToken });
    expect(third.status).toBe(200);

    // The first token again, after its successor was used: someone holds a copy.
    const replay = await t.call(endpoints.frontRefresh, { refreshToken: session.refreshToken });
    expect(replay.status).toBe(401);
    // The thief's replay ended the family: the legitimate newest token is dead too.
    expect((await t.call(endpoints.frontRefresh, { refreshToken: third.body.data!.refreshToken })).status).toBe(401);
  });

  it('exchanges again a token whose answer was lost (a reload mid-refresh), once, and catches its copy later', async () => {
    const { session } = await createUserAndLogin(t, 'patient');
    const lost = await t.call(endpoints.frontRefresh, { refreshToken: session.refreshToken });
    expect(lost.status).toBe(200);
    // The page reloaded before it stored the answer: it still holds the first token.
    const retried = await t.call(endpoints.frontRefresh, { refreshToken: session.refreshToken });
    expect(retried.status).toBe(200);
    const kept = retried.body.data!;
    expect(kept.refreshToken).not.toBe(lost.body.data!.refreshToken);
    expect((await t.call(endpoints.frontAccountDetails, {}, kept.accessToken)).status).toBe(200);
    const onward = await t.call(endpoints.frontRefresh, { refreshToken: kept.refreshToken });
    expect(onward.status).toBe(200);

    // The lost answer's token turning up later is a copy: the whole family ends.
    expect((await t.call(endpoints.frontRefresh, { refreshToken: lost.body.data!.refreshToken })).status).toBe(401);
    expect((await t.call(endpoints.frontRefresh, { refreshToken: onward.body.data!.refreshToken })).status).toBe(401);
  });

  it('exchanges a rotated token again only once, and never after the grace time', async () => {
    const twice = await createUserAndLogin(t, 'patient');
    expect((await t.call(endpoints.frontRefresh, { refreshToken: twice.session.refreshToken })).status).toBe(200);
    expect((await t.call(endpoints.frontRefresh, { refreshToken: twice.session.refreshToken })).status).toBe(200);
    // A third presentation: the retry's successor is unused, but the first successor counts as spent.
    expect((await t.call(endpoints.frontRefresh, { refreshToken: twice.session.refreshToken })).status).toBe(401);

    const late = await createUserAndLogin(t, 'patient');
    const rotated = await t.call(endpoints.frontRefresh, { refreshToken: late.session.refreshToken });
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, late.user.id));
    await t.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - REFRESH_RETRY_GRACE_MS - 1000) })
      .where(and(eq(refreshTokens.sessionId, session!.id), isNotNull(refreshTokens.usedAt)));
    expect((await t.call(endpoints.frontRefresh, { refreshToken: late.session.refreshToken })).status).toBe(401);
    expect((await t.call(endpoints.frontRefresh, { refreshToken: rotated.body.data!.refreshToken })).status).toBe(401);
    const [ended] = await t.db.select().from(sessions).where(eq(sessions.id, session!.id));
    expect(ended!.revokedReason).toBe('reuse');
  });

  it('keeps admin and front refresh tokens apart', async () => {
    const { session } = await createUserAndLogin(t, 'admin');
    expect((await t.call(endpoints.frontRefresh, { refreshToken: session.refreshToken })).status).toBe(401);
    expect((await t.call(endpoints.adminRefresh, { refreshToken: session.refreshToken })).status).toBe(200);
  });

  it('ends the session on logout', async () => {
    const { session, user } = await createUserAndLogin(t, 'employee');
    expect((await t.call(endpoints.frontLogout, { refreshToken: session.refreshToken })).status).toBe(200);
    expect((await t.call(endpoints.frontRefresh, { refreshToken: session.refreshToken })).status).toBe(401);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.revokedReason).toBe('logout');
  });
});

describe('access tokens', () => {
  it('answers 401 TOKEN_EXPIRED to an expired token and 401 to a forged one', async () => {
    const user = await createUser(t.db, 'patient');
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const claims = { role: 'patient', roleid: 5, cid: user.clinicId, sid: 1 };
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setAudience('front')
      .setIssuer('stillpoint')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const expiredResponse = await t.call(endpoints.frontAccountDetails, {}, expired);
    expect(expiredResponse.status).toBe(401);
    expect(expiredResponse.body.code).toBe('TOKEN_EXPIRED');
    const forged = await new SignJWT({ ...claims, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setAudience('admin')
      .setIssuer('stillpoint')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await t.call(endpoints.adminAccountDetails, {}, forged)).status).toBe(401);
  });
});

describe('password reset', () => {
  it('sends a single-use link that sets a new password and ends every session', async () => {
    const { user, session } = await createUserAndLogin(t, 'patient');
    const response = await t.call(endpoints.forgotPassword, { email: user.email });
    expect(response.status).toBe(200);
    const mail = await lastMailTo(t.db, user.email);
    expect(mail?.subject).toBe('Reset your Stillpoint password');
    expect(mail?.textBody).toContain('http://stillpoint.test/reset-password?token=');
    const token = tokenFromMail(mail!.textBody);

    const reset = await t.call(endpoints.resetPassword, { token, password: 'A-brand-new-pass' });
    expect(reset.status).toBe(200);
    expect((await t.call(endpoints.resetPassword, { token, password: 'Another-new-pass' })).status).toBe(404);
    expect((await t.call(endpoints.frontRefresh, { refreshToken: session.refreshToken })).status).toBe(401);
    expect((await t.call(endpoints.frontLogin, { email: user.email, password: 'A-brand-new-pass' })).status).toBe(200);
  });

  it('answers an unknown e-mail the same and sends nothing', async () => {
    const email = `unknown-${Date.now()}@x.test`;
    const response = await t.call(endpoints.forgotPassword, { email });
    expect(response.status).toBe(200);
    expect(await lastMailTo(t.db, email)).toBeUndefined();
  });

  it('refuses an invalid token with the field at fault', async () => {
    const response = await t.call(endpoints.resetPassword, { token: 'x'.repeat(43), password: 'A-brand-new-pass' });
    expect(response.status).toBe(404);
    expect(response.body.errors?.[0]?.path).toBe('token');
  });
});

describe('registration and confirmation', () => {
  it('registers a personal user who confirms the e-mail and then logs in', async () => {
    const email = `new-${Date.now()}@person.test`;
    const registered = await t.call(endpoints.register, {
      fullName: 'Nova Person',
      email,
      password: 'Long-enough-1',
      roleid: 4,
      acceptTerms: true,
    });
    expect(registered.status).toBe(201);
    expect((await t.call(endpoints.frontLogin, { email, password: 'Long-enough-1' })).body.code).toBe('EMAIL_NOT_CONFIRMED');
    expect((await t.call(endpoints.checkEmailAvailability, { email })).body.data).toEqual({ available: false });

    await t.call(endpoints.sendConfirmationAgain, { email });
    const token = tokenFromMail((await lastMailTo(t.db, email))!.textBody);
    expect((await t.call(endpoints.confirmEmail, { token })).status).toBe(200);
    const logged = await t.call(endpoints.frontLogin, { email, password: 'Long-enough-1' });
    expect(logged.body.message).toBe('You have successfully logged in as business user');
  });

  it('refuses a taken e-mail with 409 on the email field, and roles other than 3 and 4', async () => {
    const existing = await createUser(t.db, 'personal');
    const taken = await t.call(endpoints.register, {
      fullName: 'X',
      email: existing.email,
      password: 'Long-enough-1',
      roleid: 3,
      acceptTerms: true,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.[0]?.path).toBe('email');
    const admin = await t.call(endpoints.register, { fullName: 'X', email: 'y@z.test', password: 'Long-enough-1', roleid: 1, acceptTerms: true });
    expect(admin.status).toBe(422);
    expect(admin.body.errors?.[0]?.path).toBe('roleid');
  });

  it('registers a clinic with its clinic account, listed in all_clinics', async () => {
    const email = `owner-${Date.now()}@clinic.test`;
    const response = await t.call(endpoints.clinicRegister, {
      clinicName: 'Willow Practice',
      fullName: 'Wren Owner',
      email,
      password: 'Long-enough-1',
      acceptTerms: true,
    });
    expect(response.status).toBe(201);
    const [owner] = await t.db.select().from(users).where(eq(users.email, email));
    expect(owner).toMatchObject({ role: 'clinic', roleid: 2 });
    const clinics = await t.call(endpoints.allClinics);
    expect(clinics.body.data).toContainEqual({ id: owner!.clinicId, name: 'Willow Practice' });
  });
});

describe('upgrade', () => {
  it('turns a personal development user into a business user with a new session', async () => {
    const { session } = await createUserAndLogin(t, 'personal');
    const response = await t.call(endpoints.upgrade, {}, session.accessToken);
    expect(response.status).toBe(200);
    expect(response.body.data?.roleid).toBe(4);
    expect((await t.call(endpoints.frontRefresh, { refreshToken: session.refreshToken })).status).toBe(401);
    expect((await t.call(endpoints.upgrade, {}, response.body.data!.accessToken)).status).toBe(409);
  });
});
