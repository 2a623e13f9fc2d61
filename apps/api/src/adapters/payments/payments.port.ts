/*
 * The payments port (DESIGN.md section 1; decision 0038). The billing service decides everything that is
 * money (prices, periods, proration) and asks the provider to carry it out. The embedded default is the
 * manual provider (bank transfer or cash: an administrator or the clinic marks invoices paid); Stripe is the
 * second adapter, to come next: it would answer `pending` with a Checkout URL and confirm through webhooks.
 */

/** The subscribing account, as the provider needs to name it. */
export interface PaymentsAccount {
  kind: 'user' | 'clinic';
  id: number;
}

export interface ProviderCharge {
  account: PaymentsAccount;
  packageId: number;
  /** Minor units (cents), computed by the billing service. */
  amountMinor: number;
  currency: string;
  description: string;
}

export interface ProviderSubscriptionStart extends ProviderCharge {
  trialDays: number;
}

export interface ProviderOutcome {
  /** `confirmed`: in force now (the manual provider); `pending`: the provider confirms later (Stripe's webhook). */
  state: 'confirmed' | 'pending';
  /** The provider's id for the subscription (null for the manual provider). */
  externalId: string | null;
  /** Where the person pays (Stripe Checkout); null when nothing is paid online. */
  checkoutUrl: string | null;
}

export interface PaymentsProvider {
  readonly name: 'manual' | 'stripe';
  startSubscription(input: ProviderSubscriptionStart): Promise<ProviderOutcome>;
  /** A change of package with the amount due after proration. */
  changeSubscription(input: ProviderCharge & { externalId: string | null }): Promise<ProviderOutcome>;
  cancelAtPeriodEnd(input: { account: PaymentsAccount; externalId: string | null }): Promise<void>;
}
