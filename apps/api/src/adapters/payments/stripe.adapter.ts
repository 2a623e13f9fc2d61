import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type PaymentsAccount,
  type PaymentsProvider,
  type ProviderEvent,
  type ProviderOutcome,
  type ProviderSubscriptionStart,
} from './payments.port.js';

/*
 * The Stripe adapter (decision 0040). Stripe is told what the billing service decided (amounts in minor
 * units, the package's period and trial) as inline prices: there is no catalogue of Stripe products or prices
 * to keep in step with our packages. Every start is a Checkout Session (the person pays on Stripe's page), so
 * the adapter answers `pending` and the signed webhook, mapped here to provider-neutral events, is what makes
 * a subscription or a payment real. Nothing here logs a payload: only ids leave this file.
 */

/** The provider's customer per account, kept in payment_customers (modules/billing/payment-customers.repository.ts). */
export interface StripeCustomerStore {
  find(account: PaymentsAccount): Promise<string | undefined>;
  /** Saves the customer id unless the account has one already; answers the one that is kept. */
  save(account: PaymentsAccount, externalId: string): Promise<string>;
}

export interface StripeAdapterOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Where Checkout and the portal send the person back (PUBLIC_URL). */
  publicUrl: string;
  customers: StripeCustomerStore;
  /** Tests: Stripe's API at another address (a local fake speaking Stripe's HTTP protocol). */
  apiBase?: string | undefined;
}

/** What our metadata on Stripe objects carries: the account and the package or invoice it is for. */
const META = { accountKind: 'account_kind', accountId: 'account_id', packageId: 'package_id', invoiceId: 'invoice_id' } as const;

const INTERVAL = { monthly: 'month', yearly: 'year' } as const;

export function createStripePayments(options: StripeAdapterOptions): PaymentsProvider {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  const stripe = new Stripe(options.secretKey, {
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
    // Retries reuse the library's idempotency key, so a retried create cannot make a second Checkout Session.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Stillpoint' },
  });
  const returnTo = (outcome: 'success' | 'cancelled') => `${options.publicUrl}/?checkout=${outcome}`;

  /** The account's Stripe customer, created once (the idempotency key makes two concurrent first payments share one). */
  async function customerOf(account: PaymentsAccount): Promise<string> {
    const known = await options.customers.find(account);
    if (known) return known;
    const created = await stripe.customers.create(
      {
        ...(account.name ? { name: account.name } : {}),
        ...(account.email ? { email: account.email } : {}),
        metadata: { [META.accountKind]: account.kind, [META.accountId]: String(account.id) },
      },
      { idempotencyKey: `stillpoint-customer-${account.kind}-${account.id}` },
    );
    return options.customers.save(account, created.id);
  }

  const accountMetadata = (account: PaymentsAccount) => ({
    [META.accountKind]: account.kind,
    [META.accountId]: String(account.id),
  });
  const pending = (session: Stripe.Checkout.Session): ProviderOutcome => {
    if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a URL`);
    return { state: 'pending', externalId: session.id, checkoutUrl: session.url };
  };

  async function startSubscription(input: ProviderSubscriptionStart): Promise<ProviderOutcome> {
    const customer = await customerOf(input.account);
    const metadata = { ...accountMetadata(input.account), [META.packageId]: String(input.packageId) };
    const period = input.billingPeriod ?? 'monthly';
    // Stripe renews by the package's full price; the billing service's first charge is that price too
    // (a trial charges nothing now, which trial_period_days says to Stripe).
    const unitAmount = input.priceMinor ?? input.amountMinor;
    const currency = input.currency.toLowerCase();
    if (period === 'one_off') {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer,
        line_items: [
          { quantity: 1, price_data: { currency, unit_amount: unitAmount, product_data: { name: input.description } } },
        ],
        metadata,
        payment_intent_data: { metadata },
        success_url: returnTo('success'),
        cancel_url: returnTo('cancelled'),
      });
      return pending(session);
    }
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency,
            unit_amount: unitAmount,
            recurring: { interval: INTERVAL[period] },
            product_data: { name: input.description },
          },
        },
      ],
      // On the subscription too: its own events (created, updated, deleted) name our account and package.
      subscription_data: { metadata, ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}) },
      metadata,
      success_url: returnTo('success'),
      cancel_url: returnTo('cancelled'),
    });
    return pending(session);
  }

  return {
    name: 'stripe',

    startSubscription,

    async changeSubscription(input) {
      // A subscription that Stripe does not run (a manual one from before Stripe was configured) has no
      // item to change: the person goes through Checkout for the new package, and the webhook starts it.
      if (!input.externalId || !input.externalId.startsWith('sub_')) {
        return startSubscription({ ...input, trialDays: 0 });
      }
      const current = await stripe.subscriptions.retrieve(input.externalId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${current.id} has no item`);
      const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
      const period = input.billingPeriod ?? 'monthly';
      if (period === 'one_off') return startSubscription({ ...input, trialDays: 0 });
      const anchor: Stripe.SubscriptionUpdateParams.BillingCycleAnchor = {
        type: current.status === 'trialing' ? 'unchanged' : 'now',
      };
      const updated = await stripe.subscriptions.update(input.externalId, {
        items: [
          {
            id: item.id,
            price_data: {
              currency: input.currency.toLowerCase(),
              product,
              unit_amount: input.priceMinor ?? input.amountMinor,
              recurring: { interval: INTERVAL[period] },
            },
          },
        ],
        // Our proration (decision 0038): the unused part of the paid period is credit and the new package's
        // period starts now. Stripe does the same with a new cycle from now and `always_invoice` (charged at once,
        // not carried to the next renewal), so what Stripe takes matches amount_due, and its paid invoice comes
        // back by webhook (invoice.paid) as our invoice. During a trial the cycle stays: the trial runs on.
        proration_behavior: 'always_invoice',
        billing_cycle_anchor: anchor,
        cancel_at_period_end: false,
        metadata: { [META.packageId]: String(input.packageId) },
      });
      return { state: 'confirmed', externalId: updated.id, checkoutUrl: null };
    },

    async cancelAtPeriodEnd(input) {
      if (!input.externalId?.startsWith('sub_')) return; // a one-off package or a manual subscription: nothing runs at Stripe
      await stripe.subscriptions.update(input.externalId, { cancel_at_period_end: true });
    },

    async payInvoice(input) {
      const customer = await customerOf(input.account);
      const metadata = { ...accountMetadata(input.account), [META.invoiceId]: String(input.invoiceId) };
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.amountMinor,
              product_data: { name: `${input.number} ${input.description}`.trim() },
            },
          },
        ],
        metadata,
        payment_intent_data: { metadata },
        success_url: returnTo('success'),
        cancel_url: returnTo('cancelled'),
      });
      if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a URL`);
      return { checkoutUrl: session.url, externalId: session.id };
    },

    async portal(account, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: await customerOf(account), return_url: returnUrl });
      return session.url;
    },

    async refund(input) {
      if (!input.externalId) return;
      const paymentIntent = await paymentIntentOf(stripe, input.externalId);
      await stripe.refunds.create({ payment_intent: paymentIntent, amount: input.amountMinor });
    },

    parseWebhook(rawBody, signature) {
      if (!options.webhookSecret || !signature) throw new WebhookSignatureError();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      return toProviderEvent(event);
    },
  };
}

/**
 * The payment intent behind what we keep as a payment's id: a payment intent itself, a Checkout Session (an
 * invoice or one-off package paid through Checkout), or a Stripe invoice (a renewal Stripe charged).
 */
async function paymentIntentOf(stripe: Stripe, externalId: string): Promise<string> {
  if (externalId.startsWith('pi_')) return externalId;
  if (externalId.startsWith('cs_')) {
    const session = await stripe.checkout.sessions.retrieve(externalId);
    const intent = session.payment_intent;
    if (!intent) throw new Error(`Checkout Session ${externalId} has no payment`);
    return typeof intent === 'string' ? intent : intent.id;
  }
  if (externalId.startsWith('in_')) {
    const payments = await stripe.invoicePayments.list({ invoice: externalId, limit: 10 });
    const paid = payments.data.find((payment) => payment.status === 'paid' && payment.payment.payment_intent);
    const intent = paid?.payment.payment_intent;
    if (!intent) throw new Error(`Stripe invoice ${externalId} has no paid payment`);
    return typeof intent === 'string' ? intent : intent.id;
  }
  throw new Error(`Not a Stripe payment id: ${externalId}`);
}

const at = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function accountFrom(metadata: Stripe.Metadata | null | undefined): PaymentsAccount | null {
  const kind = metadata?.[META.accountKind];
  const id = Number(metadata?.[META.accountId]);
  if ((kind !== 'user' && kind !== 'clinic') || !Number.isSafeInteger(id) || id <= 0) return null;
  return { kind, id };
}
function positiveInt(value: string | undefined): number | null {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** Stripe's event in the billing service's words; what we do not act on is 'ignored' (and still recorded once). */
export function toProviderEvent(event: Stripe.Event): ProviderEvent {
  const base = { id: event.id, created: at(event.created) };
  const ignored: ProviderEvent = { ...base, type: 'ignored', providerType: event.type };
  switch (event.type) {
    // With a delayed payment method (a bank debit) the session completes unpaid; async_payment_succeeded says it was paid.
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.payment_status !== 'paid') return ignored; // unpaid yet: async_payment_succeeded follows
      const paymentId = idOf(session.payment_intent) ?? session.id;
      const invoiceId = positiveInt(session.metadata?.[META.invoiceId]);
      if (session.mode === 'payment' && invoiceId) {
        return { ...base, type: 'invoice.paid', invoiceId, externalId: paymentId, paidAt: base.created };
      }
      // A one-off package bought through Checkout: a subscription with no end. (A subscription-mode session
      // is started by its customer.subscription.created event, which carries the periods.)
      const account = accountFrom(session.metadata);
      const packageId = positiveInt(session.metadata?.[META.packageId]);
      if (session.mode === 'payment' && account && packageId) {
        return {
          ...base,
          type: 'subscription.started',
          account,
          packageId,
          externalId: paymentId,
          periodStart: base.created,
          periodEnd: null,
          trialEnd: null,
        };
      }
      return ignored;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated': {
      const sub = event.data.object;
      const item = sub.items.data[0];
      if (!item || (sub.status !== 'active' && sub.status !== 'trialing')) {
        // Not running (incomplete, past due, unpaid, paused): our row keeps its state until Stripe ends it.
        return ignored;
      }
      const periodStart = at(item.current_period_start);
      const periodEnd = at(item.current_period_end);
      const packageId = positiveInt(sub.metadata?.[META.packageId]);
      if (event.type === 'customer.subscription.created') {
        const account = accountFrom(sub.metadata);
        if (!account || !packageId) return ignored; // not one of ours
        return {
          ...base,
          type: 'subscription.started',
          account,
          packageId,
          externalId: sub.id,
          periodStart,
          periodEnd,
          trialEnd: sub.trial_end ? at(sub.trial_end) : null,
        };
      }
      return {
        ...base,
        type: 'subscription.updated',
        externalId: sub.id,
        status: sub.status === 'trialing' ? 'trialing' : 'active',
        periodStart,
        periodEnd,
        cancelAtPeriodEnd: sub.cancel_at_period_end,
        packageId,
      };
    }
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      return { ...base, type: 'subscription.ended', externalId: sub.id, endedAt: at(sub.ended_at ?? event.created) };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const subscription = idOf(invoice.parent?.subscription_details?.subscription);
      // Only what Stripe charged for a subscription on its own; an invoice of ours is paid through Checkout.
      if (!subscription || invoice.amount_paid <= 0 || !invoice.id) return ignored;
      const line = invoice.lines.data[0];
      const paidAt = invoice.status_transitions.paid_at ? at(invoice.status_transitions.paid_at) : base.created;
      return {
        ...base,
        type: 'subscription.renewal_paid',
        externalId: subscription,
        amountMinor: invoice.amount_paid,
        currency: invoice.currency.toUpperCase(),
        paidAt,
        // The line's period is the one paid for (the invoice's own period_* is the one before it).
        periodStart: at(line?.period.start ?? invoice.period_start),
        periodEnd: line ? at(line.period.end) : null,
        providerInvoiceId: invoice.id,
      };
    }
    default:
      return ignored;
  }
}
