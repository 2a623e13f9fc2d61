import { and, eq } from 'drizzle-orm';
import { endpoints, ROLE_IDS, roleForRoleId, type SessionData } from '@stillpoint/contracts';
import { auditEvents, clinics, employeePatients, outbox, seedDemo, users, type Db } from '@stillpoint/db';
import { hashPassword } from '../src/lib/passwords.js';
import { createTestApp, type TestApp } from './harness.js';

export const FACTORY_PASSWORD = 'Factory-pass-1';

/**
 * A test app holding the demo's people (seedDemo), for the tests of each demo seeder: the demo accounts get the
 * factories' password so that a test can sign in with login().
 */
export async function createDemoTestApp(): Promise<TestApp> {
  const t = await createTestApp();
  await seedDemo(t.db, () => hashPassword(FACTORY_PASSWORD));
  return t;
}
let passwordHash: Promise<string> | undefined;
let sequence = 0;
const unique = () => `${process.pid}${Date.now().toString(36)}${(++sequence).toString(36)}`;

export async function createClinic(db: Db, name = `Clinic ${unique()}`) {
  const [row] = await db.insert(clinics).values({ name }).returning();
  return row!;
}

export type FactoryRole = 'masterAdmin' | 'admin' | 'clinic' | 'employee' | 'patient' | 'personal' | 'business';
const ROLEID_FOR: Record<FactoryRole, number> = {
  masterAdmin: ROLE_IDS.masterAdmin,
  admin: ROLE_IDS.admin,
  clinic: ROLE_IDS.clinic,
  employee: ROLE_IDS.employee,
  patient: ROLE_IDS.patient,
  personal: ROLE_IDS.personalDevelopment,
  business: ROLE_IDS.business,
};

/** A user of the given kind; clinic-bound roles get a fresh clinic unless one is given. */
export async function createUser(
  db: Db,
  kind: FactoryRole,
  options: {
    clinicId?: number;
    verified?: boolean;
    approved?: boolean;
    confirmedByUser?: boolean;
    username?: string;
    fullName?: string;
    /** false: no password (an invited person who has not chosen one yet). */
    withPassword?: boolean;
  } = {},
) {
  passwordHash ??= hashPassword(FACTORY_PASSWORD);
  const id = unique();
  const roleid = ROLEID_FOR[kind];
  const needsClinic = kind === 'clinic' || kind === 'employee' || kind === 'patient';
  const clinicId = needsClinic ? (options.clinicId ?? (await createClinic(db)).id) : null;
  const [row] = await db
    .insert(users)
    .values({
      role: roleForRoleId(roleid),
      roleid,
      email: `${kind.toLowerCase()}-${id}@factory.test`,
      username: options.username ?? `${kind.toLowerCase()}_${id}`,
      fullName: options.fullName ?? `${kind} ${id}`,
      passwordHash: options.withPassword === false ? null : await passwordHash,
      emailVerifiedAt: options.verified === false ? null : new Date(),
      confirmedByAdmin: options.approved ?? true,
      confirmedByUser: options.confirmedByUser ?? true,
      clinicId,
    })
    .returning();
  return row!;
}

/** A session as the tests use it: the API's session data and the media pass cookie its login set. */
export type TestSession = SessionData & { mediaCookie: string };

/** Logs a user in through the API (admin family for admins) and returns the session data with its media pass. */
export async function login(t: TestApp, user: { email: string; role: string }): Promise<TestSession> {
  const isAdmin = user.role === 'admin' || user.role === 'masterAdmin';
  const response = await t.call(isAdmin ? endpoints.adminLogin : endpoints.frontLogin, { email: user.email, password: FACTORY_PASSWORD });
  if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
  return { ...response.body.data!, mediaCookie: mediaCookieFrom(response.headers) };
}

/** The media pass cookies a response set, as a Cookie request header (`sp_media=...`); '' when none. */
export function mediaCookieFrom(headers: Record<string, unknown>): string {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? raw.map(String) : raw ? [String(raw)] : [];
  return list
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => pair.startsWith('sp_media') && !pair.endsWith('='))
    .join('; ');
}

export async function createUserAndLogin(t: TestApp, kind: FactoryRole, options?: Parameters<typeof createUser>[2]) {
  const user = await createUser(t.db, kind, options);
  return { user, session: await login(t, user) };
}

/** The newest e-mail sent to an address (the outbox adapter keeps every message). */
export async function lastMailTo(db: Db, address: string) {
  const rows = await db.select().from(outbox).where(eq(outbox.toAddress, address.toLowerCase()));
  return rows.sort((a, b) => b.id - a.id)[0];
}

/** The token in the first link of a message. */
export function tokenFromMail(text: string): string {
  const match = /token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

/** Assigns a patient to an employee (both of the clinic). */
export async function assignPatient(db: Db, employee: { id: number; clinicId: number | null }, patient: { id: number }) {
  await db.insert(employeePatients).values({ clinicId: employee.clinicId!, employeeId: employee.id, patientId: patient.id });
}

/** A clinic with its clinic account logged in, an employee and a patient of it. */
export async function createClinicTeam(t: TestApp, name?: string) {
  const clinic = await createClinic(t.db, name);
  const owner = await createUserAndLogin(t, 'clinic', { clinicId: clinic.id });
  const employee = await createUser(t.db, 'employee', { clinicId: clinic.id });
  const patient = await createUser(t.db, 'patient', { clinicId: clinic.id });
  return { clinic, owner: owner.user, token: owner.session.accessToken, mediaCookie: owner.session.mediaCookie, employee, patient };
}

/** Audit events of an action about a target. */
export async function auditEventsFor(db: Db, action: string, targetId: number) {
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)));
}
