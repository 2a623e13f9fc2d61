import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MESSAGES, endpoints, type Endpoint } from '@stillpoint/contracts';
import {
  createClinic,
  createClinicTeam,
  createUser,
  createUserAndLogin,
  lastMailTo,
  tokenFromMail,
} from '../../../test/factories.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/harness.js';
import { isCommonPassword } from '../../lib/passwords.js';
import { createWeblinks } from '../../lib/weblinks.js';

/** Found in the list (zxcvbn-ts's common passwords); long enough for the contract's minimum. */
const COMMON = 'Password123';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUserAndLogin(t, 'admin')).session.accessToken;
});
afterAll(() => t.close());

function expectRefused(
  response: { status: number; body: { errors?: Array<{ path: string; message: string }> } },
  field = 'password',
) {
  expect(response.status).toBe(422);
  expect(response.body.errors).toEqual([{ path: field, message: APP_MESSAGES.commonPassword }]);
}

describe('the list of common passwords', () => {
  it('holds tens of thousands of them, compared without regard to case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword('qwerty123')).toBe(true);
    expect(isCommonPassword('Stillpoint-demo-1')).toBe(false);
    expect(isCommonPassword('Quiet-harbor-73')).toBe(false);
  });
});

describe('every place a password is set refuses a common one (422 on the field, nothing changed)', () => {
  it('registration (personal, clinic, clinic web link)', async () => {
    expectRefused(
      await t.call(endpoints.register, {
        fullName: 'A',
        email: `r-${unique()}@x.test`,
        password: COMMON,
        roleid: 3,
        acceptTerms: true,
      }),
    );
    expectRefused(
      await t.call(endpoints.clinicRegister, {
        clinicName: 'Calm Clinic',
        fullName: 'Ann Lee',
        email: `c-${unique()}@x.test`,
        password: COMMON,
        acceptTerms: true,
      }),
    );
    const clinic = await createClinic(t.db);
    const token = await createWeblinks(TEST_JWT_SECRET).sign(clinic.id, new Date(Date.now() + 86_400_000));
    expectRefused(
      await t.call(endpoints.registerWithWeblink, {
        token,
        fullName: 'A',
        email: `w-${unique()}@x.test`,
        password: COMMON,
        acceptTerms: true,
      }),
    );
  });

  it('a password reset and an accepted invitation (the link stays usable for a better password)', async () => {
    const user = await createUser(t.db, 'personal');
    await t.call(endpoints.forgotPassword, { email: user.email });
    const reset = tokenFromMail((await lastMailTo(t.db, user.email))!.textBody);
    expectRefused(await t.call(endpoints.resetPassword, { token: reset, password: COMMON }));

    const email = `invitee-${unique()}@x.test`;
    await t.call(endpoints.createFrontUser, { fullName: 'Ivy', email, roleid: 3 }, admin);
    const invitation = tokenFromMail((await lastMailTo(t.db, email))!.textBody);
    expectRefused(await t.call(endpoints.acceptInvitation, { token: invitation, password: COMMON }));
    expect((await t.call(endpoints.acceptInvitation, { token: invitation, password: 'Quiet-harbor-73' })).status).toBe(200);
  });

  it("the account's own password change", async () => {
    const { session } = await createUserAndLogin(t, 'personal');
    expectRefused(
      await t.call(endpoints.frontAccountPassword, { oldPassword: 'Factory-pass-1', newPassword: COMMON }, session.accessToken),
      'newPassword',
    );
  });

  it('an administrator or a clinic creating or editing a person with a password', async () => {
    const clinic = await createClinic(t.db);
    const person = { fullName: 'New Person', password: COMMON };
    const created: Array<[Endpoint, Record<string, unknown>]> = [
      [endpoints.createFrontUser, { roleid: 3 }],
      [endpoints.createPatientUser, { clinicId: clinic.id }],
      [endpoints.createEmployee, { clinicId: clinic.id }],
      [endpoints.createClinicUser, { clinicId: clinic.id }],
    ];
    for (const [endpoint, extra] of created) {
      expectRefused(await t.call(endpoint, { ...person, email: `p-${unique()}@x.test`, ...extra }, admin));
    }
    const existing = await createUser(t.db, 'personal', { fullName: 'Kept Name' });
    expectRefused(await t.call(endpoints.userEdit, { userid: existing.id, fullName: 'Changed', password: COMMON }, admin));
    const detail = await t.call(endpoints.userDetail, { userid: existing.id }, admin);
    expect(detail.body.data).toMatchObject({ fullName: 'Kept Name' });

    const team = await createClinicTeam(t);
    expectRefused(await t.call(endpoints.clinicCreatePatientUser, { ...person, email: `cp-${unique()}@x.test` }, team.token));
    expectRefused(await t.call(endpoints.clinicCreateEmployee, { ...person, email: `ce-${unique()}@x.test` }, team.token));
  });

  it('every password the API stores goes through that check (no other call hashes a new password)', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const offenders = (readdirSync(src, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith(path.join('lib', 'passwords.ts')))
      .filter((file) => /\bhashPassword\(/.test(readFileSync(path.join(src, file), 'utf8')))
      .filter((file) => file !== 'server.ts');
    expect(offenders).toEqual([]);
  });
});
