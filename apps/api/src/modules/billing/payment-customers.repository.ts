import { and, eq } from 'drizzle-orm';
import { paymentCustomers, type Db } from '@stillpoint/db';
import type { PaymentsAccount, StripeCustomerStore } from '../../adapters/payments/index.js';

/** The provider's customer per account (payment_customers): what the Stripe adapter keeps between calls. */
export function createPaymentCustomersRepository(db: Db, provider: string): StripeCustomerStore {
  const accountCondition = (account: PaymentsAccount) =>
    and(
      eq(paymentCustomers.provider, provider),
      account.kind === 'user' ? eq(paymentCustomers.userId, account.id) : eq(paymentCustomers.clinicId, account.id),
    );
  return {
    async find(account) {
      const [row] = await db
        .select({ externalId: paymentCustomers.externalId })
        .from(paymentCustomers)
        .where(accountCondition(account));
      return row?.externalId;
    },
    async save(account, externalId) {
      // Two first payments at once may both create: the first row stays, and both use it.
      await db
        .insert(paymentCustomers)
        .values({
          provider,
          externalId,
          userId: account.kind === 'user' ? account.id : null,
          clinicId: account.kind === 'clinic' ? account.id : null,
        })
        .onConflictDoNothing();
      const [row] = await db
        .select({ externalId: paymentCustomers.externalId })
        .from(paymentCustomers)
        .where(accountCondition(account));
      return row?.externalId ?? externalId;
    },
  };
}
