import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, endpoints, roleAllowed } from '@stillpoint/contracts';
import { auditEvents } from '@stillpoint/db';
import { assignPatient, auditEventsFor, createClinicTeam, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

/*
 * "Add a patient" with an intake (date of birth, emergency contact, presenting concerns, referral source):
 * stored on the patient, shown on their record to the care team only, checked by the contract, never logged.
 */

let t: TestApp;
const logged: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ logger: { level: 'trace', stream } });
});
afterAll(() => t.close());

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

describe('patient intake', () => {
  it('is stored when the clinic adds a patient and shown on the record to the clinic and the assigned employee only', async () => {
    const team = await createClinicTeam(t);
    const concerns = `Panic on the train ${unique()}`;
    const intake = {
      dateOfBirth: '1988-04-12',
      emergencyContactName: 'Ravi Patel',
      emergencyContactPhone: '+44 20 7946 0000',
      presentingConcerns: concerns,
      referralSource: 'Family doctor',
    };
    const made = await t.call(
      endpoints.clinicCreatePatientUser,
      { fullName: 'Intake Person', email: `intake-${unique()}@example.test`, employeeId: team.employee.id, intake },
      team.token,
    );
    expect(made.status).toBe(201);
    const userid = made.body.data!.userid;

    const detail = await t.call(endpoints.clinicPatientDetail, { userid }, team.token);
    expect(detail.status).toBe(200);
    expect(detail.body.data!.intake).toMatchObject(intake);
    expect(detail.body.data!.intake!.recordedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const employee = (await login(t, team.employee)).accessToken;
    const seen = await t.call(endpoints.employeePatientDetail, { userid }, employee);
    expect(seen.status).toBe(200);
    expect(seen.body.data!.intake).toMatchObject(intake);

    // Another clinic and an employee the patient is not assigned to get 404, as for any other read.
    const other = await createClinicTeam(t);
    expect((await t.call(endpoints.clinicPatientDetail, { userid }, other.token)).status).toBe(404);
    const otherEmployee = (await login(t, other.employee)).accessToken;
    expect((await t.call(endpoints.employeePatientDetail, { userid }, otherEmployee)).status).toBe(404);

    // Audited as recorded, without what it says; never in the server's log.
    const events = await auditEventsFor(t.db, 'patients.intake_recorded', userid);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorUserId: team.owner.id, clinicId: team.clinic.id });
    expect(JSON.stringify(await t.db.select().from(auditEvents))).not.toContain(concerns);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain(concerns);
  });

  it('is null when nothing was noted (empty texts count as not given)', async () => {
    const team = await createClinicTeam(t);
    const made = await t.call(
      endpoints.clinicCreatePatientUser,
      { fullName: 'No Intake', email: `none-${unique()}@example.test`, intake: { emergencyContactName: '  ', referralSource: '' } },
      team.token,
    );
    expect(made.status).toBe(201);
    const detail = await t.call(endpoints.clinicPatientDetail, { userid: made.body.data!.userid }, team.token);
    expect(detail.body.data!.intake).toBeNull();
  });

  it('refuses a date of birth out of range or in the future, and over-long fields, naming the field', async () => {
    const team = await createClinicTeam(t);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: Array<[object, string]> = [
      [{ dateOfBirth: '1850-01-01' }, 'intake.dateOfBirth'],
      [{ dateOfBirth: tomorrow }, 'intake.dateOfBirth'],
      [{ dateOfBirth: '12/04/1988' }, 'intake.dateOfBirth'],
      [{ presentingConcerns: 'x'.repeat(2001) }, 'intake.presentingConcerns'],
      [{ emergencyContactPhone: 'call me maybe, any time after six' }, 'intake.emergencyContactPhone'],
    ];
    for (const [intake, path] of cases) {
      const refused = await t.call(
        endpoints.clinicCreatePatientUser,
        { fullName: 'Bad Intake', email: `bad-${unique()}@example.test`, intake },
        team.token,
      );
      expect(refused.status, JSON.stringify(intake)).toBe(422);
      expect(refused.body.errors?.[0]?.path, JSON.stringify(intake)).toBe(path);
    }
  });

  it('never reaches the patient: no endpoint a patient may call answers the intake', async () => {
    const team = await createClinicTeam(t);
    await assignPatient(t.db, team.employee, team.patient);
    const patientEndpoints = allEndpoints.filter((endpoint) => roleAllowed(endpoint, 'patient'));
    expect(patientEndpoints.some((endpoint) => endpoint.path.includes('patient_detail') || endpoint.path.includes('user_detail'))).toBe(false);
  });
});
