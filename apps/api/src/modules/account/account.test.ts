import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MESSAGES, AVATAR_MAX_BYTES, endpoints, MEDIA_BASE, MESSAGES } from '@stillpoint/contracts';
import { clinics, users } from '@stillpoint/db';
import {
  auditEventsFor,
  createClinicTeam,
  createUser,
  createUserAndLogin,
  FACTORY_PASSWORD,
  login,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every file under the app's media folder (relative paths). */
function mediaFiles(): string[] {
  const root = path.join(t.dataDir, 'media');
  if (!existsSync(root)) return [];
  return (
    readdirSync(root, { recursive: true, withFileTypes: true }) as Array<{ isFile(): boolean; parentPath: string; name: string }>
  )
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#7c5cff' } })
    .png()
    .toBuffer();

describe('account details', () => {
  it('answers the account for both session families, with its effective features', async () => {
    const patient = await createUserAndLogin(t, 'patient', { fullName: 'Pia Patient' });
    const front = await t.call(endpoints.frontAccountDetails, {}, patient.session.accessToken);
    expect(front.body.data).toMatchObject({
      userid: patient.user.id,
      role: 'patient',
      roleName: 'Patient',
      fullName: 'Pia Patient',
      featureKind: 'patient',
      phone: null,
    });
    expect(Object.keys(front.body.data!.features)).toContain('discovery');
    const adminUser = await createUserAndLogin(t, 'admin');
    const admin = await t.call(endpoints.adminAccountDetails, {}, adminUser.session.accessToken);
    expect(admin.body.data).toMatchObject({ role: 'admin', featureKind: null, features: {} });
  });
});

describe('account update', () => {
  it('changes name, username and phone with the spec message; privileged fields are ignored', async () => {
    const team = await createClinicTeam(t);
    const session = await login(t, team.patient);
    const response = await t.call(
      endpoints.frontAccountUpdate,
      {
        fullName: 'New Me',
        username: `me_${Date.now()}`,
        phone: '+1 555 0123',
        role: 'admin',
        roleid: 1,
        clinicId: 99,
        email: 'other@x.test',
        confirmedByAdmin: false,
      } as never,
      session.accessToken,
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(MESSAGES.accountDetailsUpdated);
    expect(response.body.data).toMatchObject({
      fullName: 'New Me',
      phone: '+1 555 0123',
      role: 'patient',
      roleid: 5,
      clinicId: team.clinic.id,
      email: team.patient.email,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, team.patient.id));
    expect(row).toMatchObject({
      role: 'patient',
      roleid: 5,
      clinicId: team.clinic.id,
      email: team.patient.email,
      confirmedByAdmin: true,
    });
    expect(await auditEventsFor(t.db, 'account.updated', team.patient.id)).toHaveLength(1);
  });

  it("refuses clinic details from anyone but a clinic account, which may change its clinic's", async () => {
    const team = await createClinicTeam(t);
    const patient = await login(t, team.patient);
    const refused = await t.call(endpoints.frontAccountUpdate, { clinic: { name: 'Hijacked' } }, patient.accessToken);
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.[0]?.path).toBe('clinic');
    const accepted = await t.call(
      endpoints.frontAccountUpdate,
      { clinic: { name: 'Renamed Clinic', address: '2 Elm Row' } },
      team.token,
    );
    expect(accepted.body.data!.clinicName).toBe('Renamed Clinic');
    const [clinic] = await t.db.select().from(clinics).where(eq(clinics.id, team.clinic.id));
    expect(clinic).toMatchObject({ name: 'Renamed Clinic', address: '2 Elm Row' });
  });

  it("gives a clinic account its clinic's e-mail, phone and address, which only it may change", async () => {
    const team = await createClinicTeam(t);
    await t.db
      .update(clinics)
      .set({ email: 'desk@harbor.test', phone: '+44 20 7946 0000', address: '1 Quay St' })
      .where(eq(clinics.id, team.clinic.id));
    const mine = await t.call(endpoints.frontAccountDetails, {}, team.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data!.clinic).toEqual({
      id: team.clinic.id,
      name: team.clinic.name,
      email: 'desk@harbor.test',
      phone: '+44 20 7946 0000',
      address: '1 Quay St',
      country: null,
    });

    const updated = await t.call(
      endpoints.frontAccountUpdate,
      { clinic: { email: 'hello@harbor.test', phone: '+44 20 7946 0001', address: null } },
      team.token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data!.clinic).toMatchObject({ email: 'hello@harbor.test', phone: '+44 20 7946 0001', address: null });
    const [stored] = await t.db.select().from(clinics).where(eq(clinics.id, team.clinic.id));
    expect(stored).toMatchObject({ email: 'hello@harbor.test', phone: '+44 20 7946 0001', address: null });

    // The clinic's employees and patients neither read nor change the clinic's details.
    for (const person of [team.employee, team.patient]) {
      const session = await login(t, person);
      const details = await t.call(endpoints.frontAccountDetails, {}, session.accessToken);
      expect(details.body.data!.clinic).toBeNull();
      const refused = await t.call(endpoints.frontAccountUpdate, { clinic: { email: 'evil@example.test' } }, session.accessToken);
      expect(refused.status).toBe(403);
      expect(refused.body.errors?.[0]?.path).toBe('clinic');
    }
    const [unchanged] = await t.db.select().from(clinics).where(eq(clinics.id, team.clinic.id));
    expect(unchanged!.email).toBe('hello@harbor.test');

    const bad = await t.call(endpoints.frontAccountUpdate, { clinic: { email: 'not-an-email' } }, team.token);
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]?.path).toBe('clinic.email');

    const admin = await createUserAndLogin(t, 'admin');
    const adminDetails = await t.call(endpoints.adminAccountDetails, {}, admin.session.accessToken);
    expect(adminDetails.body.data!.clinic).toBeNull();
  });

  it('refuses a taken username (409) and bad input (422 with the field)', async () => {
    const other = await createUser(t.db, 'personal');
    const me = await createUserAndLogin(t, 'personal');
    const taken = await t.call(endpoints.frontAccountUpdate, { username: other.username! }, me.session.accessToken);
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.[0]?.path).toBe('username');
    const bad = await t.call(endpoints.frontAccountUpdate, { phone: 'call me' }, me.session.accessToken);
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]?.path).toBe('phone');
    const admin = await createUserAndLogin(t, 'admin');
    const adminUpdate = await t.call(endpoints.adminAccountUpdate, { fullName: 'Ada Renamed' }, admin.session.accessToken);
    expect(adminUpdate.body.data!.fullName).toBe('Ada Renamed');
  });
});

describe('password change', () => {
  it('needs the current password and ends every other session of the account', async () => {
    const user = await createUser(t.db, 'employee');
    const here = await login(t, user);
    const elsewhere = await login(t, user);
    const wrong = await t.call(
      endpoints.frontAccountPassword,
      { oldPassword: 'not-it', newPassword: 'Brand-new-pass-1' },
      here.accessToken,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([{ path: 'oldPassword', message: APP_MESSAGES.wrongPassword }]);
    const short = await t.call(
      endpoints.frontAccountPassword,
      { oldPassword: FACTORY_PASSWORD, newPassword: 'short' },
      here.accessToken,
    );
    expect(short.status).toBe(422);
    expect(short.body.errors?.[0]?.path).toBe('newPassword');
    const changed = await t.call(
      endpoints.frontAccountPassword,
      { oldPassword: FACTORY_PASSWORD, newPassword: 'Brand-new-pass-1' },
      here.accessToken,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(APP_MESSAGES.passwordChanged);
    expect((await t.call(endpoints.frontRefresh, { refreshToken: elsewhere.refreshToken })).status).toBe(401);
    expect((await t.call(endpoints.frontRefresh, { refreshToken: here.refreshToken })).status).toBe(200);
    expect((await t.call(endpoints.frontLogin, { email: user.email, password: FACTORY_PASSWORD })).status).toBe(401);
    expect((await t.call(endpoints.frontLogin, { email: user.email, password: 'Brand-new-pass-1' })).status).toBe(200);
    expect(await auditEventsFor(t.db, 'account.password_changed', user.id)).toHaveLength(1);
  });

  it('works the same for administrators', async () => {
    const admin = await createUserAndLogin(t, 'admin');
    const other = await login(t, admin.user);
    const response = await t.call(
      endpoints.adminAccountPassword,
      { oldPassword: FACTORY_PASSWORD, newPassword: 'Admin-new-pass-1' },
      admin.session.accessToken,
    );
    expect(response.status).toBe(200);
    expect((await t.call(endpoints.adminRefresh, { refreshToken: other.refreshToken })).status).toBe(401);
  });
});

describe('notification settings', () => {
  it('answers the defaults, then keeps partial changes', async () => {
    const me = await createUserAndLogin(t, 'patient');
    const defaults = await t.call(endpoints.frontAccountNotifications, {}, me.session.accessToken);
    expect(defaults.body.data).toEqual({
      email: true,
      push: true,
      sms: false,
      reminders: true,
      messages: true,
      appointments: true,
      community: true,
      productUpdates: false,
      // Per kind, the outside channels (in-app always): e-mail for the important kinds, push for all, SMS for none.
      kinds: {
        chat_message: { email: false, sms: false, push: true },
        connection_request: { email: true, sms: false, push: true },
        connection_accepted: { email: false, sms: false, push: true },
        task_assigned: { email: true, sms: false, push: true },
        assignment_assigned: { email: true, sms: false, push: true },
        test_assigned: { email: true, sms: false, push: true },
        safety_alert: { email: true, sms: false, push: true },
        practice_reminder: { email: false, sms: false, push: true },
        appointment_update: { email: true, sms: false, push: true },
        appointment_reminder: { email: true, sms: false, push: true },
        announcement: { email: true, sms: false, push: true },
        urgent_alert: { email: false, sms: false, push: true },
        group_activity: { email: false, sms: false, push: true },
        group_like: { email: false, sms: false, push: false },
        group_invitation: { email: true, sms: false, push: true },
        group_moderation: { email: true, sms: false, push: true },
        challenge_completed: { email: false, sms: false, push: true },
        event_update: { email: true, sms: false, push: true },
        billing_update: { email: true, sms: false, push: true },
      },
      reminderTime: null,
      timeZone: 'UTC',
    });
    const updated = await t.call(
      endpoints.frontAccountNotificationSettings,
      { sms: true, community: false },
      me.session.accessToken,
    );
    expect(updated.body.message).toBe(APP_MESSAGES.notificationSettingsUpdated);
    expect(updated.body.data).toMatchObject({ sms: true, community: false, email: true });
    const again = await t.call(endpoints.frontAccountNotificationSettings, { email: false }, me.session.accessToken);
    expect(again.body.data).toMatchObject({ sms: true, community: false, email: false });
    expect((await t.call(endpoints.frontAccountNotifications, {}, me.session.accessToken)).body.data).toEqual(again.body.data);
    // Kinds change channel by channel: what a change does not name stays.
    const kinds = await t.call(endpoints.frontAccountNotificationSettings, { kinds: { chat_message: { email: true } } }, me.session.accessToken);
    expect(kinds.body.data!.kinds.chat_message).toEqual({ email: true, sms: false, push: true });
    const more = await t.call(endpoints.frontAccountNotificationSettings, { kinds: { chat_message: { push: false }, safety_alert: { sms: true } } }, me.session.accessToken);
    expect(more.body.data!.kinds.chat_message).toEqual({ email: true, sms: false, push: false });
    expect(more.body.data!.kinds.safety_alert).toEqual({ email: true, sms: true, push: true });
    expect((await t.call(endpoints.frontAccountNotificationSettings, { kinds: { not_a_kind: { email: true } } }, me.session.accessToken)).status).toBe(422);
    const bad = await t.call(endpoints.frontAccountNotificationSettings, { push: 'loud' }, me.session.accessToken);
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]?.path).toBe('push');
    const admin = await createUserAndLogin(t, 'admin');
    expect(
      (await t.call(endpoints.adminAccountNotificationSettings, { push: false }, admin.session.accessToken)).body.data!.push,
    ).toBe(false);
    expect((await t.call(endpoints.adminAccountNotifications, {}, admin.session.accessToken)).body.data!.push).toBe(false);
  });

  it('answers on the spec names: account/notifications reads, account/notification_settings changes', async () => {
    const me = await createUserAndLogin(t, 'personal');
    const headers = { authorization: `Bearer ${me.session.accessToken}`, 'content-type': 'application/json' };
    const read = await t.app.inject({ method: 'POST', url: '/api/v3/front/account/notifications', headers, payload: {} });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ email: true, sms: false });
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/v3/front/account/notification_settings',
      headers,
      payload: { sms: true },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().data).toMatchObject({ sms: true });
    // The old name is gone.
    const old = await t.app.inject({ method: 'POST', url: '/api/v3/front/account/update_notification_settings', headers, payload: {} });
    expect(old.statusCode).toBe(404);
  });
});

describe('avatar upload', () => {
  it('stores a PNG renamed .jpg as a PNG, scaled and served safely; the account and session show it', async () => {
    const me = await createUserAndLogin(t, 'personal');
    const response = await t.upload(
      endpoints.frontAccountImage,
      { filename: 'holiday.jpg', contentType: 'image/jpeg', data: await png(1200, 600) },
      me.session.accessToken,
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(MESSAGES.imageUploaded);
    const data = response.body.data as { avatar: string; contentType: string; width: number; height: number };
    expect(data).toMatchObject({ contentType: 'image/png', width: 512, height: 256 });
    expect(data.avatar).toMatch(new RegExp(`^${MEDIA_BASE}/avatars/${me.user.id}/[0-9a-f]{24}\\.png$`));

    const served = await t.app.inject({ method: 'GET', url: data.avatar, headers: { cookie: me.session.mediaCookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');

    expect((await t.call(endpoints.frontAccountDetails, {}, me.session.accessToken)).body.data!.avatar).toBe(data.avatar);
    expect((await t.call(endpoints.frontLogin, { email: me.user.email, password: FACTORY_PASSWORD })).body.data!.avatar).toBe(
      data.avatar,
    );
    expect(await auditEventsFor(t.db, 'account.avatar_uploaded', me.user.id)).toHaveLength(1);

    // A new avatar replaces the old file.
    const next = await t.upload(
      endpoints.frontAccountImage,
      { filename: 'me.png', contentType: 'image/png', data: await png() },
      me.session.accessToken,
    );
    const nextAvatar = (next.body.data as { avatar: string }).avatar;
    expect(mediaFiles()).toEqual([nextAvatar.slice(MEDIA_BASE.length + 1)]);
    expect((await t.app.inject({ method: 'GET', url: data.avatar, headers: { cookie: me.session.mediaCookie } })).statusCode).toBe(404);
  });

  it('strips metadata (EXIF with GPS and comments) by re-encoding', async () => {
    const me = await createUserAndLogin(t, 'admin');
    const withExif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ffaa00' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location-51.5N', ImageDescription: 'home address' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await t.upload(
      endpoints.adminAccountImage,
      { filename: 'photo.jpeg', contentType: 'image/jpeg', data: withExif },
      me.session.accessToken,
    );
    expect(response.status).toBe(200);
    const stored = await t.app.inject({
      method: 'GET',
      url: (response.body.data as { avatar: string }).avatar,
      headers: { cookie: me.session.mediaCookie },
    });
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
  });

  it('refuses a text file named .png (415), an oversize file (413) and a missing file (422), leaving nothing on disk', async () => {
    const me = await createUserAndLogin(t, 'clinic');
    const before = mediaFiles();
    const text = await t.upload(
      endpoints.frontAccountImage,
      { filename: 'avatar.png', contentType: 'image/png', data: Buffer.from('<svg onload="alert(1)"></svg> not an image') },
      me.session.accessToken,
    );
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({
      code: 'UNSUPPORTED_MEDIA',
      message: APP_MESSAGES.imageUnsupported,
      errors: [{ path: 'image' }],
    });
    const corrupt = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    expect(
      (
        await t.upload(
          endpoints.frontAccountImage,
          { filename: 'broken.png', contentType: 'image/png', data: corrupt },
          me.session.accessToken,
        )
      ).status,
    ).toBe(415);
    const big = Buffer.concat([await png(), Buffer.alloc(AVATAR_MAX_BYTES, 1)]);
    const oversize = await t.upload(
      endpoints.frontAccountImage,
      { filename: 'big.png', contentType: 'image/png', data: big },
      me.session.accessToken,
    );
    expect(oversize.status).toBe(413);
    expect(oversize.body.code).toBe('TOO_LARGE');
    const wrongField = await t.upload(
      endpoints.frontAccountImage,
      { field: 'photo', filename: 'a.png', contentType: 'image/png', data: await png() },
      me.session.accessToken,
    );
    expect(wrongField.status).toBe(422);
    expect(wrongField.body.errors?.[0]?.path).toBe('image');
    const json = await t.call(endpoints.frontAccountImage, { image: 'data:image/png;base64,AAAA' }, me.session.accessToken);
    expect(json.status).toBe(415);
    expect(mediaFiles()).toEqual(before);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row!.avatarUrl).toBeNull();
  });

  it('refuses multipart bodies on endpoints that take none', async () => {
    const me = await createUserAndLogin(t, 'patient');
    const response = await t.upload(
      endpoints.frontAccountUpdate,
      { field: 'fullName', filename: 'x.png', contentType: 'image/png', data: await png() },
      me.session.accessToken,
    );
    expect(response.status).toBe(415);
  });

  it("removes a deleted user's avatar file with the account", async () => {
    const me = await createUserAndLogin(t, 'business');
    const uploaded = await t.upload(
      endpoints.frontAccountImage,
      { filename: 'me.png', contentType: 'image/png', data: await png() },
      me.session.accessToken,
    );
    const key = (uploaded.body.data as { avatar: string }).avatar.slice(MEDIA_BASE.length + 1);
    expect(mediaFiles()).toContain(key);
    const admin = await createUserAndLogin(t, 'admin');
    expect((await t.call(endpoints.deleteUser, { userid: me.user.id }, admin.session.accessToken)).status).toBe(200);
    expect(mediaFiles()).not.toContain(key);
  });

  it('serves only keys the server made: no path traversal, no other files', async () => {
    writeFileSync(path.join(t.dataDir, 'secret.png'), 'not for you');
    for (const url of [
      `${MEDIA_BASE}/../secret.png`,
      `${MEDIA_BASE}/..%2Fsecret.png`,
      `${MEDIA_BASE}/avatars/..%2F..%2Fsecret.png`,
      `${MEDIA_BASE}/%2e%2e/secret.png`,
      `${MEDIA_BASE}/avatars/1/missing.png`,
      `${MEDIA_BASE}/avatars/1/file.html`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('not for you');
    }
  });
});
