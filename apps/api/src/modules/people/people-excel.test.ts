import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@stillpoint/contracts';
import { auditEvents } from '@stillpoint/db';
import { createClinic, createUser, createUserAndLogin } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let admin: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  const made = await createUserAndLogin(t, 'admin');
  admin = { id: made.user.id, token: made.session.accessToken };
});
afterAll(() => t.close());

async function download(endpoint: typeof endpoints.generateExcel | typeof endpoints.generateExcelRoleid, body: object) {
  return t.app.inject({ method: 'POST', url: endpoint.url, payload: body, headers: { authorization: `Bearer ${admin.token}` } });
}

async function rowsOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describe('users export', () => {
  it('answers a real .xlsx with a header row and one row per user', async () => {
    const clinic = await createClinic(t.db, 'Export Clinic');
    const patient = await createUser(t.db, 'patient', { clinicId: clinic.id, fullName: '=HYPERLINK("x")' });
    const personal = await createUser(t.db, 'personal', { verified: false });
    const response = await download(endpoints.generateExcel, {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const { name, rows } = await rowsOf(response.rawPayload);
    expect(name).toBe('Users');
    expect(rows[0]).toEqual([
      'User ID',
      'Full name',
      'E-mail',
      'Username',
      'Role',
      'Role ID',
      'Clinic',
      'Phone',
      'E-mail verified',
      'Confirmed by user',
      'Confirmed by admin',
      'Created',
      'Last login',
    ]);
    expect(rows).toHaveLength(4); // header, the admin, the patient, the personal user
    const patientRow = rows.find((row) => row[0] === patient.id)!;
    // A name that looks like a formula stays plain text.
    expect(patientRow.slice(0, 11)).toEqual([
      patient.id,
      '=HYPERLINK("x")',
      patient.email,
      patient.username,
      'Patient',
      5,
      'Export Clinic',
      '',
      'Yes',
      'Yes',
      'Yes',
    ]);
    expect(patientRow[11]).toBeInstanceOf(Date);
    const personalRow = rows.find((row) => row[0] === personal.id)!;
    expect(personalRow.slice(4, 9)).toEqual(['Personal user', 3, '', '', 'No']);
    const events = (await t.db.select().from(auditEvents)).filter((e) => e.action === 'people.exported');
    expect(events).toHaveLength(1);
    expect(events[0]!.actorUserId).toBe(admin.id);
  });

  it('exports the users of one role id', async () => {
    const business = await createUser(t.db, 'business');
    const response = await download(endpoints.generateExcelRoleid, { roleid: 4 });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain('users-role-4-');
    const { rows } = await rowsOf(response.rawPayload);
    expect(rows.slice(1).map((row) => row[0])).toEqual([business.id]);
    expect(rows[1]![4]).toBe('Business user');
  });

  it('answers the envelope, not a file, when it fails', async () => {
    const invalid = await download(endpoints.generateExcelRoleid, { roleid: 'all' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors[0].path).toBe('roleid');
    const frontUser = await createUserAndLogin(t, 'clinic');
    const refused = await t.app.inject({
      method: 'POST',
      url: endpoints.generateExcel.url,
      headers: { authorization: `Bearer ${frontUser.session.accessToken}` },
    });
    expect(refused.statusCode).toBe(403);
  });
});
