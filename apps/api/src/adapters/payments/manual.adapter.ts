import type { PaymentsProvider } from './payments.port.js';

/**
 * The embedded manual provider (bank transfer or cash): a subscription or a change of package is in force
 * at once; what is owed is an open invoice that an administrator (or, for its patients, the clinic) marks
 * paid when the money arrives. It keeps no state of its own: the subscription and invoice rows are the record.
 */
export function createManualPayments(): PaymentsProvider {
  const confirmed = { state: 'confirmed' as const, externalId: null, checkoutUrl: null };
  return {
    name: 'manual',
    startSubscription: async () => confirmed,
    changeSubscription: async () => confirmed,
    cancelAtPeriodEnd: async () => {},
    // Nothing is paid online: the invoice carries how to pay.
    payInvoice: async () => null,
    portal: async () => null,
    // The money goes back by the way it came (outside the platform); the invoice records the refund.
    refund: async () => {},
  };
}
