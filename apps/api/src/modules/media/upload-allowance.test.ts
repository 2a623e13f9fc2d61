import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MESSAGES, endpoints } from '@stillpoint/contracts';
import { mediaFiles } from '@stillpoint/db';
import { createClass } from '../../../test/content-factories.js';
import { createClinic, createUser, createUserAndLogin, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { TINY_PNG } from '../../../test/media-fixtures.js';

/*
 * Per-person upload quotas and rates (decision 0014), set small by environment variables here: a patient
 * may keep 1 MB and make 4 upload requests an hour.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_QUOTA_MB_PATIENT: '1', UPLOADS_PER_HOUR: '4' } });
});
afterAll(() => t.close());

/** A PNG of about `kb` KB (the upload path sniffs the header; only avatars are decoded). */
const pngOf = (kb: number) => ({
  field: 'media',
  filename: 'story.png',
  contentType: 'image/png',
  data: Buffer.concat([TINY_PNG, Buffer.alloc(kb * 1024)]),
});
const storedBy = async (userId: number) => (await t.db.select().from(mediaFiles).where(eq(mediaFiles.uploadedBy, userId))).length;

async function patientWithClass() {
  const clinic = await createClinic(t.db);
  const klass = await createClass(t.db, { clinicId: clinic.id, withContent: true });
  const user = await createUser(t.db, 'patient', { clinicId: clinic.id });
  return { user, klass, token: (await login(t, user)).accessToken };
}

describe('upload quotas', () => {
  it('refuses a file past what the person has left (413, saying how much is left), keeping nothing of it', async () => {
    const { user, klass, token } = await patientWithClass();
    const first = await t.form(endpoints.frontAddStory, { class_id: klass.id }, [pngOf(600)], token);
    expect(first.status).toBe(201);
    const second = await t.form(endpoints.frontAddStory, { class_id: klass.id }, [pngOf(600)], token);
    expect(second.status).toBe(413);
    expect(second.body.message).toMatch(/larger than the storage your account has left \(0\.4 MB\)/);
    expect(await storedBy(user.id)).toBe(1);
    // What fits still goes.
    expect((await t.form(endpoints.frontAddStory, { class_id: klass.id }, [pngOf(300)], token)).status).toBe(201);
    const full = await t.form(endpoints.frontAddStory, { class_id: klass.id }, [pngOf(200)], token);
    expect(full.status).toBe(413);
    expect(full.body.message).toBe(APP_MESSAGES.uploadQuotaLeft('0.1'));
  });

  it('refuses at once when nothing is left', async () => {
    const { user, klass, token } = await patientWithClass();
    await t.db
      .insert(mediaFiles)
      .values({
        key: `media/image/2026/${'f'.repeat(23)}${user.id % 10}.png`,
        kind: 'image',
        contentType: 'image/png',
        byteSize: 1024 * 1024,
        uploadedBy: user.id,
      });
    const refused = await t.form(endpoints.frontAddStory, { class_id: klass.id }, [pngOf(1)], token);
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe(APP_MESSAGES.uploadQuotaExceeded);
  });
});

describe('upload rates', () => {
  it('answers 429 past the hourly number of upload requests, avatars included; administrators are not counted', async () => {
    const { klass, token } = await patientWithClass();
    const statuses: number[] = [];
    statuses.push(
      (await t.upload(endpoints.frontAccountImage, { filename: 'me.png', contentType: 'image/png', data: TINY_PNG }, token))
        .status,
    );
    for (let i = 0; i < 3; i++)
      statuses.push((await t.form(endpoints.frontAddStory, { class_id: klass.id }, [pngOf(1)], token)).status);
    const fifth = await t.form(endpoints.frontAddStory, { class_id: klass.id }, [pngOf(1)], token);
    expect(statuses).toEqual([200, 201, 201, 201]);
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe(APP_MESSAGES.uploadRateExceeded);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);

    const admin = await createUserAndLogin(t, 'admin');
    for (let i = 0; i < 6; i++) {
      const response = await t.upload(
        endpoints.adminAccountImage,
        { filename: 'a.png', contentType: 'image/png', data: TINY_PNG },
        admin.session.accessToken,
      );
      expect(response.status).toBe(200);
    }
  });
});
