import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { packages, subscriptions, type Db } from '@stillpoint/db';

export type PackageRecord = typeof packages.$inferSelect;
export type PackageValues = Omit<typeof packages.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'status'>;
export type SubscriptionRecord = typeof subscriptions.$inferSelect;
export type SubscriptionValues = Omit<typeof subscriptions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type PackageRow = { pkg: PackageRecord; subscribers: number };
export type SubscriptionRow = { sub: SubscriptionRecord; pkg: PackageRecord };
/** The subscribing account: a front user or a clinic. */
export type BillingAccount = { kind: 'user'; userId: number } | { kind: 'clinic'; clinicId: number };

const live = ne(subscriptions.status, 'ended');
const accountCondition = (account: BillingAccount): SQL =>
  account.kind === 'user' ? eq(subscriptions.userId, account.userId) : eq(subscriptions.clinicId, account.clinicId);

/** Packages and subscriptions (SQL only; the rules are in billing.service.ts). */
export function createBillingRepository(db: Db) {
  // Spelled out: inside a select list drizzle leaves column names unqualified, which a correlated subquery cannot use.
  const subscriberCount = sql<number>`(select count(*)::int from "subscriptions" as "live_subs" where "live_subs"."package_id" = "packages"."id" and "live_subs"."status" <> 'ended')`;
  const selectPackages = () => db.select({ pkg: packages, subscribers: subscriberCount }).from(packages);

  return {
    async packages(filter: { audience?: PackageRecord['audience']; status?: PackageRecord['status'] }): Promise<PackageRow[]> {
      const conditions = [
        filter.audience ? eq(packages.audience, filter.audience) : undefined,
        filter.status ? eq(packages.status, filter.status) : undefined,
      ].filter((c): c is SQL => c !== undefined);
      return selectPackages()
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(asc(packages.audience), asc(packages.priceMinor), asc(packages.id));
    },
    async package(id: number): Promise<PackageRow | undefined> {
      const [row] = await selectPackages().where(eq(packages.id, id));
      return row;
    },
    async insertPackage(values: PackageValues): Promise<number> {
      const [row] = await db.insert(packages).values(values).returning({ id: packages.id });
      return row!.id;
    },
    async updatePackage(id: number, values: Partial<PackageValues> & { status?: PackageRecord['status'] }): Promise<boolean> {
      const rows = await db
        .update(packages)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(packages.id, id))
        .returning({ id: packages.id });
      return rows.length > 0;
    },
    /** Deletes a package no subscription (of any state) names: 'in-use' otherwise, 'missing' when there is none. */
    async deletePackage(id: number): Promise<'deleted' | 'missing' | 'in-use'> {
      return db.transaction(async (tx) => {
        const [exists] = await tx.select({ id: packages.id }).from(packages).where(eq(packages.id, id)).for('update');
        if (!exists) return 'missing';
        const [used] = await tx.select({ n: count() }).from(subscriptions).where(eq(subscriptions.packageId, id));
        if ((used?.n ?? 0) > 0) return 'in-use';
        await tx.delete(packages).where(eq(packages.id, id));
        return 'deleted';
      });
    },

    async liveSubscription(account: BillingAccount): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select({ sub: subscriptions, pkg: packages })
        .from(subscriptions)
        .innerJoin(packages, eq(packages.id, subscriptions.packageId))
        .where(and(accountCondition(account), live));
      return row;
    },
    async insertSubscription(values: SubscriptionValues): Promise<number> {
      const [row] = await db.insert(subscriptions).values(values).returning({ id: subscriptions.id });
      return row!.id;
    },
    /**
     * Updates a subscription that has not ended; false when it has meanwhile, or (with `periodEnd`) when its
     * period has already been moved by someone else.
     */
    async updateSubscription(id: number, values: Partial<SubscriptionValues>, periodEnd?: Date): Promise<boolean> {
      const rows = await db
        .update(subscriptions)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(subscriptions.id, id), live, periodEnd ? eq(subscriptions.currentPeriodEnd, periodEnd) : undefined))
        .returning({ id: subscriptions.id });
      return rows.length > 0;
    },
    /** Cancels at period end, once: false when it was already cancelled (or has ended). */
    async cancelAtPeriodEnd(id: number): Promise<boolean> {
      const rows = await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true, status: 'cancelled_at_period_end', updatedAt: new Date() })
        .where(and(eq(subscriptions.id, id), live, eq(subscriptions.cancelAtPeriodEnd, false)))
        .returning({ id: subscriptions.id });
      return rows.length > 0;
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
