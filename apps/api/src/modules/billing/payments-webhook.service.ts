import { BILLING_MESSAGES } from '@stillpoint/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Tx } from '../../lib/ordering.js';
import { WebhookSignatureError, type PaymentsProvider, type ProviderEvent } from '../../adapters/payments/index.js';
import type { BillingAccount, SubscriptionRecord } from './billing.repository.js';
import { periodLine } from './billing.service.js';
import type { InvoicesService } from './invoices.service.js';
import type { PaymentsWebhookRepository } from './payments-webhook.repository.js';

type Outcome = 'applied' | 'duplicate' | 'stale' | 'ignored';
export interface WebhookResult {
  /** The provider's event id (never the payload: decision 0040 keeps payment data out of logs and answers). */
  id: string;
  type: ProviderEvent['type'];
  outcome: Outcome;
}

/** A webhook the provider should send again later (Stripe retries any answer that is not 2xx). */
export class RetryLaterError extends AppError {
  constructor(message: string) {
    super('UNAVAILABLE', message);
  }
}

/**
 * A provider's webhook (decision 0040): the signature is checked by the adapter, then each event is processed
 * exactly once. Its id goes into payment_events in the same transaction as its effect (`on conflict do
 * nothing`), so a replayed or duplicated delivery finds it and changes nothing; an event older than what a row
 * last applied (provider_updated_at) is recorded but not applied, so late deliveries cannot undo newer state.
 */
export function createPaymentsWebhookService(deps: {
  repo: PaymentsWebhookRepository;
  payments: PaymentsProvider;
  invoices: Pick<InvoicesService, 'issueForSubscription' | 'markPaidByProvider'>;
}) {
  const { repo, payments, invoices } = deps;
  const provider = payments.name;

  const accountOf = (account: { kind: 'user' | 'clinic'; id: number }): BillingAccount =>
    account.kind === 'user' ? { kind: 'user', userId: account.id } : { kind: 'clinic', clinicId: account.id };

  async function started(tx: Tx, event: Extract<ProviderEvent, { type: 'subscription.started' }>): Promise<Outcome> {
    const pkg = await repo.packageExists(tx, event.packageId);
    if (!pkg) return 'ignored'; // metadata naming a package that is gone: nothing to start
    const account = accountOf(event.account);
    const current = await repo.liveSubscription(tx, account);
    if (current) {
      if (current.provider === provider && current.externalId === event.externalId) return 'duplicate';
      // The account had a manual subscription (from before Stripe), or a one-off package (no period, nothing
      // Stripe renews), and paid for a package through Checkout: the paid one replaces it from now. A second
      // recurring Stripe subscription is not started (the partial unique index allows one live subscription):
      // it is recorded, and an administrator sees it in Stripe.
      if (current.provider === provider && current.currentPeriodEnd !== null) return 'ignored';
      await repo.applyToSubscription(tx, current.id, event.created, { status: 'ended', endedAt: event.created });
    }
    const trialing = event.trialEnd !== null && event.trialEnd > event.periodStart;
    await repo.insertSubscription(tx, {
      userId: account.kind === 'user' ? account.userId : null,
      clinicId: account.kind === 'clinic' ? account.clinicId : null,
      packageId: event.packageId,
      status: trialing ? 'trialing' : 'active',
      priceMinor: pkg.priceMinor,
      currency: pkg.currency,
      provider,
      externalId: event.externalId,
      currentPeriodStart: event.periodStart,
      currentPeriodEnd: event.periodEnd,
      trialEnd: event.trialEnd,
      cancelAtPeriodEnd: false,
      providerUpdatedAt: event.created,
    });
    return 'applied';
  }

  async function updated(
    tx: Tx,
    event: Extract<ProviderEvent, { type: 'subscription.updated' }>,
    row: SubscriptionRecord,
  ): Promise<Outcome> {
    const pkg =
      event.packageId !== null && event.packageId !== row.packageId ? await repo.packageExists(tx, event.packageId) : undefined;
    const applied = await repo.applyToSubscription(tx, row.id, event.created, {
      status: event.cancelAtPeriodEnd ? 'cancelled_at_period_end' : event.status,
      currentPeriodStart: event.periodStart,
      currentPeriodEnd: event.periodEnd,
      cancelAtPeriodEnd: event.cancelAtPeriodEnd,
      ...(pkg && event.packageId !== null
        ? { packageId: event.packageId, priceMinor: pkg.priceMinor, currency: pkg.currency }
        : {}),
    });
    return applied ? 'applied' : 'stale';
  }

  async function apply(tx: Tx, event: ProviderEvent): Promise<Outcome> {
    switch (event.type) {
      case 'subscription.started':
        return started(tx, event);
      case 'subscription.updated': {
        const row = await repo.subscriptionByExternalId(tx, provider, event.externalId);
        return row ? updated(tx, event, row) : 'ignored';
      }
      case 'subscription.ended': {
        const row = await repo.subscriptionByExternalId(tx, provider, event.externalId);
        if (!row) return 'ignored';
        const applied = await repo.applyToSubscription(tx, row.id, event.created, { status: 'ended', endedAt: event.endedAt });
        return applied ? 'applied' : 'stale';
      }
      case 'subscription.renewal_paid': {
        const row = await repo.subscriptionByExternalId(tx, provider, event.externalId);
        if (!row) return 'ignored';
        const applied = await repo.applyToSubscription(tx, row.id, event.created, {
          status: row.cancelAtPeriodEnd ? 'cancelled_at_period_end' : 'active',
          currentPeriodStart: event.periodStart,
          currentPeriodEnd: event.periodEnd,
        });
        return applied ? 'applied' : 'stale';
      }
      case 'invoice.paid':
        return 'applied'; // its effect (the invoice marked paid) is made before the claim: settleInvoice
      case 'ignored':
        return 'ignored';
    }
  }

  /**
   * Events whose effect is an invoice (decision 0039's invoices service, which writes in transactions of its
   * own): the effect comes first and is idempotent by itself (an invoice is marked paid only while open; a
   * renewal's invoice carries Stripe's invoice id, unique per provider, so a second issue fails), then the event
   * is claimed with the rest of its effect. A crash between the two leaves the event unrecorded, Stripe sends it
   * again, and the effect is not repeated.
   */
  async function settleInvoice(
    event: Extract<ProviderEvent, { type: 'invoice.paid' | 'subscription.renewal_paid' }>,
  ): Promise<Outcome | null> {
    if (await repo.eventRecorded(provider, event.id)) return null;
    if (event.type === 'invoice.paid') {
      const paid = await invoices.markPaidByProvider(event.invoiceId, {
        at: event.paidAt,
        provider,
        externalId: event.externalId,
      });
      return paid ? 'applied' : 'ignored';
    }
    const found = await repo.subscriptionForInvoice(provider, event.externalId);
    // Stripe may deliver the invoice before the subscription's creation: ask it to send this one again.
    if (!found) throw new RetryLaterError('The subscription of this payment is not known yet');
    const { sub } = found;
    const account: BillingAccount =
      sub.clinicId !== null ? { kind: 'clinic', clinicId: sub.clinicId } : { kind: 'user', userId: sub.userId! };
    try {
      await invoices.issueForSubscription({
        subscriptionId: sub.id,
        account,
        description: periodLine(found.title, event.periodStart, event.periodEnd),
        amountMinor: event.amountMinor,
        currency: event.currency,
        paid: { at: event.paidAt, method: 'card', provider, externalId: event.providerInvoiceId },
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error; // issued already (a redelivery, or the same event at once)
    }
    return 'applied';
  }

  return {
    /** Checks and processes one webhook delivery; what it did, by ids only. */
    async receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookResult> {
      if (!payments.parseWebhook) throw new AppError('NOT_FOUND');
      let event: ProviderEvent;
      try {
        event = payments.parseWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.webhookSignature);
        throw error;
      }
      let before: Outcome | null = null;
      if (event.type === 'invoice.paid' || event.type === 'subscription.renewal_paid') {
        before = await settleInvoice(event);
        if (before === null) return { id: event.id, type: event.type, outcome: 'duplicate' };
      }
      const type = event.type === 'ignored' ? `ignored:${event.providerType}` : event.type;
      const outcome = await repo.transaction(async (tx): Promise<Outcome> => {
        if (!(await repo.claimEvent(tx, { provider, eventId: event.id, type, createdAt: event.created }))) return 'duplicate';
        const applied = await apply(tx, event);
        // A renewal's invoice was issued even when its period change is stale (the money was taken).
        return before === 'applied' && applied === 'stale' ? 'applied' : (before ?? applied);
      });
      return { id: event.id, type: event.type, outcome };
    },
  };
}
export type PaymentsWebhookService = ReturnType<typeof createPaymentsWebhookService>;

/** PostgreSQL's unique_violation, however deep the driver wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
