import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, endpoints } from '@stillpoint/contracts';
import { invoices, paymentCustomers, paymentEvents, subscriptions } from '@stillpoint/db';
import { createUserAndLogin } from '../../../test/factories.js';
import {
  checkoutSessionObject,
  FAKE_STRIPE_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  fakeStripe,
  listen,
  signedEvent,
  subscriptionInvoiceObject,
  subscriptionObject,
} from '../../../test/fake-stripe.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { STRIPE_WEBHOOK_PATH } from '../../plugins/payments-webhook.js';

/*
 * The Stripe adapter and its webhook (decision 0040), end to end: the official library against a local
 * server speaking Stripe's HTTP protocol (test/fake-stripe.ts), and webhooks signed as Stripe signs them.
 */
let t: TestApp;
let admin: string;
const stripe = fakeStripe();
beforeAll(async () => {
  const base = await listen(stripe.server);
  t = await createTestApp({
    env: { STRIPE_SECRET_KEY: FAKE_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE: base },
  });
  admin = (await createUserAndLogin(t, 'admin')).session.accessToken;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => stripe.server.close(resolve));
});

const eventCount = async () => (await t.db.select({ n: count() }).from(paymentEvents))[0]!.n;
const subscriptionsOf = (userId: number) => t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
const callsTo = (method: string, path: string | RegExp) =>
  stripe.calls.filter((call) => call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path)));

let sequence = 0;
const nextId = (prefix: string) => `${prefix}_test${Date.now().toString(36)}${++sequence}`;

async function addPackage(overrides: Record<string, unknown> = {}) {
  const response = await t.call(
    endpoints.adminAddPackage,
    {
      title: `Stripe plan ${++sequence}`,
      audience: 'personal',
      price: 1500,
      currency: 'EUR',
      billing_period: 'monthly',
      trial_days: 0,
      features: { user_tabs: ['groups'] },
      ...overrides,
    } as never,
    admin,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data!;
}

function deliver(event: { payload: string; signature: string } | { payload: string; signature?: string }) {
  return t.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    payload: event.payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(event.signature ? { 'stripe-signature': event.signature } : {}),
    },
  });
}

/** A person subscribed through Checkout and the webhook: their user id, token, and Stripe subscription id. */
async function subscribed(pkg: { id: number }, options: { trialDays?: number } = {}) {
  const person = await createUserAndLogin(t, 'personal');
  const answer = await t.call(endpoints.accountUpgradePlan, { package_id: pkg.id }, person.session.accessToken);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const subId = nextId('sub');
  const start = Math.floor(Date.now() / 1000) - 60;
  const sub = subscriptionObject({
    id: subId,
    status: options.trialDays ? 'trialing' : 'active',
    metadata: { account_kind: 'user', account_id: String(person.user.id), package_id: String(pkg.id) },
    periodStart: start,
    periodEnd: start + 30 * 86_400,
    trialEnd: options.trialDays ? start + options.trialDays * 86_400 : null,
  });
  stripe.addSubscription(sub);
  const created = await deliver(
    signedEvent({ id: nextId('evt'), type: 'customer.subscription.created', object: sub, created: start }),
  );
  expect(created.statusCode, created.body).toBe(200);
  return { userId: person.user.id, token: person.session.accessToken, subId, start, sub };
}

describe('choosing a package with Stripe', () => {
  it('answers a Checkout URL and stores no subscription until the webhook says it started', async () => {
    const pkg = await addPackage({ price: 1500, trial_days: 7 });
    const person = await createUserAndLogin(t, 'personal');
    const token = person.session.accessToken;

    const answer = await t.call(endpoints.accountUpgradePlan, { package_id: pkg.id }, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(BILLING_MESSAGES.checkoutPending);
    expect(answer.body.data).toMatchObject({ subscription: null, invoice_id: null, proration: { charge: 0, amount_due: 0 } });
    const url = answer.body.data!.checkout_url!;
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(await subscriptionsOf(person.user.id)).toEqual([]);
    expect((await t.call(endpoints.accountCurrentSubscription, {}, token)).body.data).toBeNull();

    // What Stripe was asked: a customer for the account (kept), then a subscription-mode Checkout with an inline price.
    const [customer] = callsTo('POST', '/v1/customers').slice(-1);
    expect(customer!.body.metadata).toEqual({ account_kind: 'user', account_id: String(person.user.id) });
    expect(customer!.idempotencyKey).toBe(`stillpoint-customer-user-${person.user.id}`);
    const [session] = callsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(session!.body).toMatchObject({
      mode: 'subscription',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'eur',
            unit_amount: '1500',
            recurring: { interval: 'month' },
            product_data: { name: pkg.title },
          },
        },
      ],
      subscription_data: {
        trial_period_days: '7',
        metadata: { account_kind: 'user', account_id: String(person.user.id), package_id: String(pkg.id) },
      },
      metadata: { account_kind: 'user', account_id: String(person.user.id), package_id: String(pkg.id) },
      success_url: 'http://stillpoint.test/?checkout=success',
    });
    const stored = await t.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, person.user.id));
    expect(stored).toHaveLength(1);
    expect(session!.body.customer).toBe(stored[0]!.externalId);

    // A second try reuses the customer.
    const customersBefore = callsTo('POST', '/v1/customers').length;
    await t.call(endpoints.accountUpgradePlan, { package_id: pkg.id }, token);
    expect(callsTo('POST', '/v1/customers')).toHaveLength(customersBefore);
    expect(callsTo('POST', '/v1/checkout/sessions').slice(-1)[0]!.body.customer).toBe(stored[0]!.externalId);
  });

  it('a yearly package renews yearly; a one-off package is a payment-mode Checkout that its completion starts', async () => {
    const yearly = await addPackage({ billing_period: 'yearly', price: 12000 });
    const person = await createUserAndLogin(t, 'personal');
    await t.call(endpoints.accountUpgradePlan, { package_id: yearly.id }, person.session.accessToken);
    expect(callsTo('POST', '/v1/checkout/sessions').slice(-1)[0]!.body).toMatchObject({
      mode: 'subscription',
      line_items: [{ price_data: { recurring: { interval: 'year' }, unit_amount: '12000' } }],
    });
    expect(callsTo('POST', '/v1/checkout/sessions').slice(-1)[0]!.body.subscription_data).not.toHaveProperty('trial_period_days');

    const once = await addPackage({ billing_period: 'one_off', price: 5000 });
    const buyer = await createUserAndLogin(t, 'personal');
    const answer = await t.call(endpoints.accountUpgradePlan, { package_id: once.id }, buyer.session.accessToken);
    const session = callsTo('POST', '/v1/checkout/sessions').slice(-1)[0]!;
    expect(session.body).toMatchObject({
      mode: 'payment',
      line_items: [{ price_data: { unit_amount: '5000', currency: 'eur' } }],
    });
    expect(session.body.line_items).not.toHaveProperty('0.price_data.recurring');
    const sessionId = /cs_test_\w+/.exec(answer.body.data!.checkout_url!)![0];
    const completed = checkoutSessionObject({
      id: sessionId,
      mode: 'payment',
      metadata: session.body.metadata as Record<string, string>,
      paymentIntent: nextId('pi'),
      amountTotal: 5000,
    });
    expect(
      (await deliver(signedEvent({ id: nextId('evt'), type: 'checkout.session.completed', object: completed }))).statusCode,
    ).toBe(200);
    const [row] = await subscriptionsOf(buyer.user.id);
    expect(row).toMatchObject({
      packageId: once.id,
      provider: 'stripe',
      status: 'active',
      currentPeriodEnd: null,
      externalId: completed.payment_intent,
    });
  });
});

describe('the Stripe webhook', () => {
  it('starts the subscription from customer.subscription.created, with Stripe’s periods and trial', async () => {
    const pkg = await addPackage({ price: 900, trial_days: 14 });
    const { userId, token, subId, start } = await subscribed(pkg, { trialDays: 14 });
    const [row] = await subscriptionsOf(userId);
    expect(row).toMatchObject({
      packageId: pkg.id,
      provider: 'stripe',
      externalId: subId,
      status: 'trialing',
      priceMinor: 900,
      currency: 'EUR',
      cancelAtPeriodEnd: false,
    });
    expect(row!.currentPeriodStart.getTime()).toBe(start * 1000);
    expect(row!.trialEnd!.getTime()).toBe((start + 14 * 86_400) * 1000);
    expect(row!.providerUpdatedAt!.getTime()).toBe(start * 1000);
    expect((await t.call(endpoints.accountCurrentSubscription, {}, token)).body.data).toMatchObject({
      id: row!.id,
      provider: 'stripe',
      status: 'trialing',
    });
  });

  it('processes an event exactly once: replayed, or delivered twice at the same time, it changes nothing', async () => {
    const pkg = await addPackage();
    const { userId, subId, sub } = await subscribed(pkg);
    const eventsBefore = await eventCount();

    // The creation event again (Stripe retries when it saw no answer): one subscription still.
    const again = signedEvent({ id: nextId('evt'), type: 'customer.subscription.created', object: sub });
    const replayId = JSON.parse(again.payload).id as string;
    expect((await deliver(again)).statusCode).toBe(200);
    const replay = await deliver(again);
    expect(replay.statusCode).toBe(200);
    expect(JSON.parse(replay.body)).toMatchObject({ status: true, data: { id: replayId, outcome: 'duplicate' } });
    expect(await subscriptionsOf(userId)).toHaveLength(1);
    expect(await eventCount()).toBe(eventsBefore + 1);

    // One update delivered twice at once: applied by one, a duplicate for the other, recorded once.
    const update = signedEvent({
      id: nextId('evt'),
      type: 'customer.subscription.updated',
      object: { ...sub, cancel_at_period_end: true },
      created: Math.floor(Date.now() / 1000),
    });
    const both = await Promise.all([deliver(update), deliver(update)]);
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(both.map((answer) => JSON.parse(answer.body).data.outcome).sort()).toEqual(['applied', 'duplicate']);
    const rows = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, JSON.parse(update.payload).id));
    expect(rows).toHaveLength(1);
    expect((await subscriptionsOf(userId))[0]).toMatchObject({
      externalId: subId,
      cancelAtPeriodEnd: true,
      status: 'cancelled_at_period_end',
    });
  });

  it('records but does not apply an event older than the one the subscription last applied', async () => {
    const pkg = await addPackage();
    const { userId, sub, start } = await subscribed(pkg);
    const newer = signedEvent({
      id: nextId('evt'),
      type: 'customer.subscription.updated',
      object: { ...sub, cancel_at_period_end: true },
      created: start + 200,
    });
    const older = signedEvent({
      id: nextId('evt'),
      type: 'customer.subscription.updated',
      object: { ...sub, cancel_at_period_end: false },
      created: start + 100,
    });
    expect(JSON.parse((await deliver(newer)).body).data.outcome).toBe('applied');
    const late = await deliver(older);
    expect(late.statusCode).toBe(200);
    expect(JSON.parse(late.body).data.outcome).toBe('stale');
    const [row] = await subscriptionsOf(userId);
    expect(row).toMatchObject({ cancelAtPeriodEnd: true, status: 'cancelled_at_period_end' });
    expect(row!.providerUpdatedAt!.getTime()).toBe((start + 200) * 1000);
    expect(
      await t.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, JSON.parse(older.payload).id)),
    ).toHaveLength(1);

    // The end, then a late update: the subscription stays ended.
    const ended = signedEvent({
      id: nextId('evt'),
      type: 'customer.subscription.deleted',
      object: { ...sub, status: 'canceled', ended_at: start + 300 },
      created: start + 300,
    });
    expect(JSON.parse((await deliver(ended)).body).data.outcome).toBe('applied');
    const lateUpdate = signedEvent({
      id: nextId('evt'),
      type: 'customer.subscription.updated',
      object: sub,
      created: start + 250,
    });
    expect(JSON.parse((await deliver(lateUpdate)).body).data.outcome).toBe('stale');
    expect((await subscriptionsOf(userId))[0]).toMatchObject({ status: 'ended' });
    expect((await subscriptionsOf(userId))[0]!.endedAt!.getTime()).toBe((start + 300) * 1000);
  });

  it('refuses a wrong or missing signature with 400 and the envelope, storing nothing', async () => {
    const pkg = await addPackage();
    const person = await createUserAndLogin(t, 'personal');
    const sub = subscriptionObject({
      id: nextId('sub'),
      metadata: { account_kind: 'user', account_id: String(person.user.id), package_id: String(pkg.id) },
    });
    const before = await eventCount();
    const forged = signedEvent({
      id: nextId('evt'),
      type: 'customer.subscription.created',
      object: sub,
      secret: 'whsec_someone_else',
    });
    const tampered = signedEvent({ id: nextId('evt'), type: 'customer.subscription.created', object: sub });
    for (const attempt of [
      forged,
      { payload: tampered.payload.replace('"status":"active"', '"status":"trialing"'), signature: tampered.signature },
      { payload: tampered.payload },
    ]) {
      const answer = await deliver(attempt);
      expect(answer.statusCode).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ status: false, message: BILLING_MESSAGES.webhookSignature, code: 'BAD_REQUEST' });
    }
    expect(await eventCount()).toBe(before);
    expect(await subscriptionsOf(person.user.id)).toEqual([]);
  });

  it('records an event it does not act on, once', async () => {
    const event = signedEvent({
      id: nextId('evt'),
      type: 'payment_intent.created',
      object: { id: nextId('pi'), object: 'payment_intent' },
    });
    const answer = await deliver(event);
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body).data).toMatchObject({ type: 'ignored', outcome: 'ignored' });
    const [row] = await t.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, 'stripe'), eq(paymentEvents.eventId, JSON.parse(event.payload).id)));
    expect(row!.type).toBe('ignored:payment_intent.created');
  });
});

describe('a running Stripe subscription', () => {
  it('cancels at period end at Stripe', async () => {
    const pkg = await addPackage();
    const { token, subId, userId } = await subscribed(pkg);
    const answer = await t.call(endpoints.accountCancelSubscription, {}, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'cancelled_at_period_end', cancel_at_period_end: true });
    const call = callsTo('POST', `/v1/subscriptions/${subId}`).slice(-1)[0]!;
    expect(call.body).toEqual({ cancel_at_period_end: 'true' });
    expect((await subscriptionsOf(userId))[0]!.cancelAtPeriodEnd).toBe(true);
  });

  it('changes the package by the subscription item’s price, prorated and charged now; Stripe’s paid invoice becomes ours', async () => {
    const basic = await addPackage({ price: 1000 });
    const premium = await addPackage({ price: 3000 });
    const { token, subId, userId } = await subscribed(basic);
    const changed = await t.call(endpoints.accountUpgradePlan, { package_id: premium.id }, token);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.message).toBe(BILLING_MESSAGES.changed);
    // Stripe charges the change itself: no open invoice of ours for it.
    expect(changed.body.data).toMatchObject({
      checkout_url: null,
      invoice_id: null,
      subscription: { package: { id: premium.id }, price: 3000 },
    });
    const call = callsTo('POST', `/v1/subscriptions/${subId}`).slice(-1)[0]!;
    expect(call.body).toMatchObject({
      items: [
        {
          id: `si_${subId.slice(4)}`,
          price_data: {
            currency: 'eur',
            unit_amount: '3000',
            product: `prod_${subId.slice(4)}`,
            recurring: { interval: 'month' },
          },
        },
      ],
      proration_behavior: 'always_invoice',
      billing_cycle_anchor: { type: 'now' },
      metadata: { package_id: String(premium.id) },
    });

    // Stripe's proration invoice, paid: our invoice for it, paid by card, carrying Stripe's invoice id.
    const [row] = await subscriptionsOf(userId);
    const now = Math.floor(Date.now() / 1000);
    const stripeInvoice = subscriptionInvoiceObject({
      id: nextId('in'),
      subscription: subId,
      amountPaid: 2010,
      periodStart: now,
      periodEnd: now + 30 * 86_400,
      billingReason: 'subscription_update',
    });
    const paid = signedEvent({ id: nextId('evt'), type: 'invoice.paid', object: stripeInvoice, created: now });
    expect(JSON.parse((await deliver(paid)).body).data).toMatchObject({ type: 'subscription.renewal_paid', outcome: 'applied' });
    expect(JSON.parse((await deliver(paid)).body).data.outcome).toBe('duplicate');
    const ours = await t.db.select().from(invoices).where(eq(invoices.subscriptionId, row!.id));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({
      status: 'paid',
      totalMinor: 2010,
      paymentMethod: 'card',
      provider: 'stripe',
      externalId: stripeInvoice.id,
      currency: 'EUR',
    });
  });

  it('invoices a renewal Stripe charged, moves the period, and answers 503 for a renewal of a subscription not known yet', async () => {
    const pkg = await addPackage({ price: 1500 });
    const { subId, userId, start } = await subscribed(pkg);
    const next = start + 30 * 86_400;
    const renewal = subscriptionInvoiceObject({
      id: nextId('in'),
      subscription: subId,
      amountPaid: 1500,
      periodStart: next,
      periodEnd: next + 31 * 86_400,
    });
    const answer = await deliver(signedEvent({ id: nextId('evt'), type: 'invoice.paid', object: renewal, created: next + 5 }));
    expect(JSON.parse(answer.body).data.outcome).toBe('applied');
    const [row] = await subscriptionsOf(userId);
    expect(row!.currentPeriodStart.getTime()).toBe(next * 1000);
    const ours = await t.db.select().from(invoices).where(eq(invoices.subscriptionId, row!.id));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({ status: 'paid', totalMinor: 1500, paymentMethod: 'card', kind: 'subscription' });
    expect(ours[0]!.lines[0]!.description).toContain(pkg.title);

    const before = await eventCount();
    const early = subscriptionInvoiceObject({
      id: nextId('in'),
      subscription: nextId('sub'),
      amountPaid: 1500,
      periodStart: next,
      periodEnd: next + 31 * 86_400,
    });
    const unknown = await deliver(signedEvent({ id: nextId('evt'), type: 'invoice.paid', object: early }));
    expect(unknown.statusCode).toBe(503);
    expect(await eventCount()).toBe(before);
  });
});

describe('invoices and refunds with Stripe', () => {
  it('pays an open invoice through Checkout: the webhook marks it paid, once; a refund goes back through Stripe', async () => {
    const person = await createUserAndLogin(t, 'personal');
    const added = await t.call(
      endpoints.adminAddInvoice,
      { userid: person.user.id, currency: 'EUR', lines: [{ description: 'Workshop', quantity: 2, unit_amount: 2500 }] } as never,
      admin,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const invoiceId = added.body.data!.id;

    const pay = await t.call(endpoints.accountPayInvoice, { id: invoiceId }, person.session.accessToken);
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    const sessionId = /cs_test_\w+/.exec(pay.body.data!.url)![0];
    const call = callsTo('POST', '/v1/checkout/sessions').slice(-1)[0]!;
    expect(call.body).toMatchObject({
      mode: 'payment',
      metadata: { invoice_id: String(invoiceId) },
      line_items: [{ price_data: { unit_amount: '5000', currency: 'eur' } }],
    });
    expect((await t.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0]!.status).toBe('open');

    const paymentIntent = nextId('pi');
    const session = stripe.completeSession(sessionId, { paymentIntent });
    const completed = signedEvent({
      id: nextId('evt'),
      type: 'checkout.session.completed',
      object: checkoutSessionObject({
        id: sessionId,
        mode: 'payment',
        metadata: session.metadata as Record<string, string>,
        paymentIntent,
        amountTotal: 5000,
      }),
    });
    expect(JSON.parse((await deliver(completed)).body).data).toMatchObject({ type: 'invoice.paid', outcome: 'applied' });
    expect(JSON.parse((await deliver(completed)).body).data.outcome).toBe('duplicate');
    const [paid] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(paid).toMatchObject({ status: 'paid', paymentMethod: 'card', provider: 'stripe', externalId: paymentIntent });

    // A delayed payment method: completed unpaid (nothing happens), then paid.
    const slow = await t.call(
      endpoints.adminAddInvoice,
      { userid: person.user.id, currency: 'EUR', lines: [{ description: 'Retreat', quantity: 1, unit_amount: 9000 }] } as never,
      admin,
    );
    const slowId = slow.body.data!.id;
    const slowSession = {
      id: nextId('cs_test'),
      mode: 'payment' as const,
      metadata: { invoice_id: String(slowId) },
      paymentIntent: nextId('pi'),
    };
    const unpaid = await deliver(
      signedEvent({
        id: nextId('evt'),
        type: 'checkout.session.completed',
        object: checkoutSessionObject({ ...slowSession, paid: false }),
      }),
    );
    expect(JSON.parse(unpaid.body).data.outcome).toBe('ignored');
    expect((await t.db.select().from(invoices).where(eq(invoices.id, slowId)))[0]!.status).toBe('open');
    const settled = await deliver(
      signedEvent({
        id: nextId('evt'),
        type: 'checkout.session.async_payment_succeeded',
        object: checkoutSessionObject(slowSession),
      }),
    );
    expect(JSON.parse(settled.body).data).toMatchObject({ type: 'invoice.paid', outcome: 'applied' });
    expect((await t.db.select().from(invoices).where(eq(invoices.id, slowId)))[0]).toMatchObject({
      status: 'paid',
      externalId: slowSession.paymentIntent,
    });

    const refund = await t.call(endpoints.adminRefund, { id: invoiceId, amount: 1000 }, admin);
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(callsTo('POST', '/v1/refunds').slice(-1)[0]!.body).toEqual({ payment_intent: paymentIntent, amount: '1000' });
    expect((await t.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0]!.refundedMinor).toBe(1000);
  });

  it('opens the billing portal for the account’s Stripe customer', async () => {
    const person = await createUserAndLogin(t, 'personal');
    const answer = await t.call(endpoints.accountBillingPortal, {}, person.session.accessToken);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data!.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    const [customer] = await t.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, person.user.id));
    expect(callsTo('POST', '/v1/billing_portal/sessions').slice(-1)[0]!.body.customer).toBe(customer!.externalId);
  });
});

describe('from the manual provider to Stripe', () => {
  it('a manual subscription from before Stripe is replaced by the package paid through Checkout', async () => {
    const old = await addPackage({ price: 800 });
    const paid = await addPackage({ price: 2000 });
    const person = await createUserAndLogin(t, 'personal');
    const at = new Date();
    await t.db.insert(subscriptions).values({
      userId: person.user.id,
      packageId: old.id,
      status: 'active',
      priceMinor: 800,
      currency: 'EUR',
      provider: 'manual',
      currentPeriodStart: at,
      currentPeriodEnd: new Date(at.getTime() + 30 * 86_400_000),
    });
    const answer = await t.call(endpoints.accountUpgradePlan, { package_id: paid.id }, person.session.accessToken);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(BILLING_MESSAGES.checkoutPending);
    expect(answer.body.data).toMatchObject({ subscription: { provider: 'manual', package: { id: old.id } }, invoice_id: null });
    expect(answer.body.data!.checkout_url).toMatch(/cs_test_/);
    expect(callsTo('POST', '/v1/checkout/sessions').slice(-1)[0]!.body).toMatchObject({
      mode: 'subscription',
      metadata: { package_id: String(paid.id) },
    });

    const sub = subscriptionObject({
      id: nextId('sub'),
      metadata: { account_kind: 'user', account_id: String(person.user.id), package_id: String(paid.id) },
    });
    expect(
      JSON.parse((await deliver(signedEvent({ id: nextId('evt'), type: 'customer.subscription.created', object: sub }))).body)
        .data.outcome,
    ).toBe('applied');
    const rows = (await subscriptionsOf(person.user.id)).sort((a, b) => a.id - b.id);
    expect(rows.map((row) => [row.provider, row.status, row.packageId])).toEqual([
      ['manual', 'ended', old.id],
      ['stripe', 'active', paid.id],
    ]);
  });

  it('a one-off package bought through Stripe is replaced by a recurring one paid later; a second recurring one is not mirrored', async () => {
    const once = await addPackage({ billing_period: 'one_off', price: 4000 });
    const monthly = await addPackage({ price: 1200 });
    const person = await createUserAndLogin(t, 'personal');
    const meta = (pkg: { id: number }) => ({
      account_kind: 'user',
      account_id: String(person.user.id),
      package_id: String(pkg.id),
    });
    const bought = checkoutSessionObject({
      id: nextId('cs_test'),
      mode: 'payment',
      metadata: meta(once),
      paymentIntent: nextId('pi'),
    });
    await deliver(signedEvent({ id: nextId('evt'), type: 'checkout.session.completed', object: bought }));
    const first = subscriptionObject({ id: nextId('sub'), metadata: meta(monthly) });
    expect(
      JSON.parse((await deliver(signedEvent({ id: nextId('evt'), type: 'customer.subscription.created', object: first }))).body)
        .data.outcome,
    ).toBe('applied');
    const second = subscriptionObject({ id: nextId('sub'), metadata: meta(monthly) });
    expect(
      JSON.parse((await deliver(signedEvent({ id: nextId('evt'), type: 'customer.subscription.created', object: second }))).body)
        .data.outcome,
    ).toBe('ignored');
    const rows = (await subscriptionsOf(person.user.id)).sort((a, b) => a.id - b.id);
    expect(rows.map((row) => [row.status, row.packageId, row.externalId])).toEqual([
      ['ended', once.id, bought.payment_intent],
      ['active', monthly.id, first.id],
    ]);
  });

  it('answers 404 on the webhook when the manual provider runs (nothing to receive)', async () => {
    const manual = await createTestApp({ db: t.db });
    try {
      const event = signedEvent({
        id: nextId('evt'),
        type: 'customer.subscription.created',
        object: subscriptionObject({ id: nextId('sub') }),
      });
      const answer = await manual.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        payload: event.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      });
      expect(answer.statusCode).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({ status: false, code: 'NOT_FOUND' });
    } finally {
      await manual.close();
    }
  });
});
