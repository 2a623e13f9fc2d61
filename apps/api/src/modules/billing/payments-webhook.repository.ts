import { and, eq, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { packages, paymentEvents, subscriptions, type Db } from '@stillpoint/db';
import type { Tx } from '../../lib/ordering.js';
import type { BillingAccount, SubscriptionRecord, SubscriptionValues } from './billing.repository.js';

const live = ne(subscriptions.status, 'ended');
const accountCondition = (account: BillingAccount): SQL =>
  account.kind === 'user' ? eq(subscriptions.userId, account.userId) : eq(subscriptions.clinicId, account.clinicId);

/**
 * What a provider's webhook changes (decision 0040), SQL only. Every function takes the transaction that also
 * records the event, so an event and its effect are stored together or not at all.
 */
export function createPaymentsWebhookRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
    /**
     * Records the event once: false when its id is already there. A concurrent delivery of the same event
     * waits on the unique index until the first transaction ends, then finds it (and changes nothing).
     */
    async claimEvent(tx: Tx, event: { provider: string; eventId: string; type: string; createdAt: Date }): Promise<boolean> {
      const rows = await tx
        .insert(paymentEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return rows.length > 0;
    },
    async packageExists(tx: Tx, id: number): Promise<{ priceMinor: number; currency: string } | undefined> {
      const [row] = await tx
        .select({ priceMinor: packages.priceMinor, currency: packages.currency })
        .from(packages)
        .where(eq(packages.id, id));
      return row;
    },
    /** The account's subscription that has not ended, locked for this transaction. */
    async liveSubscription(tx: Tx, account: BillingAccount): Promise<SubscriptionRecord | undefined> {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(and(accountCondition(account), live))
        .for('update');
      return row;
    },
    /** Whether the event was already processed (the quick look before an invoice effect; the claim decides). */
    async eventRecorded(provider: string, eventId: string): Promise<boolean> {
      const rows = await db
        .select({ eventId: paymentEvents.eventId })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
      return rows.length > 0;
    },
    /** A subscription by the provider's id, with its package's title (for the invoice line of a renewal). */
    async subscriptionForInvoice(
      provider: string,
      externalId: string,
    ): Promise<{ sub: SubscriptionRecord; title: string } | undefined> {
      const [row] = await db
        .select({ sub: subscriptions, title: packages.title })
        .from(subscriptions)
        .innerJoin(packages, eq(packages.id, subscriptions.packageId))
        .where(and(eq(subscriptions.provider, provider), eq(subscriptions.externalId, externalId)));
      return row;
    },
    async subscriptionByExternalId(tx: Tx, provider: string, externalId: string): Promise<SubscriptionRecord | undefined> {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.provider, provider), eq(subscriptions.externalId, externalId)))
        .for('update');
      return row;
    },
    async insertSubscription(tx: Tx, values: SubscriptionValues): Promise<number> {
      const [row] = await tx.insert(subscriptions).values(values).returning({ id: subscriptions.id });
      return row!.id;
    },
    /**
     * Applies an event's change unless the row already reflects a newer event (out-of-order delivery): false
     * when it was not applied. Events of the same second both apply, in arrival order (Stripe's `created` is
     * in whole seconds).
     */
    async applyToSubscription(tx: Tx, id: number, eventCreated: Date, values: Partial<SubscriptionValues>): Promise<boolean> {
      const rows = await tx
        .update(subscriptions)
        .set({ ...values, providerUpdatedAt: eventCreated, updatedAt: new Date() })
        .where(
          and(
            eq(subscriptions.id, id),
            or(isNull(subscriptions.providerUpdatedAt), lte(subscriptions.providerUpdatedAt, eventCreated)),
          ),
        )
        .returning({ id: subscriptions.id });
      return rows.length > 0;
    },
  };
}
export type PaymentsWebhookRepository = ReturnType<typeof createPaymentsWebhookRepository>;
