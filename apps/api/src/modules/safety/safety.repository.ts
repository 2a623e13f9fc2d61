import { and, asc, count, desc, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  clinics,
  crisisCountries,
  crisisLines,
  employeePatients,
  safetyAlerts,
  users,
  type CrisisCountryRow,
  type CrisisLineRow,
  type Db,
  type SafetyAlertRow,
} from '@stillpoint/db';
import type { Tx } from '../../lib/ordering.js';

export type { CrisisCountryRow, CrisisLineRow, SafetyAlertRow };

/** A crisis line as written (position comes from its place in the list). */
export interface CrisisLineValues {
  name: string;
  phone: string | null;
  sms: string | null;
  url: string | null;
  notes: string | null;
}

/**
 * Whose alerts a caller reaches (safety.policy.ts): a clinic's, of patients still in the clinic; an
 * employee's, of patients of the clinic assigned to them.
 */
export type AlertScope = { kind: 'clinic'; clinicId: number } | { kind: 'employee'; clinicId: number; employeeId: number };

export interface AlertListRow {
  alert: SafetyAlertRow;
  patientName: string;
  acknowledgedByName: string | null;
}

const patient = alias(users, 'alert_patient');
const acknowledger = alias(users, 'alert_acknowledger');

/** SQL for crisis resources and safety alerts. */
export function createSafetyRepository(db: Db) {
  /** The alerts a scope reaches: the patient is still of the alert's clinic (and assigned, for an employee). */
  function inScope(scope: AlertScope): SQL {
    const base = and(eq(safetyAlerts.clinicId, scope.clinicId), eq(patient.clinicId, scope.clinicId), eq(patient.role, 'patient'))!;
    if (scope.kind === 'clinic') return base;
    return and(
      base,
      exists(
        db
          .select({ one: sql`1` })
          .from(employeePatients)
          .where(and(eq(employeePatients.employeeId, scope.employeeId), eq(employeePatients.patientId, safetyAlerts.patientId))),
      ),
    )!;
  }

  function alertQuery(executor: Db | Tx = db) {
    return executor
      .select({ alert: safetyAlerts, patientName: patient.fullName, acknowledgedByName: acknowledger.fullName })
      .from(safetyAlerts)
      .innerJoin(patient, eq(patient.id, safetyAlerts.patientId))
      .leftJoin(acknowledger, eq(acknowledger.id, safetyAlerts.acknowledgedBy));
  }

  async function linesOf(where: SQL, executor: Db | Tx = db): Promise<CrisisLineRow[]> {
    return executor.select().from(crisisLines).where(where).orderBy(asc(crisisLines.position), asc(crisisLines.id));
  }

  async function replaceLines(tx: Tx, owner: { countryCode: string } | { clinicId: number }, lines: readonly CrisisLineValues[]) {
    const where = 'countryCode' in owner ? eq(crisisLines.countryCode, owner.countryCode) : eq(crisisLines.clinicId, owner.clinicId);
    await tx.delete(crisisLines).where(where);
    if (lines.length === 0) return;
    await tx.insert(crisisLines).values(
      lines.map((line, index) => ({
        ...line,
        position: index + 1,
        countryCode: 'countryCode' in owner ? owner.countryCode : null,
        clinicId: 'clinicId' in owner ? owner.clinicId : null,
      })),
    );
  }

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    // --- crisis resources -----------------------------------------------------------------------------

    async countries(): Promise<Array<{ country: CrisisCountryRow; lines: CrisisLineRow[] }>> {
      const [countryRows, lineRows] = await Promise.all([
        db.select().from(crisisCountries).orderBy(asc(crisisCountries.name)),
        db.select().from(crisisLines).where(sql`${crisisLines.countryCode} is not null`).orderBy(asc(crisisLines.position), asc(crisisLines.id)),
      ]);
      return countryRows.map((country) => ({ country, lines: lineRows.filter((line) => line.countryCode === country.code) }));
    },

    /** Code and name of every country with resources (the picker). */
    countryNames: () => db.select({ code: crisisCountries.code, name: crisisCountries.name }).from(crisisCountries).orderBy(asc(crisisCountries.name)),

    async country(code: string): Promise<{ country: CrisisCountryRow; lines: CrisisLineRow[] } | undefined> {
      const [country] = await db.select().from(crisisCountries).where(eq(crisisCountries.code, code));
      if (!country) return undefined;
      return { country, lines: await linesOf(eq(crisisLines.countryCode, code)) };
    },

    /** Adds or replaces a country with its lines, in one transaction. */
    async saveCountry(values: { code: string; name: string; emergencyNumber: string | null; notes: string | null; updatedBy: number }, lines: readonly CrisisLineValues[]) {
      await db.transaction(async (tx) => {
        const row = { ...values, updatedAt: new Date() };
        await tx.insert(crisisCountries).values(row).onConflictDoUpdate({ target: crisisCountries.code, set: row });
        await replaceLines(tx, { countryCode: values.code }, lines);
      });
    },

    async deleteCountry(code: string): Promise<boolean> {
      const deleted = await db.delete(crisisCountries).where(eq(crisisCountries.code, code)).returning({ code: crisisCountries.code });
      return deleted.length > 0;
    },

    clinicLines: (clinicId: number) => linesOf(eq(crisisLines.clinicId, clinicId)),

    replaceClinicLines: (clinicId: number, lines: readonly CrisisLineValues[]) => db.transaction((tx) => replaceLines(tx, { clinicId }, lines)),

    async clinic(clinicId: number) {
      const [row] = await db.select({ id: clinics.id, name: clinics.name, country: clinics.country }).from(clinics).where(eq(clinics.id, clinicId));
      return row;
    },

    // --- safety alerts --------------------------------------------------------------------------------

    /** Given a transaction, the alert commits (or not) with the change that raised it (test answers). */
    async insertAlert(values: { patientId: number; clinicId: number; source: string; signals: string[]; excerpt: string }, executor: Db | Tx = db): Promise<{ id: number; hadOpen: boolean }> {
      return executor.transaction(async (tx) => {
        const [open] = await tx
          .select({ n: count() })
          .from(safetyAlerts)
          .where(and(eq(safetyAlerts.patientId, values.patientId), eq(safetyAlerts.clinicId, values.clinicId), isNull(safetyAlerts.acknowledgedAt)));
        const [row] = await tx.insert(safetyAlerts).values(values).returning({ id: safetyAlerts.id });
        return { id: row!.id, hadOpen: (open?.n ?? 0) > 0 };
      });
    },

    async listAlerts(scope: AlertScope, filter: { open: boolean; patientId?: number | undefined }, page: { limit: number; offset: number }) {
      const where = and(
        inScope(scope),
        filter.open ? isNull(safetyAlerts.acknowledgedAt) : undefined,
        filter.patientId !== undefined ? eq(safetyAlerts.patientId, filter.patientId) : undefined,
      )!;
      const [rows, [total]] = await Promise.all([
        alertQuery()
          .where(where)
          // Open alerts first, then newest first.
          .orderBy(sql`${safetyAlerts.acknowledgedAt} is not null`, desc(safetyAlerts.createdAt), desc(safetyAlerts.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(safetyAlerts).innerJoin(patient, eq(patient.id, safetyAlerts.patientId)).where(where),
      ]);
      return { rows: rows as AlertListRow[], total: total?.total ?? 0 };
    },

    async findAlert(scope: AlertScope, id: number, executor: Db | Tx = db): Promise<AlertListRow | undefined> {
      const [row] = await alertQuery(executor).where(and(inScope(scope), eq(safetyAlerts.id, id)));
      return row as AlertListRow | undefined;
    },

    /** Sets who acknowledged an open alert and when; false when it was already acknowledged. */
    async acknowledge(id: number, userId: number, at: Date): Promise<boolean> {
      const updated = await db
        .update(safetyAlerts)
        .set({ acknowledgedAt: at, acknowledgedBy: userId })
        .where(and(eq(safetyAlerts.id, id), isNull(safetyAlerts.acknowledgedAt)))
        .returning({ id: safetyAlerts.id });
      return updated.length > 0;
    },

    async openCounts(scope: AlertScope): Promise<Array<{ userid: number; open: number }>> {
      return db
        .select({ userid: safetyAlerts.patientId, open: count() })
        .from(safetyAlerts)
        .innerJoin(patient, eq(patient.id, safetyAlerts.patientId))
        .where(and(inScope(scope), isNull(safetyAlerts.acknowledgedAt)))
        .groupBy(safetyAlerts.patientId)
        .orderBy(asc(safetyAlerts.patientId));
    },

    /** Who is told of a patient's alert: the clinic's accounts and the patient's assigned employees. */
    async careTeam(clinicId: number, patientId: number): Promise<{ id: number; role: string }[]> {
      return db
        .selectDistinct({ id: users.id, role: users.role })
        .from(users)
        .where(
          and(
            eq(users.clinicId, clinicId),
            sql`(${users.role} = 'clinic' or (${users.role} = 'employee' and ${users.id} in (select ${employeePatients.employeeId} from ${employeePatients} where ${employeePatients.patientId} = ${patientId})))`,
          ),
        );
    },

    /** The patient's clinic, when the person is a patient of one (alerts are raised for patients only). */
    async patientClinic(userId: number, executor: Db | Tx = db): Promise<number | null> {
      const [row] = await executor.select({ clinicId: users.clinicId, role: users.role }).from(users).where(eq(users.id, userId));
      return row?.role === 'patient' ? (row.clinicId ?? null) : null;
    },

  };
}

export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
