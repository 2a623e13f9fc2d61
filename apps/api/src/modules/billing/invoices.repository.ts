import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  clinics,
  invoiceSequences,
  invoices,
  patientPackages,
  servicePackages,
  subscriptions,
  users,
  type Db,
} from '@stillpoint/db';
import { ROLE_IDS } from '@stillpoint/contracts';
import { pageWindow } from '../../lib/paging.js';
import type { BillingAccount } from './billing.repository.js';

export type InvoiceRecord = typeof invoices.$inferSelect;
export type InvoiceValues = Omit<typeof invoices.$inferInsert, 'id' | 'sequence' | 'number' | 'issuerKey' | 'createdAt' | 'updatedAt'>;
export type ServicePackageRecord = typeof servicePackages.$inferSelect;
export type PatientPackageRecord = typeof patientPackages.$inferSelect;
export type PatientPackageRow = { held: PatientPackageRecord; invoice: Pick<InvoiceRecord, 'id' | 'number' | 'status'> | null };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whose invoices a list shows: what the issuer side or the recipient side may see. */
export type InvoiceScope =
  | { kind: 'platform'; audience?: 'personal' | 'business' | 'clinic' | 'users'; userId?: number; clinicId?: number }
  | { kind: 'clinic-issued'; clinicId: number; userId?: number }
  | { kind: 'recipient'; account: BillingAccount };

/** The issuer a number sequence belongs to. */
export const issuerKeyOf = (issuerClinicId: number | null) => (issuerClinicId === null ? 'platform' : `clinic:${issuerClinicId}`);

function scopeCondition(scope: InvoiceScope): SQL {
  if (scope.kind === 'recipient') {
    return scope.account.kind === 'user'
      ? eq(invoices.recipientUserId, scope.account.userId)
      : and(eq(invoices.recipientClinicId, scope.account.clinicId), isNull(invoices.issuerClinicId))!;
  }
  if (scope.kind === 'clinic-issued') {
    return and(eq(invoices.issuerClinicId, scope.clinicId), scope.userId ? eq(invoices.recipientUserId, scope.userId) : undefined)!;
  }
  const parts: Array<SQL | undefined> = [isNull(invoices.issuerClinicId)];
  if (scope.audience === 'clinic') parts.push(isNotNull(invoices.recipientClinicId));
  if (scope.audience === 'users') parts.push(isNotNull(invoices.recipientUserId));
  if (scope.audience === 'personal' || scope.audience === 'business') {
    const roleid = scope.audience === 'personal' ? ROLE_IDS.personalDevelopment : ROLE_IDS.business;
    parts.push(sql`${invoices.recipientUserId} in (select "id" from "users" where "roleid" = ${roleid})`);
  }
  if (scope.userId) parts.push(eq(invoices.recipientUserId, scope.userId));
  if (scope.clinicId) parts.push(eq(invoices.recipientClinicId, scope.clinicId));
  return and(...parts)!;
}

const searchCondition = (search: string | undefined) =>
  search ? or(ilike(invoices.number, `%${escapeLike(search)}%`), ilike(invoices.recipientName, `%${escapeLike(search)}%`)) : undefined;

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Invoices, payments, the clinics' service packages and what patients hold (SQL only; rules in invoices.service.ts). */
export function createInvoicesRepository(db: Db) {
  /** Per-currency totals and counts of a scope (the list's stats: all states, not just the page). */
  async function stats(where: SQL | undefined, at: Date) {
    const [counts] = await db
      .select({
        count: count(),
        open: sql<number>`count(*) filter (where ${invoices.status} = 'open')::int`,
        overdue: sql<number>`count(*) filter (where ${invoices.status} = 'open' and ${invoices.dueAt} < ${at})::int`,
        paid: sql<number>`count(*) filter (where ${invoices.status} in ('paid', 'refunded'))::int`,
      })
      .from(invoices)
      .where(where);
    const totals = await db
      .select({
        currency: invoices.currency,
        billed: sql<number>`coalesce(sum(${invoices.totalMinor}) filter (where ${invoices.status} <> 'void'), 0)::bigint`,
        paid: sql<number>`coalesce(sum(${invoices.totalMinor}) filter (where ${invoices.status} in ('paid', 'refunded')), 0)::bigint`,
        outstanding: sql<number>`coalesce(sum(${invoices.totalMinor}) filter (where ${invoices.status} = 'open'), 0)::bigint`,
        refunded: sql<number>`coalesce(sum(${invoices.refundedMinor}), 0)::bigint`,
      })
      .from(invoices)
      .where(where)
      .groupBy(invoices.currency)
      .orderBy(invoices.currency);
    return {
      count: Number(counts?.count ?? 0),
      open_count: Number(counts?.open ?? 0),
      overdue_count: Number(counts?.overdue ?? 0),
      paid_count: Number(counts?.paid ?? 0),
      totals: totals.map((row) => ({
        currency: row.currency,
        billed: Number(row.billed),
        paid: Number(row.paid),
        outstanding: Number(row.outstanding),
        refunded: Number(row.refunded),
      })),
    };
  }

  /** Held packages with the number and state of the invoice they were sold on, newest first. */
  async function selectHeld(where: SQL | undefined): Promise<PatientPackageRow[]> {
    const rows = await db
      .select({ held: patientPackages, invoice: { id: invoices.id, number: invoices.number, status: invoices.status } })
      .from(patientPackages)
      .leftJoin(invoices, eq(invoices.id, patientPackages.invoiceId))
      .where(where)
      .orderBy(desc(patientPackages.createdAt), desc(patientPackages.id));
    return rows as PatientPackageRow[];
  }
  const heldCount = sql<number>`(select count(*)::int from "patient_packages" as "held" where "held"."service_package_id" = "service_packages"."id")`;

  return {
    /**
     * Issues an invoice with the next number of its issuer, in one transaction: raising the issuer's counter
     * locks its row until commit, so concurrent invoices of one issuer take consecutive numbers, and a failed
     * insert rolls the counter back: the sequence has no gaps. `then` runs in the same transaction (a patient
     * package sold with it).
     */
    async issue(values: InvoiceValues, prefix: string, then?: (tx: Tx, invoiceId: number) => Promise<void>) {
      const issuerKey = issuerKeyOf(values.issuerClinicId ?? null);
      return db.transaction(async (tx) => {
        const [counter] = await tx
          .insert(invoiceSequences)
          .values({ issuerKey, lastNumber: 1 })
          .onConflictDoUpdate({ target: invoiceSequences.issuerKey, set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` } })
          .returning({ lastNumber: invoiceSequences.lastNumber });
        const sequence = counter!.lastNumber;
        const number = `${prefix}-${String(sequence).padStart(6, '0')}`;
        const [row] = await tx
          .insert(invoices)
          .values({ ...values, issuerKey, sequence, number })
          .returning({ id: invoices.id });
        if (then) await then(tx, row!.id);
        return { id: row!.id, number };
      });
    },

    /** The number the next invoice of an issuer would get (shown on the form; not reserved). */
    async nextSequence(issuerClinicId: number | null): Promise<number> {
      const [row] = await db
        .select({ lastNumber: invoiceSequences.lastNumber })
        .from(invoiceSequences)
        .where(eq(invoiceSequences.issuerKey, issuerKeyOf(issuerClinicId)));
      return (row?.lastNumber ?? 0) + 1;
    },

    async invoice(id: number, scope: InvoiceScope): Promise<InvoiceRecord | undefined> {
      const [row] = await db.select().from(invoices).where(and(eq(invoices.id, id), scopeCondition(scope)));
      return row;
    },
    async invoiceById(id: number): Promise<InvoiceRecord | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row;
    },

    async list(scope: InvoiceScope, filter: { status?: InvoiceRecord['status']; search?: string; pageNo: number; perPage: number }, at: Date) {
      const scoped = and(scopeCondition(scope), searchCondition(filter.search));
      const where = and(scoped, filter.status ? eq(invoices.status, filter.status) : undefined);
      const { limit, offset } = pageWindow(filter);
      const [rows, [total], summary] = await Promise.all([
        db.select().from(invoices).where(where).orderBy(desc(invoices.issuedAt), desc(invoices.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(invoices).where(where),
        stats(scoped, at),
      ]);
      return { rows, total: Number(total?.n ?? 0), stats: summary };
    },

    /** Settled invoices (paid, or paid then refunded) of a scope, newest payment first. */
    async payments(scope: InvoiceScope | { kind: 'platform-payers'; payers: 'users' | 'clinics' }, filter: { search?: string; pageNo: number; perPage: number }) {
      const scoped =
        scope.kind === 'platform-payers'
          ? and(isNull(invoices.issuerClinicId), scope.payers === 'users' ? isNotNull(invoices.recipientUserId) : isNotNull(invoices.recipientClinicId))
          : scopeCondition(scope);
      const where = and(scoped, isNotNull(invoices.paidAt), inArray(invoices.status, ['paid', 'refunded']), searchCondition(filter.search));
      const { limit, offset } = pageWindow(filter);
      const [rows, [total], totals] = await Promise.all([
        db.select().from(invoices).where(where).orderBy(desc(invoices.paidAt), desc(invoices.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(invoices).where(where),
        db
          .select({
            currency: invoices.currency,
            paid: sql<number>`coalesce(sum(${invoices.totalMinor}), 0)::bigint`,
            refunded: sql<number>`coalesce(sum(${invoices.refundedMinor}), 0)::bigint`,
          })
          .from(invoices)
          .where(where)
          .groupBy(invoices.currency)
          .orderBy(invoices.currency),
      ]);
      return {
        rows,
        total: Number(total?.n ?? 0),
        totals: totals.map((row) => ({ currency: row.currency, paid: Number(row.paid), refunded: Number(row.refunded) })),
      };
    },

    /** Open -> paid, once: undefined when the invoice is not open (paid or voided meanwhile). */
    async markPaid(id: number, scope: InvoiceScope | null, values: { paidAt: Date; method: NonNullable<InvoiceRecord['paymentMethod']>; provider?: string; externalId?: string | null }) {
      const [row] = await db
        .update(invoices)
        .set({
          status: 'paid',
          paidAt: values.paidAt,
          paymentMethod: values.method,
          ...(values.provider ? { provider: values.provider } : {}),
          ...(values.externalId ? { externalId: values.externalId } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(invoices.id, id), eq(invoices.status, 'open'), scope ? scopeCondition(scope) : undefined))
        .returning();
      return row;
    },

    /** Open -> void (its number stays used); a clinic's package sold with it is cancelled in the same transaction. */
    async voidInvoice(id: number, scope: InvoiceScope) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(invoices)
          .set({ status: 'void', updatedAt: new Date() })
          .where(and(eq(invoices.id, id), eq(invoices.status, 'open'), scopeCondition(scope)))
          .returning();
        if (row) {
          await tx
            .update(patientPackages)
            .set({ status: 'cancelled', updatedAt: new Date() })
            .where(and(eq(patientPackages.invoiceId, id), eq(patientPackages.status, 'active')));
        }
        return row;
      });
    },

    /** Adds a refund to a paid invoice in one conditional statement (two refunds at once cannot exceed the total). */
    async refund(id: number, scope: InvoiceScope, amountMinor: number | null, note: string | null = null) {
      const amount = amountMinor === null ? sql`${invoices.totalMinor} - ${invoices.refundedMinor}` : sql`${amountMinor}`;
      const [row] = await db
        .update(invoices)
        .set({
          refundedMinor: sql`${invoices.refundedMinor} + ${amount}`,
          // The refund's reason stays on the invoice (its notes, printed on the PDF).
          ...(note ? { notes: sql`concat_ws(E'\n', nullif(${invoices.notes}, ''), ${note}::text)` } : {}),
          status: sql`case when ${invoices.refundedMinor} + ${amount} >= ${invoices.totalMinor} then 'refunded' else 'paid' end`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(invoices.id, id),
            eq(invoices.status, 'paid'),
            scopeCondition(scope),
            sql`${amount} > 0`,
            sql`${invoices.refundedMinor} + ${amount} <= ${invoices.totalMinor}`,
          ),
        )
        .returning();
      return row;
    },

    // ----- recipients -----

    async frontUser(userId: number) {
      const [row] = await db
        .select({ id: users.id, name: users.fullName, email: users.email, roleid: users.roleid })
        .from(users)
        .where(and(eq(users.id, userId), inArray(users.roleid, [ROLE_IDS.personalDevelopment, ROLE_IDS.business])));
      return row;
    },
    /** Whom a clinic's invoices and payments are told to: its clinic accounts. */
    async clinicAccountIds(clinicId: number): Promise<number[]> {
      const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.clinicId, clinicId), eq(users.roleid, ROLE_IDS.clinic)));
      return rows.map((row) => row.id);
    },
    async clinic(clinicId: number) {
      const [row] = await db.select({ id: clinics.id, name: clinics.name, email: clinics.email }).from(clinics).where(eq(clinics.id, clinicId));
      return row;
    },
    /** A patient of the clinic (another clinic's, or no patient: undefined). */
    async patientOf(clinicId: number, userId: number) {
      const [row] = await db
        .select({ id: users.id, name: users.fullName, email: users.email })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.clinicId, clinicId), eq(users.roleid, ROLE_IDS.patient)));
      return row;
    },
    async patientsOf(clinicId: number) {
      return db
        .select({ id: users.id, name: users.fullName, email: users.email })
        .from(users)
        .where(and(eq(users.clinicId, clinicId), eq(users.roleid, ROLE_IDS.patient)))
        .orderBy(users.fullName)
        .limit(200);
    },
    async frontUsersAndClinics() {
      const [people, places] = await Promise.all([
        db
          .select({ id: users.id, name: users.fullName, email: users.email })
          .from(users)
          .where(inArray(users.roleid, [ROLE_IDS.personalDevelopment, ROLE_IDS.business]))
          .orderBy(users.fullName)
          .limit(200),
        db.select({ id: clinics.id, name: clinics.name, email: clinics.email }).from(clinics).orderBy(clinics.name).limit(200),
      ]);
      return { people, places };
    },

    // ----- the clinics' service packages and what patients hold -----

    async servicePackages(clinicId: number, onlyActive = false) {
      return db
        .select({ pkg: servicePackages, held: heldCount })
        .from(servicePackages)
        .where(and(eq(servicePackages.clinicId, clinicId), onlyActive ? eq(servicePackages.status, 'active') : undefined))
        .orderBy(servicePackages.status, servicePackages.priceMinor, servicePackages.id);
    },
    async servicePackage(clinicId: number, id: number) {
      const [row] = await db
        .select({ pkg: servicePackages, held: heldCount })
        .from(servicePackages)
        .where(and(eq(servicePackages.id, id), eq(servicePackages.clinicId, clinicId)));
      return row;
    },
    async insertServicePackage(values: Omit<typeof servicePackages.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>) {
      const [row] = await db.insert(servicePackages).values(values).returning({ id: servicePackages.id });
      return row!.id;
    },
    async updateServicePackage(clinicId: number, id: number, values: Partial<typeof servicePackages.$inferInsert>) {
      const rows = await db
        .update(servicePackages)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(servicePackages.id, id), eq(servicePackages.clinicId, clinicId)))
        .returning({ id: servicePackages.id });
      return rows.length > 0;
    },
    async deleteServicePackage(clinicId: number, id: number): Promise<'deleted' | 'missing' | 'in-use'> {
      return db.transaction(async (tx) => {
        const [exists] = await tx
          .select({ id: servicePackages.id })
          .from(servicePackages)
          .where(and(eq(servicePackages.id, id), eq(servicePackages.clinicId, clinicId)))
          .for('update');
        if (!exists) return 'missing';
        const [held] = await tx.select({ n: count() }).from(patientPackages).where(eq(patientPackages.servicePackageId, id));
        if ((held?.n ?? 0) > 0) return 'in-use';
        await tx.delete(servicePackages).where(eq(servicePackages.id, id));
        return 'deleted';
      });
    },
    async insertPatientPackage(tx: Tx, values: Omit<typeof patientPackages.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>) {
      await tx.insert(patientPackages).values(values);
    },
    async patientPackages(clinicId: number, patientUserId: number): Promise<PatientPackageRow[]> {
      return selectHeld(and(eq(patientPackages.clinicId, clinicId), eq(patientPackages.patientUserId, patientUserId)));
    },
    async myPatientPackages(patientUserId: number): Promise<PatientPackageRow[]> {
      return selectHeld(eq(patientPackages.patientUserId, patientUserId));
    },
    async patientPackage(clinicId: number, id: number): Promise<PatientPackageRow | undefined> {
      const [row] = await selectHeld(and(eq(patientPackages.id, id), eq(patientPackages.clinicId, clinicId)));
      return row;
    },
    /** Sets a held package's state and use; false when the sessions used exceed its total (the check constraint). */
    async updatePatientPackage(clinicId: number, id: number, values: { status?: PatientPackageRecord['status']; sessionsUsed?: number }) {
      const rows = await db
        .update(patientPackages)
        .set({ ...values, updatedAt: new Date() })
        .where(
          and(
            eq(patientPackages.id, id),
            eq(patientPackages.clinicId, clinicId),
            values.sessionsUsed !== undefined ? sql`${values.sessionsUsed} <= ${patientPackages.sessionsTotal}` : undefined,
          ),
        )
        .returning({ id: patientPackages.id });
      return rows.length > 0;
    },

    // ----- revenue (platform) -----

    /** MRR and subscription counts now, churn over 30 days, and per month collected, refunded, started, ended. */
    async revenue(currency: string, months: number, at: Date) {
      const monthly = sql`case "packages"."billing_period" when 'monthly' then ${subscriptions.priceMinor} when 'yearly' then round(${subscriptions.priceMinor} / 12.0) else 0 end`;
      const [now] = await db
        .select({
          mrr: sql<number>`coalesce(sum(${monthly}) filter (where ${subscriptions.status} in ('active', 'cancelled_at_period_end')), 0)::bigint`,
          active: sql<number>`count(*) filter (where ${subscriptions.status} in ('active', 'cancelled_at_period_end'))::int`,
          trialing: sql<number>`count(*) filter (where ${subscriptions.status} = 'trialing')::int`,
        })
        .from(subscriptions)
        .innerJoin(sql`"packages"`, sql`"packages"."id" = ${subscriptions.packageId}`)
        .where(and(eq(subscriptions.currency, currency), sql`${subscriptions.status} <> 'ended'`));
      const windowStart = new Date(at.getTime() - 30 * 86_400_000);
      const [churn] = await db
        .select({
          liveAtStart: sql<number>`count(*) filter (where ${subscriptions.createdAt} < ${windowStart} and (${subscriptions.endedAt} is null or ${subscriptions.endedAt} >= ${windowStart}))::int`,
          endedSince: sql<number>`count(*) filter (where ${subscriptions.endedAt} >= ${windowStart} and ${subscriptions.endedAt} < ${at})::int`,
        })
        .from(subscriptions)
        .where(eq(subscriptions.currency, currency));
      const first = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - (months - 1), 1));
      const monthOf = (column: SQL | typeof invoices.paidAt) => sql<string>`to_char(date_trunc('month', ${column} at time zone 'UTC'), 'YYYY-MM')`;
      const [collected, started, ended] = await Promise.all([
        db
          .select({
            month: monthOf(invoices.paidAt),
            collected: sql<number>`coalesce(sum(${invoices.totalMinor} - ${invoices.refundedMinor}), 0)::bigint`,
            refunded: sql<number>`coalesce(sum(${invoices.refundedMinor}), 0)::bigint`,
          })
          .from(invoices)
          .where(and(isNull(invoices.issuerClinicId), eq(invoices.currency, currency), isNotNull(invoices.paidAt), gte(invoices.paidAt, first), lt(invoices.paidAt, at)))
          .groupBy(sql`1`),
        db
          .select({ month: monthOf(sql`${subscriptions.createdAt}`), n: count() })
          .from(subscriptions)
          .where(and(eq(subscriptions.currency, currency), gte(subscriptions.createdAt, first)))
          .groupBy(sql`1`),
        db
          .select({ month: monthOf(sql`${subscriptions.endedAt}`), n: count() })
          .from(subscriptions)
          .where(and(eq(subscriptions.currency, currency), gte(subscriptions.endedAt, first)))
          .groupBy(sql`1`),
      ]);
      return {
        mrr: Number(now?.mrr ?? 0),
        active: Number(now?.active ?? 0),
        trialing: Number(now?.trialing ?? 0),
        liveAtStart: Number(churn?.liveAtStart ?? 0),
        endedSince: Number(churn?.endedSince ?? 0),
        first,
        collected: collected.map((row) => ({ month: row.month, collected: Number(row.collected), refunded: Number(row.refunded) })),
        started: started.map((row) => ({ month: row.month, n: Number(row.n) })),
        ended: ended.map((row) => ({ month: row.month, n: Number(row.n) })),
      };
    },
  };
}
export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
