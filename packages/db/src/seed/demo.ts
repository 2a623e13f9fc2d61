import { sql } from 'drizzle-orm';
import { ROLE_IDS, roleForRoleId } from '@stillpoint/contracts';
import type { Db } from '../client.js';
import { clinics, employeePatients, siteSettings, users } from '../schema/index.js';
import { PRIVACY_POLICY, TERMS } from './legal.js';

/** The password of every demo account (written in the README and printed at first start). */
export const DEMO_PASSWORD = 'Stillpoint-demo-1';

interface DemoAccount {
  email: string;
  fullName: string;
  roleid: number;
  username?: string;
  clinic?: 'harbor' | 'cedar';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@demo.stillpoint.test', fullName: 'Ada Admin', roleid: ROLE_IDS.admin, username: 'admin' },
  { email: 'master@demo.stillpoint.test', fullName: 'Morgan Master', roleid: ROLE_IDS.masterAdmin, username: 'master' },
  { email: 'clinic@demo.stillpoint.test', fullName: 'Harbor Clinic', roleid: ROLE_IDS.clinic, username: 'harbor', clinic: 'harbor' },
  { email: 'employee@demo.stillpoint.test', fullName: 'Elena Ortiz', roleid: ROLE_IDS.employee, username: 'elena', clinic: 'harbor' },
  { email: 'patient@demo.stillpoint.test', fullName: 'Paul Patel', roleid: ROLE_IDS.patient, username: 'patient', clinic: 'harbor' },
  { email: 'patient2@demo.stillpoint.test', fullName: 'Priya Nair', roleid: ROLE_IDS.patient, username: 'priya', clinic: 'harbor' },
  { email: 'clinic2@demo.stillpoint.test', fullName: 'Cedar Wellness', roleid: ROLE_IDS.clinic, username: 'cedar', clinic: 'cedar' },
  { email: 'patient3@demo.stillpoint.test', fullName: 'Quinn Baker', roleid: ROLE_IDS.patient, username: 'quinn', clinic: 'cedar' },
  { email: 'personal@demo.stillpoint.test', fullName: 'Sam Rivers', roleid: ROLE_IDS.personalDevelopment, username: 'sam' },
  { email: 'business@demo.stillpoint.test', fullName: 'Bea Lindqvist', roleid: ROLE_IDS.business, username: 'bea' },
];

/**
 * Loads the demo data into an empty database. Returns false (and changes nothing) when users exist.
 * `hashPassword` is the server's own argon2id hasher, so the seed stores what login verifies.
 */
export async function seedDemo(db: Db, hashPassword: (password: string) => Promise<string>): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ id: 1, terms: TERMS, privacyPolicy: PRIVACY_POLICY })
      .onConflictDoNothing();
    const [harbor, cedar] = await tx
      .insert(clinics)
      .values([
        { name: 'Harbor Clinic', email: 'clinic@demo.stillpoint.test', phone: '+1 555 0100', address: '12 Quay Street, Portsmouth', country: 'US' },
        { name: 'Cedar Wellness', email: 'clinic2@demo.stillpoint.test', phone: '+1 555 0200', address: '48 Cedar Avenue, Riverton', country: 'US' },
      ])
      .returning({ id: clinics.id });
    const clinicIds = { harbor: harbor!.id, cedar: cedar!.id };
    const now = new Date();
    const inserted = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          email: account.email,
          username: account.username ?? null,
          fullName: account.fullName,
          roleid: account.roleid,
          role: roleForRoleId(account.roleid),
          passwordHash,
          emailVerifiedAt: now,
          clinicId: account.clinic ? clinicIds[account.clinic] : null,
        })),
      )
      .returning({ id: users.id, email: users.email });
    // Harbor's employee looks after its first patient, so the employee area has someone to show.
    const idOf = (email: string) => inserted.find((row) => row.email === email)!.id;
    await tx.insert(employeePatients).values({
      clinicId: clinicIds.harbor,
      employeeId: idOf('employee@demo.stillpoint.test'),
      patientId: idOf('patient@demo.stillpoint.test'),
    });
  });
  return true;
}
