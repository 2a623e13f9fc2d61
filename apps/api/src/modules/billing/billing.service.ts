import {
  BILLING_MESSAGES,
  ROLE_IDS,
  type BillingAudience,
  type BillingPeriod,
  type PackageStatus,
  type addPackageInput,
  type packageListInput,
} from '@stillpoint/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { PaymentsAccount, PaymentsProvider } from '../../adapters/payments/index.js';
import { presentAllTabs, presentPackage, presentPackageSummary, presentSubscription } from './billing.presenter.js';
import type { BillingAccount, BillingRepository, PackageRecord, SubscriptionRow } from './billing.repository.js';
import type { InvoicesService } from './invoices.service.js';

type PackageInput = z.output<typeof addPackageInput>;
type PackageFilter = z.output<typeof packageListInput>;
const DAY_MS = 86_400_000;
/** Periods billed in one catch-up read (an account away for years is not billed in one request for all of them). */
const MAX_RENEWALS_AT_ONCE = 36;

const dayText = (at: Date) => at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** An invoice line for a package's period: "Stillpoint Plus (29 Nov 2026 to 29 Dec 2026)". */
export function periodLine(title: string, start: Date, end: Date | null): string {
  return end ? `${title} (${dayText(start)} to ${dayText(end)})` : `${title} (from ${dayText(start)})`;
}

/** `from` plus `months` calendar months (UTC), the day clamped to the month's last (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  target.setUTCHours(from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds());
  return target;
}

/** The end of a period that starts at `start` (null: a one-off package never ends). */
export function periodEnd(start: Date, period: BillingPeriod): Date | null {
  if (period === 'monthly') return addMonths(start, 1);
  if (period === 'yearly') return addMonths(start, 12);
  return null;
}

export interface Proration {
  currency: string;
  credit: number;
  charge: number;
  amount_due: number;
}

/**
 * What a change of package costs now (decision 0038), in minor units: the unused part of the current paid
 * period comes back as credit (rounded down, by whole seconds), the new package's first full period is
 * charged, and the difference is due (never below 0; a downgrade's surplus is not paid out). During a trial
 * nothing was paid and nothing is charged; a one-off package has no unused period.
 */
export function prorate(
  current: { priceMinor: number; currency: string; periodStart: Date; periodEnd: Date | null; trialing: boolean },
  newPriceMinor: number,
  now: Date,
): Proration {
  if (current.trialing) return { currency: current.currency, credit: 0, charge: 0, amount_due: 0 };
  let credit = 0;
  if (current.periodEnd) {
    const total = Math.max(1, Math.floor((current.periodEnd.getTime() - current.periodStart.getTime()) / 1000));
    const remaining = Math.min(total, Math.max(0, Math.floor((current.periodEnd.getTime() - now.getTime()) / 1000)));
    credit = Math.floor((current.priceMinor * remaining) / total);
  }
  return { currency: current.currency, credit, charge: newPriceMinor, amount_due: Math.max(0, newPriceMinor - credit) };
}

/** The audience whose packages an account chooses from: personal or business users, clinic accounts. */
export function audienceOf(auth: Pick<AuthContext, 'role' | 'roleid'>): BillingAudience | null {
  if (auth.role === 'clinic') return 'clinic';
  if (auth.role !== 'frontuser') return null;
  return auth.roleid === ROLE_IDS.business ? 'business' : 'personal';
}

/**
 * Billing, first increment (decision 0038): the administrators' packages, and the subscriptions of front
 * users and clinic accounts through the payments port (the manual provider in this increment). Money,
 * periods and proration are decided here, never taken from a request.
 */
export function createBillingService(deps: { repo: BillingRepository; payments: PaymentsProvider; invoices: InvoicesService; now?: () => Date }) {
  const { repo, payments, invoices } = deps;
  const now = deps.now ?? (() => new Date());
  const missingPackage = (path = 'id') => fieldError('NOT_FOUND', path, BILLING_MESSAGES.notFound);

  function accountOf(auth: AuthContext): { account: BillingAccount; audience: BillingAudience; provider: PaymentsAccount } {
    const audience = audienceOf(auth);
    if (!audience) throw new AppError('FORBIDDEN');
    if (audience === 'clinic') {
      if (auth.clinicId === null) throw new AppError('FORBIDDEN');
      return { account: { kind: 'clinic', clinicId: auth.clinicId }, audience, provider: { kind: 'clinic', id: auth.clinicId } };
    }
    return { account: { kind: 'user', userId: auth.userId }, audience, provider: { kind: 'user', id: auth.userId } };
  }

  async function existingPackage(id: number) {
    const row = await repo.package(id);
    if (!row) throw missingPackage();
    return row;
  }

  /**
   * The account's subscription as it stands now: a period that has run out ends a cancelled subscription,
   * ends a trial into its first paid period, and renews a running one (the manual provider settles what is
   * owed outside the platform; invoices come with the next increment).
   */
  async function settled(account: BillingAccount): Promise<SubscriptionRow | undefined> {
    const row = await repo.liveSubscription(account);
    if (!row || !row.sub.currentPeriodEnd) return row;
    const at = now();
    if (at < row.sub.currentPeriodEnd) return row;
    if (row.sub.cancelAtPeriodEnd) {
      await repo.updateSubscription(row.sub.id, { status: 'ended', endedAt: row.sub.currentPeriodEnd });
      return undefined;
    }
    // Every period that has begun since is owed (one invoice each, the package's price then); a provider that
    // renews on its own (Stripe) reports its renewals by webhook instead.
    const periods: Array<{ start: Date; end: Date | null }> = [];
    let start = row.sub.currentPeriodEnd;
    let end = periodEnd(start, row.pkg.billingPeriod);
    periods.push({ start, end });
    while (end && end <= at && periods.length < MAX_RENEWALS_AT_ONCE) {
      start = end;
      end = periodEnd(start, row.pkg.billingPeriod);
      periods.push({ start, end });
    }
    const values = { status: 'active' as const, currentPeriodStart: start, currentPeriodEnd: end, priceMinor: row.pkg.priceMinor, currency: row.pkg.currency };
    // Only the request that moves the period issues its invoices (two reads at once cannot bill twice).
    if (await repo.updateSubscription(row.sub.id, values, row.sub.currentPeriodEnd)) {
      if (row.sub.provider === 'manual' && row.pkg.priceMinor > 0) {
        for (const period of periods) {
          await invoices.issueForSubscription({
            subscriptionId: row.sub.id,
            account,
            description: periodLine(row.pkg.title, period.start, period.end),
            amountMinor: row.pkg.priceMinor,
            currency: row.pkg.currency,
            paid: null,
          });
        }
      }
    }
    return repo.liveSubscription(account);
  }

  const packageValues = (input: PackageInput) => ({
    title: input.title,
    description: input.description,
    audience: input.audience,
    priceMinor: input.price,
    currency: input.currency,
    billingPeriod: input.billing_period,
    trialDays: input.trial_days,
    features: input.features,
  });

  return {
    // ----- administrators -----
    async list(filter: PackageFilter) {
      const rows = await repo.packages(filter);
      return { data: rows.map(presentPackage), all_tabs: presentAllTabs() };
    },
    async add(input: PackageInput) {
      const id = await repo.insertPackage(packageValues(input));
      return presentPackage((await repo.package(id))!);
    },
    async edit(input: PackageInput & { id: number }) {
      const row = await existingPackage(input.id);
      if (row.pkg.audience !== input.audience && Number(row.subscribers) > 0) {
        throw fieldError('VALIDATION', 'audience', 'A package with subscribers keeps its audience');
      }
      if (!(await repo.updatePackage(input.id, packageValues(input)))) throw missingPackage();
      return presentPackage((await repo.package(input.id))!);
    },
    async remove(id: number) {
      const outcome = await repo.deletePackage(id);
      if (outcome === 'missing') throw missingPackage();
      if (outcome === 'in-use') throw fieldError('CONFLICT', 'id', BILLING_MESSAGES.hasSubscribers);
    },
    async setStatus(id: number, status: PackageStatus) {
      await existingPackage(id);
      if (!(await repo.updatePackage(id, { status }))) throw missingPackage();
      return presentPackage((await repo.package(id))!);
    },
    async businessPackages() {
      return (await repo.packages({ audience: 'business', status: 'active' })).map((row) => presentPackageSummary(row.pkg));
    },

    // ----- the subscribing account -----
    async current(auth: AuthContext) {
      const row = await settled(accountOf(auth).account);
      return row ? presentSubscription(row) : null;
    },
    async plan(auth: AuthContext) {
      const { account, audience } = accountOf(auth);
      const row = await settled(account);
      const rows = await repo.packages({ audience, status: 'active' });
      return {
        audience,
        data: rows.map(presentPackage),
        all_tabs: presentAllTabs(),
        current_package_id: row?.pkg.id ?? null,
      };
    },
    /** Choose a package: starts a subscription (a trial when it has trial days) or changes the current one with proration. */
    async choose(auth: AuthContext, packageId: number) {
      const { account, audience, provider } = accountOf(auth);
      const chosen = await repo.package(packageId);
      if (!chosen || chosen.pkg.audience !== audience) throw missingPackage('package_id');
      const pkg: PackageRecord = chosen.pkg;
      if (pkg.status === 'archived') throw fieldError('VALIDATION', 'package_id', BILLING_MESSAGES.archived);
      const current = await settled(account);
      const at = now();

      if (!current) {
        const trialing = pkg.trialDays > 0;
        const end = trialing ? new Date(at.getTime() + pkg.trialDays * DAY_MS) : periodEnd(at, pkg.billingPeriod);
        const charge = trialing ? 0 : pkg.priceMinor;
        const outcome = await payments.startSubscription({
          account: provider,
          packageId: pkg.id,
          amountMinor: charge,
          currency: pkg.currency,
          description: pkg.title,
          billingPeriod: pkg.billingPeriod,
          priceMinor: pkg.priceMinor,
          trialDays: pkg.trialDays,
        });
        try {
          await repo.insertSubscription({
            userId: account.kind === 'user' ? account.userId : null,
            clinicId: account.kind === 'clinic' ? account.clinicId : null,
            packageId: pkg.id,
            status: trialing ? 'trialing' : 'active',
            priceMinor: pkg.priceMinor,
            currency: pkg.currency,
            provider: payments.name,
            externalId: outcome.externalId,
            currentPeriodStart: at,
            currentPeriodEnd: end,
            trialEnd: trialing ? end : null,
            cancelAtPeriodEnd: false,
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('CONFLICT', BILLING_MESSAGES.samePackage);
          throw error;
        }
        const row = (await repo.liveSubscription(account))!;
        const invoice =
          charge > 0 && outcome.state === 'confirmed'
            ? await invoices.issueForSubscription({
                subscriptionId: row.sub.id,
                account,
                description: periodLine(pkg.title, at, end),
                amountMinor: charge,
                currency: pkg.currency,
                paid: null,
              })
            : null;
        return {
          result: {
            subscription: presentSubscription(row),
            proration: { currency: pkg.currency, credit: 0, charge, amount_due: charge },
            checkout_url: null,
            invoice_id: invoice?.id ?? null,
          },
          message: trialing ? BILLING_MESSAGES.trialStarted : BILLING_MESSAGES.subscribed,
        };
      }

      if (current.pkg.id === pkg.id) throw fieldError('CONFLICT', 'package_id', BILLING_MESSAGES.samePackage);
      if (current.sub.currency !== pkg.currency) throw fieldError('VALIDATION', 'package_id', BILLING_MESSAGES.otherCurrency);
      const trialing = current.sub.status === 'trialing';
      const proration = prorate(
        {
          priceMinor: current.sub.priceMinor,
          currency: current.sub.currency,
          periodStart: current.sub.currentPeriodStart,
          periodEnd: current.sub.currentPeriodEnd,
          trialing,
        },
        pkg.priceMinor,
        at,
      );
      const outcome = await payments.changeSubscription({
        account: provider,
        packageId: pkg.id,
        amountMinor: proration.amount_due,
        currency: pkg.currency,
        description: pkg.title,
        billingPeriod: pkg.billingPeriod,
        priceMinor: pkg.priceMinor,
        externalId: current.sub.externalId,
      });
      // A trial carries on to its end with the new package; otherwise a new period starts now.
      const values = trialing
        ? { packageId: pkg.id, priceMinor: pkg.priceMinor, cancelAtPeriodEnd: false, status: 'trialing' as const }
        : {
            packageId: pkg.id,
            priceMinor: pkg.priceMinor,
            currency: pkg.currency,
            status: 'active' as const,
            currentPeriodStart: at,
            currentPeriodEnd: periodEnd(at, pkg.billingPeriod),
            cancelAtPeriodEnd: false,
          };
      if (!(await repo.updateSubscription(current.sub.id, { ...values, externalId: outcome.externalId ?? current.sub.externalId }))) {
        throw new AppError('CONFLICT', BILLING_MESSAGES.noSubscription);
      }
      const row = (await repo.liveSubscription(account))!;
      // What is due now is invoiced: the new package's period, less the credit for the unused time.
      let invoiceId: number | null = null;
      if (proration.amount_due > 0 && outcome.state === 'confirmed') {
        const charge = periodLine(pkg.title, row.sub.currentPeriodStart, row.sub.currentPeriodEnd);
        const lines = [{ description: charge, quantity: 1, unitMinor: proration.charge, amountMinor: proration.charge }];
        if (proration.credit > 0) {
          const credit = `Credit for the unused time of ${current.pkg.title}`;
          lines.push({ description: credit, quantity: 1, unitMinor: -proration.credit, amountMinor: -proration.credit });
        }
        const invoice = await invoices.issueForSubscription({
          subscriptionId: row.sub.id,
          account,
          description: charge,
          amountMinor: proration.amount_due,
          currency: pkg.currency,
          lines,
          paid: null,
        });
        invoiceId = invoice.id;
      }
      return { result: { subscription: presentSubscription(row), proration, checkout_url: null, invoice_id: invoiceId }, message: BILLING_MESSAGES.changed };
    },
    /** Cancel at the end of the current period; a second cancel is a conflict. */
    async cancel(auth: AuthContext) {
      const { account, provider } = accountOf(auth);
      const current = await settled(account);
      if (!current) throw new AppError('NOT_FOUND', BILLING_MESSAGES.noSubscription);
      if (current.sub.cancelAtPeriodEnd) throw new AppError('CONFLICT', BILLING_MESSAGES.alreadyCancelled);
      await payments.cancelAtPeriodEnd({ account: provider, externalId: current.sub.externalId });
      if (!(await repo.cancelAtPeriodEnd(current.sub.id))) throw new AppError('CONFLICT', BILLING_MESSAGES.alreadyCancelled);
      return presentSubscription((await repo.liveSubscription(account))!);
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;

/** PostgreSQL's unique_violation, however deep the driver wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
