import { FEATURE_GROUPS, majorUnits, type AllTabs, type BillingPackage, type Subscription } from '@stillpoint/contracts';
import type { PackageRecord, PackageRow, SubscriptionRow } from './billing.repository.js';

/** The spec's `all_tabs`: the feature catalogue's groups, as a package's features are chosen from them. */
export function presentAllTabs(): AllTabs {
  return FEATURE_GROUPS.map((group) => ({
    title: group.title,
    list_key: group.listKey,
    tabs_key: group.tabsKey,
    tabs: group.tabs.map((tab) => ({ key: tab.key, label: tab.label })),
  }));
}

const features = (pkg: PackageRecord) => ({
  user_tabs: [...(pkg.features.user_tabs ?? [])],
  patient_tabs: [...(pkg.features.patient_tabs ?? [])],
  clinics_tabs: [...(pkg.features.clinics_tabs ?? [])],
});

export function presentPackage(row: PackageRow): BillingPackage {
  const { pkg } = row;
  return {
    id: pkg.id,
    title: pkg.title,
    description: pkg.description,
    audience: pkg.audience,
    price: pkg.priceMinor,
    currency: pkg.currency,
    billing_period: pkg.billingPeriod,
    trial_days: pkg.trialDays,
    status: pkg.status,
    features: features(pkg),
    subscriber_count: Number(row.subscribers),
    created_at: pkg.createdAt.toISOString(),
    updated_at: pkg.updatedAt.toISOString(),
  };
}

/** The short row of admin/users/get_busniess_packages (price in major units to show, and in minor units). */
export function presentPackageSummary(pkg: PackageRecord) {
  return {
    id: pkg.id,
    name: pkg.title,
    price: majorUnits(pkg.priceMinor, pkg.currency),
    currency: pkg.currency,
    price_minor: pkg.priceMinor,
    billing_period: pkg.billingPeriod,
    trial_days: pkg.trialDays,
  };
}

export function presentSubscription({ sub, pkg }: SubscriptionRow): Subscription {
  return {
    id: sub.id,
    package: {
      id: pkg.id,
      title: pkg.title,
      audience: pkg.audience,
      price: pkg.priceMinor,
      currency: pkg.currency,
      billing_period: pkg.billingPeriod,
      features: features(pkg),
    },
    status: sub.status,
    price: sub.priceMinor,
    currency: sub.currency,
    provider: sub.provider,
    current_period_start: sub.currentPeriodStart.toISOString(),
    current_period_end: sub.currentPeriodEnd?.toISOString() ?? null,
    trial_end: sub.trialEnd?.toISOString() ?? null,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    created_at: sub.createdAt.toISOString(),
  };
}
