import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/*
 * No Stripe account can be used here: a local server speaks the part of Stripe's HTTP API the adapter calls
 * (form-encoded bodies with bracketed keys, Bearer secret key, JSON objects shaped as the library's types for
 * the API version it pins) and records each call so tests can assert what was sent. The official `stripe`
 * library runs unmocked against it (STRIPE_API_BASE). Webhooks are real signed payloads
 * (stripe.webhooks.generateTestHeaderString with the test's signing secret).
 */
export const FAKE_STRIPE_KEY = 'sk_test_fake_0123456789';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_0123456789abcdef';

export interface FakeStripeCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

type Json = Record<string, unknown>;

/** `a[b][0][c]=x` form fields as nested objects, lists where every key is an index (as Stripe reads them). */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Json = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  const lists = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, lists(v)] as const);
    if (entries.length && entries.every(([k]) => /^\d+$/.test(k)))
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
    return Object.fromEntries(entries);
  };
  return lists(root) as Json;
}

const now = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;

/** A Stripe subscription object as webhooks and the API carry it (periods on the item, as in current API versions). */
export function subscriptionObject(input: {
  id: string;
  customer?: string;
  status?: 'active' | 'trialing' | 'incomplete' | 'canceled' | 'past_due';
  metadata?: Record<string, string>;
  periodStart?: number;
  periodEnd?: number;
  trialEnd?: number | null;
  cancelAtPeriodEnd?: boolean;
  endedAt?: number | null;
  unitAmount?: number;
  currency?: string;
}): Json {
  const start = input.periodStart ?? now();
  const end = input.periodEnd ?? start + 30 * DAY;
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer ?? 'cus_fake',
    status: input.status ?? 'active',
    metadata: input.metadata ?? {},
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    created: start,
    start_date: start,
    ended_at: input.endedAt ?? null,
    trial_end: input.trialEnd ?? null,
    currency: input.currency ?? 'eur',
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${input.id}`,
      data: [
        {
          id: `si_${input.id.slice(4)}`,
          object: 'subscription_item',
          current_period_start: start,
          current_period_end: end,
          quantity: 1,
          price: {
            id: `price_${input.id.slice(4)}`,
            object: 'price',
            product: `prod_${input.id.slice(4)}`,
            unit_amount: input.unitAmount ?? 1000,
            currency: input.currency ?? 'eur',
            recurring: { interval: 'month', interval_count: 1 },
          },
        },
      ],
    },
  };
}

/** A Checkout Session as completed (payment or subscription mode). */
export function checkoutSessionObject(input: {
  id: string;
  mode: 'payment' | 'subscription';
  metadata: Record<string, string>;
  paymentIntent?: string | null;
  subscription?: string | null;
  amountTotal?: number;
  paid?: boolean;
}): Json {
  return {
    id: input.id,
    object: 'checkout.session',
    mode: input.mode,
    status: 'complete',
    payment_status: input.paid === false ? 'unpaid' : 'paid',
    metadata: input.metadata,
    payment_intent: input.paymentIntent ?? null,
    subscription: input.subscription ?? null,
    amount_total: input.amountTotal ?? 0,
    currency: 'eur',
    url: null,
  };
}

/** A paid Stripe invoice of a subscription (a renewal Stripe charged on its own). */
export function subscriptionInvoiceObject(input: {
  id: string;
  subscription: string;
  amountPaid: number;
  currency?: string;
  periodStart: number;
  periodEnd: number;
  paidAt?: number;
  billingReason?: string;
}): Json {
  return {
    id: input.id,
    object: 'invoice',
    status: 'paid',
    billing_reason: input.billingReason ?? 'subscription_cycle',
    amount_paid: input.amountPaid,
    currency: input.currency ?? 'eur',
    period_start: input.periodStart - 30 * DAY,
    period_end: input.periodStart,
    status_transitions: { paid_at: input.paidAt ?? input.periodStart },
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: input.subscription, metadata: {} },
      quote_details: null,
    },
    lines: {
      object: 'list',
      has_more: false,
      url: `/v1/invoices/${input.id}/lines`,
      data: [
        {
          id: `il_${input.id.slice(3)}`,
          object: 'line_item',
          amount: input.amountPaid,
          period: { start: input.periodStart, end: input.periodEnd },
        },
      ],
    },
  };
}

/** A webhook delivery as Stripe sends it: the event's JSON and its Stripe-Signature header. */
export function signedEvent(input: { id: string; type: string; object: Json; created?: number; secret?: string }): {
  payload: string;
  signature: string;
} {
  const payload = JSON.stringify({
    id: input.id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: input.created ?? now(),
    type: input.type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: input.object },
  });
  const stripe = new Stripe(FAKE_STRIPE_KEY);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: input.secret ?? FAKE_STRIPE_WEBHOOK_SECRET });
  return { payload, signature };
}

/** A local server speaking the Stripe API calls the adapter makes; `calls` records them in order. */
export function fakeStripe() {
  const calls: FakeStripeCall[] = [];
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoicePayments = new Map<string, string>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${(++counter).toString().padStart(6, '0')}`;

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, body: Json) =>
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') }).end(JSON.stringify(body));
      const fail = (status: number, type: string, message: string) => send(status, { error: { type, message } });
      if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`)
        return fail(401, 'invalid_request_error', 'Invalid API Key provided');
      const url = new URL(request.url ?? '/', 'http://fake');
      const body =
        request.method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(Buffer.concat(chunks).toString('utf8'));
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      calls.push({ method: request.method ?? 'GET', path: url.pathname, body, idempotencyKey });
      const route = `${request.method} ${url.pathname}`;
      let match: RegExpExecArray | null;

      if (route === 'POST /v1/customers') {
        const id = nextId('cus');
        const customer = {
          id,
          object: 'customer',
          metadata: body.metadata ?? {},
          email: body.email ?? null,
          name: body.name ?? null,
        };
        customers.set(id, customer);
        return send(200, customer);
      }
      if (route === 'POST /v1/checkout/sessions') {
        const id = nextId('cs_test');
        const session = {
          id,
          object: 'checkout.session',
          mode: body.mode,
          customer: body.customer,
          metadata: body.metadata ?? {},
          status: 'open',
          payment_status: 'unpaid',
          // Once paid (tests say so through completeSession) it names its payment intent.
          payment_intent: null,
          subscription: null,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      if ((match = /^GET \/v1\/checkout\/sessions\/([^/]+)$/.exec(route))) {
        const session = sessions.get(match[1]!);
        return session ? send(200, session) : fail(404, 'invalid_request_error', 'No such checkout.session');
      }
      if ((match = /^(GET|POST) \/v1\/subscriptions\/([^/]+)$/.exec(route))) {
        const sub = subscriptions.get(match[2]!);
        if (!sub) return fail(404, 'invalid_request_error', 'No such subscription');
        if (match[1] === 'POST') {
          if (body.cancel_at_period_end !== undefined) sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
          if (body.metadata) sub.metadata = { ...(sub.metadata as Json), ...(body.metadata as Json) };
          const items = body.items as Json[] | undefined;
          if (items?.[0]) {
            const item = (sub.items as { data: Json[] }).data[0]!;
            const priceData = items[0].price_data as Json;
            if (items[0].id !== item.id) return fail(400, 'invalid_request_error', 'No such subscription item');
            if (typeof priceData?.product !== 'string')
              return fail(400, 'invalid_request_error', 'price_data.product is required');
            item.price = {
              id: nextId('price'),
              object: 'price',
              product: priceData.product,
              unit_amount: Number(priceData.unit_amount),
              currency: priceData.currency,
              recurring: priceData.recurring,
            };
          }
        }
        return send(200, sub);
      }
      if (route === 'POST /v1/billing_portal/sessions') {
        if (!customers.has(body.customer as string)) return fail(400, 'invalid_request_error', 'No such customer');
        const id = nextId('bps');
        return send(200, {
          id,
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        });
      }
      if (route === 'POST /v1/refunds') {
        if (typeof body.payment_intent !== 'string') return fail(400, 'invalid_request_error', 'payment_intent is required');
        return send(200, {
          id: nextId('re'),
          object: 'refund',
          payment_intent: body.payment_intent,
          amount: Number(body.amount),
          status: 'succeeded',
          currency: 'eur',
        });
      }
      if (route === 'GET /v1/invoice_payments') {
        const intent = invoicePayments.get(body.invoice as string);
        const data = intent
          ? [
              {
                id: nextId('inpay'),
                object: 'invoice_payment',
                invoice: body.invoice,
                status: 'paid',
                payment: { type: 'payment_intent', payment_intent: intent },
              },
            ]
          : [];
        return send(200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
      }
      return fail(404, 'invalid_request_error', `Unrecognized request URL (${route})`);
    });
  });

  return {
    server,
    calls,
    /** Stripe's side of a paid Checkout: the session names its payment intent (and subscription). */
    completeSession(id: string, values: { paymentIntent?: string; subscription?: Json }) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: values.paymentIntent ?? null });
      if (values.subscription) {
        subscriptions.set(values.subscription.id as string, values.subscription);
        session.subscription = values.subscription.id;
      }
      return session;
    },
    /** A subscription Stripe runs (as Checkout would have made it). */
    addSubscription(sub: Json) {
      subscriptions.set(sub.id as string, sub);
    },
    /** A Stripe invoice paid by this payment intent (a renewal). */
    addInvoicePayment(invoiceId: string, paymentIntent: string) {
      invoicePayments.set(invoiceId, paymentIntent);
    },
    session: (id: string) => sessions.get(id),
  };
}

/** Starts a server on a free local port; its base URL. */
export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
