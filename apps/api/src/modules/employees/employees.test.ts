import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MESSAGES, endpoints, MESSAGES, type Endpoint } from '@stillpoint/contracts';
import { employeePatients, users } from '@stillpoint/db';
import { assignPatient, auditEventsFor, createClinicTeam, createUser, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a clinic's employees", () => {
  it('creates an employee in its own clinic, lists, edits and deletes them with the spec messages', async () => {
    const team = await createClinicTeam(t);
    const email = `emp-${Date.now()}@x.test`;
    const created = await t.call(
      endpoints.clinicCreateEmployee,
      { fullName: 'Theo Therapist', email, password: 'Employee-pass-1', roleid: 1 } as never,
      team.token,
    );
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(APP_MESSAGES.employeeAdded);
    expect(created.body.data).toMatchObject({ role: 'employee', roleid: 6, clinicId: team.clinic.id });
    const theo = created.body.data!.userid;
    const logged = await t.call(endpoints.frontLogin, { email, password: 'Employee-pass-1' });
    expect(logged.body.message).toBe('You have successfully logged in as employee');

    const list = await t.call(endpoints.clinicAllEmployees, { search: 'theo' }, team.token);
    expect(list.body.data!.map((e) => e.userid)).toEqual([theo]);
    expect(list.body.total_pages).toBe(1);
    const edited = await t.call(endpoints.clinicEditEmployee, { userid: theo, fullName: 'Theo T.' }, team.token);
    expect(edited.body).toMatchObject({ message: MESSAGES.employeeUpdated, data: { fullName: 'Theo T.', assignedPatients: [] } });
    const invalid = await t.call(endpoints.clinicEditEmployee, { userid: theo, fullName: '' }, team.token);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.[0]?.path).toBe('fullName');
    const deleted = await t.call(endpoints.clinicDeleteEmployee, { userid: theo }, team.token);
    expect(deleted.body.message).toBe(APP_MESSAGES.employeeDeleted);
    expect(await t.db.select().from(users).where(eq(users.id, theo))).toEqual([]);
  });

  it('assigns patients to an employee (the list becomes exactly the one sent)', async () => {
    const team = await createClinicTeam(t);
    const second = await createUser(t.db, 'patient', { clinicId: team.clinic.id });
    const response = await t.call(
      endpoints.clinicAssignPatients,
      { userid: team.employee.id, patientIds: [team.patient.id, second.id, second.id] },
      team.token,
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(MESSAGES.patientsAssigned);
    expect(response.body.data!.assignedPatients.map((p) => p.userid).sort()).toEqual([team.patient.id, second.id].sort());
    const employee = await login(t, team.employee);
    expect((await t.call(endpoints.employeeAssignedPatients, {}, employee.accessToken)).body.data).toHaveLength(2);

    const narrowed = await t.call(
      endpoints.clinicAssignPatients,
      { userid: team.employee.id, patientIds: [second.id] },
      team.token,
    );
    expect(narrowed.body.data!.assignedPatients.map((p) => p.userid)).toEqual([second.id]);
    expect((await t.call(endpoints.employeePatientDetail, { userid: team.patient.id }, employee.accessToken)).status).toBe(404);
    const cleared = await t.call(endpoints.clinicAssignPatients, { userid: team.employee.id, patientIds: [] }, team.token);
    expect(cleared.body.data!.assignedPatients).toEqual([]);
    expect(await auditEventsFor(t.db, 'people.patients_assigned', team.employee.id)).toHaveLength(3);
    const invalid = await t.call(endpoints.clinicAssignPatients, { userid: team.employee.id, patientIds: ['x'] }, team.token);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.[0]?.path).toBe('patientIds.0');
  });

  it("never assigns another clinic's patient, nor reaches another clinic's employee (404)", async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    await assignPatient(t.db, team.employee, team.patient);
    const foreignPatient = await t.call(
      endpoints.clinicAssignPatients,
      { userid: team.employee.id, patientIds: [team.patient.id, other.patient.id] },
      team.token,
    );
    expect(foreignPatient.status).toBe(404);
    expect(foreignPatient.body.errors?.[0]?.path).toBe('patientIds.1');
    // Nothing changed.
    expect(await t.db.select().from(employeePatients).where(eq(employeePatients.employeeId, team.employee.id))).toHaveLength(1);
    const notAPatient = await t.call(
      endpoints.clinicAssignPatients,
      { userid: team.employee.id, patientIds: [team.employee.id] },
      team.token,
    );
    expect(notAPatient.status).toBe(404);

    const calls: Array<[Endpoint, object]> = [
      [endpoints.clinicEmployeeDetail, { userid: other.employee.id }],
      [endpoints.clinicEditEmployee, { userid: other.employee.id, fullName: 'Taken' }],
      [endpoints.clinicEmployeeSettings, { userid: other.employee.id, features: { chat: false } }],
      [endpoints.clinicAssignPatients, { userid: other.employee.id, patientIds: [] }],
      [endpoints.clinicDeleteEmployee, { userid: other.employee.id }],
      [endpoints.clinicDeleteEmployee, { userid: team.patient.id }],
    ];
    for (const [endpoint, body] of calls) {
      expect((await t.call(endpoint, body, team.token)).status, endpoint.path).toBe(404);
    }
    expect(await t.db.select().from(users).where(eq(users.id, other.employee.id))).toHaveLength(1);
  });

  it("sets an employee's settings (clinic feature switches), which gate the employee's endpoints", async () => {
    const team = await createClinicTeam(t);
    await assignPatient(t.db, team.employee, team.patient);
    const employee = await login(t, team.employee);
    const response = await t.call(
      endpoints.clinicEmployeeSettings,
      { userid: team.employee.id, features: { patients: false } },
      team.token,
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(MESSAGES.employeeSettingUpdated);
    expect(response.body.data).toMatchObject({ kind: 'clinic', tabsKey: 'clinics_tabs' });
    const detail = await t.call(endpoints.clinicEmployeeDetail, { userid: team.employee.id }, team.token);
    expect(detail.body.data!.settings.tabs.find((tab) => tab.key === 'patients')).toMatchObject({
      enabled: false,
      clinic: false,
    });
    const refused = await t.call(endpoints.employeeAssignedPatients, {}, employee.accessToken);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FEATURE_DISABLED', message: APP_MESSAGES.featureDisabled });
    const account = await t.call(endpoints.frontAccountDetails, {}, employee.accessToken);
    expect(account.body.data!.features.patients).toBe(false);
    await t.call(endpoints.clinicEmployeeSettings, { userid: team.employee.id, features: { patients: null } }, team.token);
    expect((await t.call(endpoints.employeeAssignedPatients, {}, employee.accessToken)).status).toBe(200);
    const unknown = await t.call(
      endpoints.clinicEmployeeSettings,
      { userid: team.employee.id, features: { AImeditations: false } },
      team.token,
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.[0]?.path).toBe('features.AImeditations');
  });
});
