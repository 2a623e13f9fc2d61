import type { PaymentsProvider } from './payments.port.js';

/**
 * The embedded manual provider (bank transfer or cash): a subscription or a change of package is in force
 * at once; what is owed is settled outside the platform (invoices an administrator or the clinic marks paid
 * are the next increment). It keeps no state of its own: the subscription rows are the record.
 */
export function createManualPayments(): PaymentsProvider {
  const confirmed = { state: 'confirmed' as const, externalId: null, checkoutUrl: null };
  return {
    name: 'manual',
    startSubscription: async () => confirmed,
    changeSubscription: async () => confirmed,
    cancelAtPeriodEnd: async () => {},
  };
}
