import { z } from 'zod';
import { idField, numberField } from '../common.js';
import { FEATURE_GROUPS } from '../features/features.catalogue.js';

/*
 * Billing, first increment (issue 15; decision 0038): packages with their features as the spec's `all_tabs`
 * (grouped per dashboard as the feature catalogue groups them), and subscriptions of accounts (a personal or
 * business user, or a clinic) to them through the embedded manual payments provider. Money is always an
 * integer amount of the currency's minor unit (cents) with an ISO 4217 code; proration and totals are
 * computed on the server only.
 */

export const BILLING_AUDIENCES = ['personal', 'business', 'clinic'] as const;
export type BillingAudience = (typeof BILLING_AUDIENCES)[number];
export const BILLING_PERIODS = ['monthly', 'yearly', 'one_off'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const PACKAGE_STATUSES = ['active', 'archived'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'cancelled_at_period_end', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The ISO 4217 currencies packages may be priced in, with the digits of their minor unit. */
export const CURRENCY_MINOR_DIGITS = {
  EUR: 2,
  USD: 2,
  GBP: 2,
  CHF: 2,
  SEK: 2,
  NOK: 2,
  DKK: 2,
  PLN: 2,
  CZK: 2,
  CAD: 2,
  AUD: 2,
  JPY: 0,
} as const;
export type Currency = keyof typeof CURRENCY_MINOR_DIGITS;
export const CURRENCIES = Object.keys(CURRENCY_MINOR_DIGITS) as [Currency, ...Currency[]];

/** The highest price of a package, in minor units (1,000,000.00 of a two-digit currency). */
export const PACKAGE_PRICE_MAX = 100_000_000;
export const PACKAGE_TRIAL_DAYS_MAX = 365;
export const PACKAGE_TITLE_MAX = 120;
export const PACKAGE_DESCRIPTION_MAX = 4000;

/** An amount in minor units as the major-unit number people read (1999 EUR -> 19.99). */
export function majorUnits(minor: number, currency: string): number {
  const digits = CURRENCY_MINOR_DIGITS[currency as Currency] ?? 2;
  return minor / 10 ** digits;
}

type TabsKey = (typeof FEATURE_GROUPS)[number]['tabsKey'];
const tabKeys = (tabsKey: TabsKey) => {
  const group = FEATURE_GROUPS.find((g) => g.tabsKey === tabsKey)!;
  return group.tabs.map((tab) => tab.key) as unknown as [string, ...string[]];
};
const tabList = (tabsKey: TabsKey) =>
  z
    .array(z.enum(tabKeys(tabsKey)))
    .max(50)
    .default([])
    .transform((keys) => [...new Set(keys)]);

/** A package's features: the tab keys it includes, per dashboard (spec: user_tabs, patient_tabs, clinics_tabs). */
export const packageFeaturesInput = z
  .object({ user_tabs: tabList('user_tabs'), patient_tabs: tabList('patient_tabs'), clinics_tabs: tabList('clinics_tabs') })
  .default({ user_tabs: [], patient_tabs: [], clinics_tabs: [] });
export const packageFeatures = z.object({
  user_tabs: z.array(z.string()),
  patient_tabs: z.array(z.string()),
  clinics_tabs: z.array(z.string()),
});
export type PackageFeatures = z.infer<typeof packageFeatures>;

/** The spec's `all_tabs`: every feature a package can include, grouped per dashboard as the feature catalogue groups them. */
export const allTabs = z.array(
  z.object({
    title: z.string(),
    list_key: z.string(),
    tabs_key: z.enum(['user_tabs', 'patient_tabs', 'clinics_tabs']),
    tabs: z.array(z.object({ key: z.string(), label: z.string() })),
  }),
);
export type AllTabs = z.infer<typeof allTabs>;

const packageFields = {
  title: z.string().trim().min(1, 'Enter a title').max(PACKAGE_TITLE_MAX),
  description: z.string().trim().max(PACKAGE_DESCRIPTION_MAX).default(''),
  audience: z.enum(BILLING_AUDIENCES, 'Choose personal, business or clinic'),
  /** The price in the currency's minor unit (cents): a whole number, 0 for a free package. */
  price: numberField(
    z.number('Enter the price in cents').int('Enter the price in cents, a whole number').min(0, 'The price cannot be negative').max(PACKAGE_PRICE_MAX, 'This price is too high'),
  ),
  currency: z.preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : value), z.enum(CURRENCIES, 'Choose a supported ISO currency')),
  billing_period: z.enum(BILLING_PERIODS, 'Choose monthly, yearly or one-off'),
  trial_days: numberField(z.number().int().min(0, 'Trial days cannot be negative').max(PACKAGE_TRIAL_DAYS_MAX, 'A trial lasts a year at most').default(0)),
  features: packageFeaturesInput,
};

export const addPackageInput = z.object(packageFields);
export const editPackageInput = z.object({ id: idField, ...packageFields });
export const packageIdInput = z.object({ id: idField });
export const packageStatusInput = z.object({ id: idField, status: z.enum(PACKAGE_STATUSES, 'Choose active or archived') });
export const packageListInput = z.object({
  audience: z.enum(BILLING_AUDIENCES).optional(),
  status: z.enum(PACKAGE_STATUSES).optional(),
});

export const billingPackage = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  audience: z.enum(BILLING_AUDIENCES),
  /** Minor units (cents). */
  price: z.number().int(),
  currency: z.string(),
  billing_period: z.enum(BILLING_PERIODS),
  trial_days: z.number().int(),
  status: z.enum(PACKAGE_STATUSES),
  features: packageFeatures,
  /** Accounts whose subscription to it has not ended. */
  subscriber_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BillingPackage = z.infer<typeof billingPackage>;

/** admin/packages/packages: the spec's `data` and `all_tabs`. */
export const packageList = z.object({ data: z.array(billingPackage), all_tabs: allTabs });

export const subscription = z.object({
  id: z.number().int(),
  package: billingPackage.pick({ id: true, title: true, audience: true, price: true, currency: true, billing_period: true, features: true }),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The price and currency the current period was charged at (minor units). */
  price: z.number().int(),
  currency: z.string(),
  provider: z.string(),
  current_period_start: z.string(),
  /** null for a one-off package (it does not renew or end). */
  current_period_end: z.string().nullable(),
  trial_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  created_at: z.string(),
});
export type Subscription = z.infer<typeof subscription>;

/** front/account/current_subscription: null when the account has none. */
export const currentSubscription = subscription.nullable();

/** front/account/package_plan: the packages of the account's audience with the features to compare. */
export const packagePlan = z.object({
  audience: z.enum(BILLING_AUDIENCES),
  data: z.array(billingPackage),
  all_tabs: allTabs,
  current_package_id: z.number().int().nullable(),
});

export const upgradePlanInput = z.object({ package_id: idField });

/** What a change of package costs, computed on the server (minor units of the subscription's currency). */
export const proration = z.object({
  currency: z.string(),
  /** The unused part of the current period, returned as credit. */
  credit: z.number().int(),
  /** The new package's price for its first period (0 during a trial). */
  charge: z.number().int(),
  /** What is owed now: charge minus credit, never below 0. */
  amount_due: z.number().int(),
});
export const upgradeResult = z.object({
  /** null while an online provider waits for the payment (pay at `checkout_url`; a webhook starts it). */
  subscription: subscription.nullable(),
  proration,
  /** Where to pay (Stripe Checkout); null when the change is in force now (the manual provider). */
  checkout_url: z.string().nullable(),
  /** The invoice issued for what is due now; null when nothing is due (a trial, a free package, full credit). */
  invoice_id: z.number().int().nullable(),
});
