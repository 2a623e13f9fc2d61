import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MESSAGES, endpoints } from '@stillpoint/contracts';
import { auditEvents, clinics, employeePatients, users } from '@stillpoint/db';
import {
  assignPatient,
  createClinic,
  createUser,
  createUserAndLogin,
  FACTORY_PASSWORD,
  lastMailTo,
  login,
  tokenFromMail,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUserAndLogin(t, 'admin')).session.accessToken;
});
afterAll(() => t.close());

describe('clinic administration', () => {
  it('creates, lists with counts, and updates a clinic; a clinic account it gets can log in', async () => {
    const created = await t.call(
      endpoints.createClinic,
      { name: 'Willow Practice', email: 'Hello@Willow.test', phone: '+44 20 7946 0000' },
      admin,
    );
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(APP_MESSAGES.clinicAdded);
    const clinic = created.body.data!;
    expect(clinic).toMatchObject({
      name: 'Willow Practice',
      email: 'hello@willow.test',
      address: null,
      patients: 0,
      employees: 0,
      clinicUsers: 0,
    });

    const email = `willow-${Date.now()}@x.test`;
    const user = await t.call(
      endpoints.createClinicUser,
      { clinicId: clinic.id, fullName: 'Willow Desk', email, password: 'Willow-pass-1' },
      admin,
    );
    expect(user.status).toBe(201);
    const logged = await t.call(endpoints.frontLogin, { email, password: 'Willow-pass-1' });
    expect(logged.body).toMatchObject({
      message: 'You have successfully logged in as clinic',
      data: { role: 'clinic', clinicId: clinic.id, clinicName: 'Willow Practice' },
    });

    await createUser(t.db, 'patient', { clinicId: clinic.id });
    const list = await t.call(endpoints.adminAllClinics, {}, admin);
    expect(list.body.data!.find((c) => c.id === clinic.id)).toMatchObject({ clinicUsers: 1, patients: 1, employees: 0 });

    const updated = await t.call(endpoints.updateClinic, { id: clinic.id, address: '1 Willow Lane', phone: null }, admin);
    expect(updated.body.message).toBe(APP_MESSAGES.clinicUpdated);
    expect(updated.body.data).toMatchObject({ name: 'Willow Practice', address: '1 Willow Lane', phone: null });
    expect((await t.call(endpoints.updateClinic, { id: 99_999_999, name: 'Ghost' }, admin)).status).toBe(404);
    const invalid = await t.call(endpoints.createClinic, { name: 'x' }, admin);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.[0]?.path).toBe('name');
  });
});

describe('deleting a clinic', () => {
  async function clinicWithPeople() {
    const clinic = await createClinic(t.db);
    const owner = await createUser(t.db, 'clinic', { clinicId: clinic.id });
    const employee = await createUser(t.db, 'employee', { clinicId: clinic.id });
    const patients = [
      await createUser(t.db, 'patient', { clinicId: clinic.id }),
      await createUser(t.db, 'patient', { clinicId: clinic.id }),
    ];
    await assignPatient(t.db, employee, patients[0]!);
    return { clinic, owner, employee, patients };
  }

  it('refuses a clinic with patients (409) unless the request says what happens to them', async () => {
    const { clinic } = await clinicWithPeople();
    const refused = await t.call(endpoints.deleteClinic, { id: clinic.id }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(APP_MESSAGES.clinicHasPeople);
    expect(refused.body.errors?.[0]?.path).toBe('patients');
    expect(await t.db.select().from(clinics).where(eq(clinics.id, clinic.id))).toHaveLength(1);
    const noTarget = await t.call(endpoints.deleteClinic, { id: clinic.id, patients: 'move' }, admin);
    expect(noTarget.status).toBe(422);
    expect(noTarget.body.errors?.[0]?.path).toBe('moveToClinicId');
    const unknownTarget = await t.call(
      endpoints.deleteClinic,
      { id: clinic.id, patients: 'move', moveToClinicId: 99_999_999 },
      admin,
    );
    expect(unknownTarget.status).toBe(404);
    expect(unknownTarget.body.errors?.[0]?.path).toBe('moveToClinicId');
    const badChoice = await t.call(endpoints.deleteClinic, { id: clinic.id, patients: 'forget' }, admin);
    expect(badChoice.status).toBe(422);
    expect(badChoice.body.errors?.[0]?.path).toBe('patients');
    expect((await t.call(endpoints.deleteClinic, { id: 99_999_999 }, admin)).status).toBe(404);
  });

  it('moves the patients to another clinic, deletes the staff and the clinic', async () => {
    const { clinic, owner, employee, patients } = await clinicWithPeople();
    const target = await createClinic(t.db);
    const session = await login(t, patients[0]!);
    const response = await t.call(endpoints.deleteClinic, { id: clinic.id, patients: 'move', moveToClinicId: target.id }, admin);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(APP_MESSAGES.clinicDeleted);
    expect(response.body.data).toEqual({
      id: clinic.id,
      patientsMoved: 2,
      patientsMadePersonal: 0,
      patientsDeleted: 0,
      staffDeleted: 2,
    });
    const moved = await t.db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          patients.map((p) => p.id),
        ),
      );
    expect(moved.map((u) => u.clinicId)).toEqual([target.id, target.id]);
    expect(
      await t.db
        .select()
        .from(users)
        .where(inArray(users.id, [owner.id, employee.id])),
    ).toEqual([]);
    expect(await t.db.select().from(employeePatients).where(eq(employeePatients.clinicId, clinic.id))).toEqual([]);
    // Their tokens named the old clinic: refused; the sessions go on and their refresh names the new one.
    expect((await t.call(endpoints.frontAccountDetails, {}, session.accessToken)).status).toBe(401);
    const refreshed = await t.call(endpoints.frontRefresh, { refreshToken: session.refreshToken });
    expect(refreshed.status).toBe(200);
    const details = await t.call(endpoints.frontAccountDetails, {}, refreshed.body.data!.accessToken);
    expect(details.body.data).toMatchObject({ clinicId: target.id });
    const relog = await t.call(endpoints.frontLogin, { email: patients[0]!.email, password: FACTORY_PASSWORD });
    expect(relog.body.data!.clinicId).toBe(target.id);
    const events = (await t.db.select().from(auditEvents)).filter(
      (e) => e.action === 'clinics.deleted' && e.targetId === clinic.id,
    );
    expect(events).toHaveLength(1);
  });

  it('makes the patients personal users, or deletes them when asked', async () => {
    const first = await clinicWithPeople();
    const personal = await t.call(endpoints.deleteClinic, { id: first.clinic.id, patients: 'make_personal' }, admin);
    expect(personal.body.data).toMatchObject({ patientsMadePersonal: 2, staffDeleted: 2 });
    const kept = await t.db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          first.patients.map((p) => p.id),
        ),
      );
    expect(kept.map((u) => [u.role, u.roleid, u.clinicId])).toEqual([
      ['frontuser', 3, null],
      ['frontuser', 3, null],
    ]);

    const second = await clinicWithPeople();
    const deleted = await t.call(endpoints.deleteClinic, { id: second.clinic.id, patients: 'delete' }, admin);
    expect(deleted.body.data).toMatchObject({ patientsDeleted: 2, staffDeleted: 2 });
    expect(
      await t.db
        .select()
        .from(users)
        .where(
          inArray(
            users.id,
            second.patients.map((p) => p.id),
          ),
        ),
    ).toEqual([]);

    const empty = await createClinic(t.db);
    expect((await t.call(endpoints.deleteClinic, { id: empty.id }, admin)).body.data).toMatchObject({
      staffDeleted: 0,
      patientsDeleted: 0,
    });
  });
});

describe('clinic registration web link', () => {
  it('signs a new patient up into the clinic; they confirm the e-mail and wait for the clinic to approve them', async () => {
    const clinic = await createClinic(t.db, 'Linden Therapy');
    const generated = await t.call(endpoints.generateWeblink, { clinicId: clinic.id, days: 7 }, admin);
    expect(generated.status).toBe(200);
    expect(generated.body.message).toBe(APP_MESSAGES.weblinkGenerated);
    const link = generated.body.data!;
    expect(link.url).toBe(`http://stillpoint.test/register/clinic?token=${encodeURIComponent(link.token)}`);
    expect(link).toMatchObject({ clinicId: clinic.id, clinicName: 'Linden Therapy' });
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const shown = await t.call(endpoints.weblinkClinic, { token: link.token });
    expect(shown.body.data).toMatchObject({ clinicId: clinic.id, clinicName: 'Linden Therapy' });

    const email = `linked-${Date.now()}@x.test`;
    const registered = await t.call(endpoints.registerWithWeblink, {
      token: link.token,
      fullName: 'Lina Linked',
      email,
      password: 'Linked-pass-1',
      acceptTerms: true,
    });
    expect(registered.status).toBe(201);
    expect(registered.body.message).toBe(APP_MESSAGES.weblinkRegistered);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      role: 'patient',
      roleid: 5,
      clinicId: clinic.id,
      confirmedByAdmin: false,
      emailVerifiedAt: null,
    });

    const mail = await lastMailTo(t.db, email);
    await t.call(endpoints.confirmEmail, { token: tokenFromMail(mail!.textBody) });
    expect((await t.call(endpoints.frontLogin, { email, password: 'Linked-pass-1' })).body.code).toBe('NOT_APPROVED');
    const owner = await createUserAndLogin(t, 'clinic', { clinicId: clinic.id });
    await t.call(endpoints.clinicApproveByAdmin, { userid: row!.id }, owner.session.accessToken);
    expect((await t.call(endpoints.frontLogin, { email, password: 'Linked-pass-1' })).body.data).toMatchObject({
      role: 'patient',
      clinicId: clinic.id,
    });
  });

  it('refuses a forged, expired or foreign token, and a link of a deleted clinic', async () => {
    const clinic = await createClinic(t.db);
    const { token } = (await t.call(endpoints.generateWeblink, { clinicId: clinic.id }, admin)).body.data!;
    const tampered = `${token.slice(0, -4)}AAAA`;
    const accessToken = admin; // an access token is no registration link
    for (const bad of [tampered, accessToken]) {
      const response = await t.call(endpoints.weblinkClinic, { token: bad });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ message: APP_MESSAGES.invalidLink, errors: [{ path: 'token' }] });
    }
    await t.call(endpoints.deleteClinic, { id: clinic.id }, admin);
    expect(
      (
        await t.call(endpoints.registerWithWeblink, {
          token,
          fullName: 'Late',
          email: `late-${Date.now()}@x.test`,
          password: 'Late-pass-12',
          acceptTerms: true,
        })
      ).status,
    ).toBe(404);
    expect((await t.call(endpoints.generateWeblink, { clinicId: clinic.id }, admin)).status).toBe(404);
    const invalid = await t.call(endpoints.generateWeblink, { clinicId: 1, days: 400 }, admin);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.[0]?.path).toBe('days');
  });
});
