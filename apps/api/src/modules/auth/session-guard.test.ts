import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, MEDIA_BASE, ROLE_IDS } from '@stillpoint/contracts';
import { classes, mediaFiles, sessions, users } from '@stillpoint/db';
import { createStorage } from '../../adapters/storage/index.js';
import { createClass } from '../../../test/content-factories.js';
import {
  createClinic,
  createUser,
  createUserAndLogin,
  login,
  mediaCookieFrom,
  type TestSession,
} from '../../../test/factories.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/harness.js';
import { TINY_PNG } from '../../../test/media-fixtures.js';

/*
 * Decision 0014: after any change to an account, every access token (and media pass) issued before is
 * refused at once, on the next request, and the session either ends (refresh refused) or goes on with
 * what the account is now (refresh brings a token with the new clinic or role).
 */

let t: TestApp;
let admin: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUserAndLogin(t, 'admin')).session;
});
afterAll(() => t.close());

/** A clinic with a private class whose cover is a stored file only its people may fetch. */
async function clinicWithPrivateClass() {
  const clinic = await createClinic(t.db);
  const klass = await createClass(t.db, { clinicId: clinic.id, title: `Private of ${clinic.name}`, withContent: true });
  const key = `media/image/2026/${randomBytes(12).toString('hex')}.png`;
  await createStorage({ dataDir: t.dataDir }).put(key, TINY_PNG, 'image/png');
  const [media] = await t.db
    .insert(mediaFiles)
    .values({ key, kind: 'image', contentType: 'image/png', byteSize: TINY_PNG.length, clinicId: clinic.id })
    .returning();
  await t.db.update(classes).set({ imageMediaId: media!.id }).where(eq(classes.id, klass.id));
  return { clinic, klass, coverUrl: `${MEDIA_BASE}/${key}` };
}

const readClass = (classId: number, token: string) => t.call(endpoints.frontDiscoveryClassDetail, { class_id: classId }, token);
const fetchMedia = async (url: string, cookie: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode;
async function refresh(session: TestSession) {
  const response = await t.call(endpoints.frontRefresh, { refreshToken: session.refreshToken });
  return { status: response.status, body: response.body, mediaCookie: mediaCookieFrom(response.headers) };
}

describe('an account change ends the access its old tokens gave, at once', () => {
  it('moved to another clinic: the old token and media pass are refused; the refreshed ones see the new clinic only', async () => {
    const harbor = await clinicWithPrivateClass();
    const cedar = await clinicWithPrivateClass();
    const patient = await createUser(t.db, 'patient', { clinicId: harbor.clinic.id });
    const before = await login(t, patient);
    expect((await readClass(harbor.klass.id, before.accessToken)).status).toBe(200);
    expect(await fetchMedia(harbor.coverUrl, before.mediaCookie)).toBe(200);

    const moved = await t.call(endpoints.userEdit, { userid: patient.id, clinicId: cedar.clinic.id }, admin.accessToken);
    expect(moved.status).toBe(200);

    const stale = await readClass(harbor.klass.id, before.accessToken);
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe('TOKEN_EXPIRED');
    expect(await fetchMedia(harbor.coverUrl, before.mediaCookie)).toBe(404);

    // The session goes on: its refresh brings a token for Cedar.
    const next = await refresh(before);
    expect(next.status).toBe(200);
    const token = next.body.data!.accessToken;
    expect((await readClass(harbor.klass.id, token)).status).toBe(404);
    expect((await readClass(cedar.klass.id, token)).status).toBe(200);
    expect(await fetchMedia(harbor.coverUrl, next.mediaCookie)).toBe(404);
    expect(await fetchMedia(cedar.coverUrl, next.mediaCookie)).toBe(200);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, patient.id));
    expect(session!.revokedAt).toBeNull();
  });

  it('converted to a personal user: the old token is refused; the refreshed one is a personal user without the clinic', async () => {
    const harbor = await clinicWithPrivateClass();
    const patient = await createUser(t.db, 'patient', { clinicId: harbor.clinic.id });
    const before = await login(t, patient);
    expect((await readClass(harbor.klass.id, before.accessToken)).status).toBe(200);

    const converted = await t.call(
      endpoints.changeToPersonalUser,
      { userid: patient.id, roleid: ROLE_IDS.personalDevelopment },
      admin.accessToken,
    );
    expect(converted.status).toBe(200);
    expect((await readClass(harbor.klass.id, before.accessToken)).status).toBe(401);
    expect(await fetchMedia(harbor.coverUrl, before.mediaCookie)).toBe(404);

    const next = await refresh(before);
    expect(next.status).toBe(200);
    const token = next.body.data!.accessToken;
    expect((await readClass(harbor.klass.id, token)).status).toBe(404);
    const details = await t.call(endpoints.frontAccountDetails, {}, token);
    expect(details.body.data).toMatchObject({ roleid: ROLE_IDS.personalDevelopment });
  });

  it('deleted: the old token is refused on a read and on a write (401, never a server error); its refresh too', async () => {
    const harbor = await clinicWithPrivateClass();
    const patient = await createUser(t.db, 'patient', { clinicId: harbor.clinic.id });
    const before = await login(t, patient);
    expect((await readClass(harbor.klass.id, before.accessToken)).status).toBe(200);

    expect((await t.call(endpoints.deleteUser, { userid: patient.id }, admin.accessToken)).status).toBe(200);
    expect((await readClass(harbor.klass.id, before.accessToken)).status).toBe(401);
    const write = await t.call(
      endpoints.frontAddRating,
      { data_id: harbor.klass.id, data_type: 'classes', rating: 4 },
      before.accessToken,
    );
    expect(write.status).toBe(401);
    expect(await fetchMedia(harbor.coverUrl, before.mediaCookie)).toBe(404);
    expect((await refresh(before)).status).toBe(401);
  });

  it('approval withdrawn: the old token and its refresh are refused', async () => {
    const harbor = await clinicWithPrivateClass();
    const patient = await createUser(t.db, 'patient', { clinicId: harbor.clinic.id });
    const before = await login(t, patient);
    expect((await readClass(harbor.klass.id, before.accessToken)).status).toBe(200);

    expect((await t.call(endpoints.confirmedByAdmin, { userid: patient.id, status: false }, admin.accessToken)).status).toBe(200);
    expect((await readClass(harbor.klass.id, before.accessToken)).status).toBe(401);
    expect(await fetchMedia(harbor.coverUrl, before.mediaCookie)).toBe(404);
    expect((await refresh(before)).status).toBe(401);
  });

  it('logged out: the access token, the media pass and the refresh token of that session are refused; the cookie is cleared', async () => {
    const harbor = await clinicWithPrivateClass();
    const patient = await createUser(t.db, 'patient', { clinicId: harbor.clinic.id });
    const before = await login(t, patient);
    const elsewhere = await login(t, patient);

    const out = await t.call(endpoints.frontLogout, { refreshToken: before.refreshToken }, before.accessToken);
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/sp_media=;.*Expires=Thu, 01 Jan 1970/);
    expect((await readClass(harbor.klass.id, before.accessToken)).status).toBe(401);
    expect(await fetchMedia(harbor.coverUrl, before.mediaCookie)).toBe(404);
    expect((await refresh(before)).status).toBe(401);
    // Another session of the same person goes on.
    expect((await readClass(harbor.klass.id, elsewhere.accessToken)).status).toBe(200);
    expect(await fetchMedia(harbor.coverUrl, elsewhere.mediaCookie)).toBe(200);
  });

  it('password changed: every other session is refused (token, media pass, refresh); the one that changed it goes on', async () => {
    const harbor = await clinicWithPrivateClass();
    const patient = await createUser(t.db, 'patient', { clinicId: harbor.clinic.id });
    const here = await login(t, patient);
    const other = await login(t, patient);
    expect((await readClass(harbor.klass.id, other.accessToken)).status).toBe(200);

    const changed = await t.call(
      endpoints.frontAccountPassword,
      { oldPassword: 'Factory-pass-1', newPassword: 'Quiet-harbor-73' },
      here.accessToken,
    );
    expect(changed.status).toBe(200);
    expect((await readClass(harbor.klass.id, other.accessToken)).status).toBe(401);
    expect(await fetchMedia(harbor.coverUrl, other.mediaCookie)).toBe(404);
    expect((await refresh(other)).status).toBe(401);
    expect((await readClass(harbor.klass.id, here.accessToken)).status).toBe(200);
    expect(await fetchMedia(harbor.coverUrl, here.mediaCookie)).toBe(200);
    expect((await refresh(here)).status).toBe(200);
  });
});

describe('tokens the guard refuses', () => {
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const claims = (sessionId: number) => ({ role: 'frontuser', roleid: 3, cid: null, sid: sessionId, sv: 1 });

  it('refuses a well-signed token without an expiry, and one without a security version', async () => {
    const { user, session } = await createUserAndLogin(t, 'personal');
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const forever = await new SignJWT(claims(row!.id))
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setAudience('front')
      .setIssuer('stillpoint')
      .setIssuedAt()
      .sign(key);
    const noExpiry = await t.call(endpoints.frontAccountDetails, {}, forever);
    expect(noExpiry.status).toBe(401);
    expect(noExpiry.body.code).toBe('UNAUTHENTICATED');

    const { sv: _dropped, ...withoutVersion } = claims(row!.id);
    const old = await new SignJWT(withoutVersion)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setAudience('front')
      .setIssuer('stillpoint')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);
    expect((await t.call(endpoints.frontAccountDetails, {}, old)).status).toBe(401);
    // The real token of that session works.
    expect((await t.call(endpoints.frontAccountDetails, {}, session.accessToken)).status).toBe(200);
  });

  it('refuses a token naming a session of someone else', async () => {
    const mine = await createUserAndLogin(t, 'personal');
    const theirs = await createUserAndLogin(t, 'personal');
    const [theirSession] = await t.db.select().from(sessions).where(eq(sessions.userId, theirs.user.id));
    const forged = await new SignJWT({ role: 'frontuser', roleid: 3, cid: null, sid: theirSession!.id, sv: 1 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(mine.user.id))
      .setAudience('front')
      .setIssuer('stillpoint')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);
    expect((await t.call(endpoints.frontAccountDetails, {}, forged)).status).toBe(401);
  });
});

describe('an instance that still trusts a session for a moment', () => {
  it('answers 401, not a server error, when the account went meanwhile and a write names it', async () => {
    // An app whose guard keeps what it read for a minute, and an account deleted behind its back: what an
    // instance sees within its cache's second when the deletion went through another one.
    const slow = await createTestApp({ sessionCacheMs: 60_000 });
    try {
      const harbor = await createClinic(slow.db);
      const klass = await createClass(slow.db, { clinicId: harbor.id, withContent: true });
      const patient = await createUser(slow.db, 'patient', { clinicId: harbor.id });
      const session = await login(slow, patient);
      expect((await slow.call(endpoints.frontDiscoveryClassDetail, { class_id: klass.id }, session.accessToken)).status).toBe(
        200,
      );
      await slow.db.delete(users).where(eq(users.id, patient.id));
      const write = await slow.call(
        endpoints.frontAddRating,
        { data_id: klass.id, data_type: 'classes', rating: 5 },
        session.accessToken,
      );
      expect(write.status).toBe(401);
      expect(write.body.code).toBe('TOKEN_EXPIRED');
    } finally {
      await slow.close();
    }
  });
});
