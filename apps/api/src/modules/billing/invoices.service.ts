import {
  BILLING_MESSAGES,
  CURRENCIES,
  CURRENCY_MINOR_DIGITS,
  INVOICE_TOTAL_MAX,
  majorUnits,
  type InvoiceStatus,
  type PaymentMethod,
  type addServicePackageInput,
  type adminAddInvoiceInput,
  type clinicAddInvoiceInput,
  type markPaidInput,
  type patientPackageStatusInput,
  type refundInput,
} from '@stillpoint/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { pageCount } from '../../lib/paging.js';
import type { PaymentsAccount, PaymentsProvider } from '../../adapters/payments/index.js';
import type { InvoiceLineRecord } from '@stillpoint/db';
import type { BillingAccount } from './billing.repository.js';
import { invoicePdf } from './invoice.pdf.js';
import { presentInvoice, presentPatientPackage, presentPayment, presentServicePackage } from './invoices.presenter.js';
import type { InvoiceRecord, InvoiceScope, InvoicesRepository } from './invoices.repository.js';
import type { NotificationService } from '../notifications/notifications.service.js';

const DAY_MS = 86_400_000;
/** The platform's invoice numbers: SP-000001, SP-000002, ... */
const PLATFORM_PREFIX = 'SP';
const SUBSCRIPTION_DUE_DAYS = 14;

type ListFilter = { status?: InvoiceStatus; search?: string; pageNo: number; perPage: number };
type InvoiceCommon = Pick<z.output<typeof clinicAddInvoiceInput>, 'currency' | 'lines' | 'tax_rate' | 'due_days' | 'notes' | 'paid' | 'payment_method'>;

/** A clinic's invoice prefix: the initials of its name (Harbor Clinic: HC), so its numbers read as its own. */
export function clinicPrefix(name: string): string {
  const initials = name
    .split(/\s+/)
    .map((word) => word.normalize('NFKD').replace(/[^A-Za-z0-9]/g, '').charAt(0))
    .filter(Boolean)
    .join('')
    .toUpperCase()
    .slice(0, 4);
  return initials || 'INV';
}

/**
 * Line amounts and the tax contained in a gross total (decision 0039): amounts are quantity x unit price in
 * minor units; the tax is total - round(total / (1 + rate)), so the printed net and tax add up to the total.
 */
export function invoiceTotals(lines: Array<{ description: string; quantity: number; unitMinor: number }>, taxRateBp: number) {
  const priced: InvoiceLineRecord[] = lines.map((line) => ({ ...line, amountMinor: line.quantity * line.unitMinor }));
  const total = priced.reduce((sum, line) => sum + line.amountMinor, 0);
  const tax = total - Math.round((total * 10_000) / (10_000 + taxRateBp));
  return { lines: priced, total, tax };
}

const percentToBp = (rate: number) => Math.round(rate * 100);
/** An amount as people read it in a note (EUR 12.00), whatever the reader's locale. */
const formatMinor = (minor: number, currency: string) => `${currency} ${majorUnits(minor, currency).toFixed(CURRENCY_MINOR_DIGITS[currency as keyof typeof CURRENCY_MINOR_DIGITS] ?? 2)}`;

/** Invoices, payments, refunds and the clinics' service packages (decision 0039). */
export function createInvoicesService(deps: {
  repo: InvoicesRepository;
  payments: PaymentsProvider;
  taxRatePercent: number;
  paymentDetails: string;
  publicUrl?: string;
  /** Tells the billed person of a new invoice and of a payment recorded (kind billing_update). */
  notifications?: Pick<NotificationService, 'notify'>;
  now?: () => Date;
}) {
  const { repo, payments } = deps;
  const now = deps.now ?? (() => new Date());
  const notFound = () => fieldError('NOT_FOUND', 'id', BILLING_MESSAGES.invoiceNotFound);
  const present = (row: InvoiceRecord) => presentInvoice(row, now(), payments.name !== 'manual');

  /** The account an invoice holder receives invoices as: a user (front user or patient), or the clinic. */
  function holderScope(auth: AuthContext): InvoiceScope {
    if (auth.role === 'clinic') {
      if (auth.clinicId === null) throw new AppError('FORBIDDEN');
      return { kind: 'recipient', account: { kind: 'clinic', clinicId: auth.clinicId } };
    }
    return { kind: 'recipient', account: { kind: 'user', userId: auth.userId } };
  }
  function clinicOf(auth: AuthContext): number {
    if (auth.clinicId === null) throw new AppError('FORBIDDEN');
    return auth.clinicId;
  }
  const platformScope: InvoiceScope = { kind: 'platform' };
  const clinicScope = (auth: AuthContext): InvoiceScope => ({ kind: 'clinic-issued', clinicId: clinicOf(auth) });

  async function list(scope: InvoiceScope, filter: ListFilter) {
    const page = await repo.list(scope, filter, now());
    return { data: { data: page.rows.map(present), stats: page.stats }, total_pages: pageCount(page.total, filter.perPage) };
  }
  async function paymentList(scope: Parameters<InvoicesRepository['payments']>[0], filter: { search?: string; pageNo: number; perPage: number }) {
    const page = await repo.payments(scope, filter);
    return {
      data: { data: page.rows.map(presentPayment), stats: { count: page.total, totals: page.totals } },
      total_pages: pageCount(page.total, filter.perPage),
    };
  }
  async function pdf(scope: InvoiceScope, id: number) {
    const row = await repo.invoice(id, scope);
    if (!row) throw notFound();
    const bytes = await invoicePdf(present(row), row.issuerClinicId === null ? deps.paymentDetails : 'Pay by bank transfer or in cash at the clinic.');
    return { bytes, filename: `invoice-${row.number}.pdf` };
  }

  /** A payment date: today or earlier (a day given is taken at noon UTC; today is now). */
  function paidAt(day: string | undefined): Date {
    const at = now();
    if (!day || day === at.toISOString().slice(0, 10)) return at;
    const when = new Date(`${day}T12:00:00.000Z`);
    if (when > at) throw fieldError('VALIDATION', 'paid_on', BILLING_MESSAGES.paidInFuture);
    return when;
  }
  async function markPaid(scope: InvoiceScope, input: z.output<typeof markPaidInput>) {
    const existing = await repo.invoice(input.id, scope);
    if (!existing) throw notFound();
    const row = await repo.markPaid(input.id, scope, { paidAt: paidAt(input.paid_on), method: input.payment_method });
    if (!row) throw fieldError('CONFLICT', 'id', BILLING_MESSAGES.notOpen);
    await tell(row.id, 'paid');
    return present(row);
  }
  async function voidInvoice(scope: InvoiceScope, id: number) {
    if (!(await repo.invoice(id, scope))) throw notFound();
    const row = await repo.voidInvoice(id, scope);
    if (!row) throw fieldError('CONFLICT', 'id', BILLING_MESSAGES.notOpen);
    return present(row);
  }

  /** The lines of a custom invoice or after a package, priced; 422 on an empty or too large invoice. */
  function pricedLines(head: InvoiceLineRecord[], input: InvoiceCommon) {
    const lines = [
      ...head.map((line) => ({ description: line.description, quantity: line.quantity, unitMinor: line.unitMinor })),
      ...input.lines.map((line) => ({ description: line.description, quantity: line.quantity, unitMinor: line.unit_amount })),
    ];
    if (!lines.length) throw fieldError('VALIDATION', 'lines', BILLING_MESSAGES.emptyInvoice);
    const totals = invoiceTotals(lines, percentToBp(input.tax_rate));
    if (totals.total > INVOICE_TOTAL_MAX) throw fieldError('VALIDATION', 'lines', BILLING_MESSAGES.totalTooHigh);
    return totals;
  }
  function paidState(input: InvoiceCommon, at: Date) {
    if (!input.paid) return {};
    if (!input.payment_method) throw fieldError('VALIDATION', 'payment_method', BILLING_MESSAGES.paidNeedsMethod);
    return { status: 'paid' as const, paidAt: at, paymentMethod: input.payment_method };
  }

  async function recipientOf(account: BillingAccount) {
    if (account.kind === 'clinic') {
      const clinic = await repo.clinic(account.clinicId);
      if (!clinic) throw fieldError('NOT_FOUND', 'clinic_id', BILLING_MESSAGES.recipientNeeded);
      return { recipientClinicId: clinic.id, recipientUserId: null, recipientName: clinic.name, recipientEmail: clinic.email };
    }
    const person = await repo.frontUser(account.userId);
    if (!person) throw fieldError('NOT_FOUND', 'userid', BILLING_MESSAGES.recipientNeeded);
    return { recipientUserId: person.id, recipientClinicId: null, recipientName: person.name, recipientEmail: person.email };
  }

  /** Where a billed person reads their invoices, by their area. */
  const invoicesPage = (recipient: { role: string }) =>
    recipient.role === 'patient' ? '/patient/invoices' : recipient.role === 'clinic' ? '/clinic/account/invoices' : '/frontuser/account/invoices';

  /**
   * Tells the billed person (a user, or a clinic's accounts) of a new invoice or a payment. A lock screen may
   * show it: it names no amount, clinic or service (an invoice from a therapist is health information).
   */
  async function tell(invoiceId: number, what: 'issued' | 'paid') {
    if (!deps.notifications) return;
    const row = await repo.invoiceById(invoiceId);
    if (!row) return;
    const userIds = row.recipientUserId !== null ? [row.recipientUserId] : row.recipientClinicId !== null ? await repo.clinicAccountIds(row.recipientClinicId) : [];
    if (!userIds.length) return;
    await deps.notifications.notify({
      userIds,
      kind: 'billing_update',
      title: what === 'issued' ? (row.status === 'paid' ? 'A new receipt' : 'A new invoice') : 'Payment received',
      body: what === 'issued' && row.status !== 'paid' ? 'You have a new invoice to pay. Open Stillpoint to see it.' : 'Thank you: a payment was recorded on your invoice.',
      link: invoicesPage,
      data: { invoice_id: row.id },
      key: `invoice-${what}-${row.id}`,
    });
  }

  async function nameOfClinic(clinicId: number) {
    const clinic = await repo.clinic(clinicId);
    if (!clinic) throw new AppError('FORBIDDEN');
    return clinic.name;
  }

  return {
    // ----- used by subscriptions (billing.service.ts) and the provider's webhooks -----

    /** A platform invoice for a subscription's period or change of package; `paid` when the provider already took the money. */
    async issueForSubscription(input: {
      subscriptionId: number;
      account: BillingAccount;
      description: string;
      amountMinor: number;
      currency: string;
      /** The lines when they are more than one (a charge and the credit of a change); else one line of the amount. */
      lines?: InvoiceLineRecord[];
      paid: null | { at: Date; method: PaymentMethod; provider: string; externalId: string | null };
    }): Promise<{ id: number; number: string }> {
      const at = now();
      const lines = input.lines ?? [{ description: input.description, quantity: 1, unitMinor: input.amountMinor, amountMinor: input.amountMinor }];
      const total = lines.reduce((sum, line) => sum + line.amountMinor, 0);
      const taxRateBp = percentToBp(deps.taxRatePercent);
      const issued = await repo.issue(
        {
          issuerClinicId: null,
          issuerName: 'Stillpoint',
          kind: 'subscription',
          ...(await recipientOf(input.account)),
          currency: input.currency,
          lines,
          taxRateBp,
          taxMinor: total - Math.round((total * 10_000) / (10_000 + taxRateBp)),
          totalMinor: total,
          subscriptionId: input.subscriptionId,
          issuedAt: at,
          dueAt: new Date(at.getTime() + SUBSCRIPTION_DUE_DAYS * DAY_MS),
          provider: input.paid?.provider ?? payments.name,
          ...(input.paid
            ? { status: 'paid' as const, paidAt: input.paid.at, paymentMethod: input.paid.method, externalId: input.paid.externalId }
            : {}),
        },
        PLATFORM_PREFIX,
      );
      await tell(issued.id, 'issued');
      return issued;
    },
    /** An open invoice paid through the provider (its webhook); false when it is not open any more. */
    async markPaidByProvider(invoiceId: number, input: { at: Date; provider: string; externalId: string }): Promise<boolean> {
      const row = await repo.markPaid(invoiceId, null, { paidAt: input.at, method: 'card', provider: input.provider, externalId: input.externalId });
      if (row) await tell(row.id, 'paid');
      return row !== undefined;
    },

    // ----- invoice holders: personal and business users, clinic accounts, patients -----

    holderInvoices: (auth: AuthContext, filter: ListFilter) => list(holderScope(auth), filter),
    holderPdf: (auth: AuthContext, id: number) => pdf(holderScope(auth), id),
    holderPayments: (auth: AuthContext, filter: { search?: string; pageNo: number; perPage: number }) => paymentList(holderScope(auth), filter),
    async payOnline(auth: AuthContext, id: number, account: PaymentsAccount) {
      const row = await repo.invoice(id, holderScope(auth));
      if (!row || row.issuerClinicId !== null) throw notFound();
      if (row.status !== 'open') throw fieldError('CONFLICT', 'id', BILLING_MESSAGES.notOpen);
      const link = await payments.payInvoice({
        account,
        invoiceId: row.id,
        number: row.number,
        amountMinor: row.totalMinor,
        currency: row.currency,
        description: `Invoice ${row.number}`,
      });
      if (!link) throw fieldError('CONFLICT', 'id', BILLING_MESSAGES.payManually);
      return { url: link.checkoutUrl };
    },
    async portal(account: PaymentsAccount) {
      const url = await payments.portal(account, `${deps.publicUrl ?? ''}/account`);
      if (!url) throw new AppError('CONFLICT', BILLING_MESSAGES.noPortal);
      return { url };
    },
    async myPackages(auth: AuthContext) {
      return (await repo.myPatientPackages(auth.userId)).map(presentPatientPackage);
    },

    // ----- administrators: the platform's invoices and payments -----

    adminInvoices: (filter: ListFilter & { audience?: 'personal' | 'business' | 'clinic'; userid?: number; clinic_id?: number }) =>
      list({ kind: 'platform', audience: filter.audience, userId: filter.userid, clinicId: filter.clinic_id }, filter),
    adminPersonalInvoices: (filter: ListFilter & { userid?: number }) => list({ kind: 'platform', audience: 'users', userId: filter.userid }, filter),
    async adminNewInvoice() {
      const [next, recipients] = await Promise.all([repo.nextSequence(null), repo.frontUsersAndClinics()]);
      return {
        issuer: { kind: 'platform' as const, id: null, name: 'Stillpoint', email: null },
        next_number: `${PLATFORM_PREFIX}-${String(next).padStart(6, '0')}`,
        currencies: [...CURRENCIES],
        default_tax_rate: deps.taxRatePercent,
        default_due_days: SUBSCRIPTION_DUE_DAYS,
        packages: [],
        recipients: [
          ...recipients.people.map((person) => ({ kind: 'user' as const, id: person.id, name: person.name, email: person.email })),
          ...recipients.places.map((clinic) => ({ kind: 'clinic' as const, id: clinic.id, name: clinic.name, email: clinic.email })),
        ],
      };
    },
    async adminAddInvoice(actorId: number, input: z.output<typeof adminAddInvoiceInput>) {
      if ((input.userid === undefined) === (input.clinic_id === undefined)) throw fieldError('VALIDATION', 'userid', BILLING_MESSAGES.recipientNeeded);
      const account: BillingAccount = input.userid !== undefined ? { kind: 'user', userId: input.userid } : { kind: 'clinic', clinicId: input.clinic_id! };
      const recipient = await recipientOf(account);
      const totals = pricedLines([], input);
      const at = now();
      const issued = await repo.issue(
        {
          issuerClinicId: null,
          issuerName: 'Stillpoint',
          kind: 'custom',
          ...recipient,
          currency: input.currency ?? 'EUR',
          lines: totals.lines,
          taxRateBp: percentToBp(input.tax_rate),
          taxMinor: totals.tax,
          totalMinor: totals.total,
          notes: input.notes,
          issuedAt: at,
          dueAt: new Date(at.getTime() + input.due_days * DAY_MS),
          provider: payments.name,
          createdBy: actorId,
          ...paidState(input, at),
        },
        PLATFORM_PREFIX,
      );
      await tell(issued.id, 'issued');
      return present((await repo.invoiceById(issued.id))!);
    },
    adminPersonalPayments: (filter: { search?: string; pageNo: number; perPage: number }) => paymentList({ kind: 'platform-payers', payers: 'users' }, filter),
    adminClientPayments: (filter: { search?: string; pageNo: number; perPage: number }) => paymentList({ kind: 'platform-payers', payers: 'clinics' }, filter),
    adminMarkPaid: (input: z.output<typeof markPaidInput>) => markPaid(platformScope, input),
    adminVoid: (id: number) => voidInvoice(platformScope, id),
    adminPdf: (id: number) => pdf(platformScope, id),
    /** A refund of a paid platform invoice: the provider returns the money (Stripe) or it is recorded (manual). */
    async adminRefund(input: z.output<typeof refundInput>) {
      const row = await repo.invoice(input.id, platformScope);
      if (!row) throw notFound();
      if (row.status !== 'paid') throw fieldError('CONFLICT', 'id', BILLING_MESSAGES.notPaid);
      const left = row.totalMinor - row.refundedMinor;
      const amount = input.amount ?? left;
      if (amount > left || amount <= 0) throw fieldError('VALIDATION', 'amount', BILLING_MESSAGES.refundTooLarge);
      await payments.refund({ externalId: row.provider === payments.name ? row.externalId : null, amountMinor: amount, currency: row.currency });
      const note = input.reason ? `Refund of ${formatMinor(amount, row.currency)} on ${now().toISOString().slice(0, 10)}: ${input.reason}` : null;
      const updated = await repo.refund(input.id, platformScope, amount, note);
      if (!updated) throw fieldError('CONFLICT', 'amount', BILLING_MESSAGES.refundTooLarge);
      return present(updated);
    },
    async revenue(input: { currency: string; months: number }) {
      const at = now();
      const figures = await repo.revenue(input.currency, input.months, at);
      const months: string[] = [];
      for (let index = 0; index < input.months; index++) {
        const month = new Date(Date.UTC(figures.first.getUTCFullYear(), figures.first.getUTCMonth() + index, 1));
        months.push(month.toISOString().slice(0, 7));
      }
      const churn = figures.liveAtStart > 0 ? Math.round((figures.endedSince / figures.liveAtStart) * 1000) / 10 : 0;
      return {
        currency: input.currency,
        mrr: figures.mrr,
        active_subscriptions: figures.active,
        trialing_subscriptions: figures.trialing,
        churn_rate: churn,
        months: months.map((month) => {
          const money = figures.collected.find((row) => row.month === month);
          return {
            month,
            collected: money?.collected ?? 0,
            refunded: money?.refunded ?? 0,
            new_subscriptions: figures.started.find((row) => row.month === month)?.n ?? 0,
            ended_subscriptions: figures.ended.find((row) => row.month === month)?.n ?? 0,
          };
        }),
      };
    },

    // ----- clinics: service packages and invoices to their patients -----

    async servicePackages(auth: AuthContext) {
      return (await repo.servicePackages(clinicOf(auth))).map(presentServicePackage);
    },
    async addServicePackage(auth: AuthContext, input: z.output<typeof addServicePackageInput>) {
      const clinicId = clinicOf(auth);
      const id = await repo.insertServicePackage({
        clinicId,
        title: input.title,
        description: input.description,
        sessions: input.sessions,
        priceMinor: input.price,
        currency: input.currency,
      });
      return presentServicePackage((await repo.servicePackage(clinicId, id))!);
    },
    async editServicePackage(auth: AuthContext, input: z.output<typeof addServicePackageInput> & { id: number }) {
      const clinicId = clinicOf(auth);
      const changed = await repo.updateServicePackage(clinicId, input.id, {
        title: input.title,
        description: input.description,
        sessions: input.sessions,
        priceMinor: input.price,
        currency: input.currency,
      });
      if (!changed) throw fieldError('NOT_FOUND', 'id', BILLING_MESSAGES.notFound);
      return presentServicePackage((await repo.servicePackage(clinicId, input.id))!);
    },
    async deleteServicePackage(auth: AuthContext, id: number) {
      const outcome = await repo.deleteServicePackage(clinicOf(auth), id);
      if (outcome === 'missing') throw fieldError('NOT_FOUND', 'id', BILLING_MESSAGES.notFound);
      if (outcome === 'in-use') throw fieldError('CONFLICT', 'id', BILLING_MESSAGES.servicePackageHeld);
    },
    async servicePackageStatus(auth: AuthContext, id: number, status: 'active' | 'archived') {
      const clinicId = clinicOf(auth);
      if (!(await repo.updateServicePackage(clinicId, id, { status }))) throw fieldError('NOT_FOUND', 'id', BILLING_MESSAGES.notFound);
      return presentServicePackage((await repo.servicePackage(clinicId, id))!);
    },
    /** A patient's packages and the clinic's packages that can be given (another clinic's patient: 404). */
    async patientPackages(auth: AuthContext, userid: number | undefined) {
      const clinicId = clinicOf(auth);
      const available = (await repo.servicePackages(clinicId, true)).map(presentServicePackage);
      if (userid === undefined) return { data: [], available };
      if (!(await repo.patientOf(clinicId, userid))) throw fieldError('NOT_FOUND', 'userid', BILLING_MESSAGES.patientNotFound);
      return { data: (await repo.patientPackages(clinicId, userid)).map(presentPatientPackage), available };
    },
    async patientPackageStatus(auth: AuthContext, input: z.output<typeof patientPackageStatusInput>) {
      const clinicId = clinicOf(auth);
      const row = await repo.patientPackage(clinicId, input.id);
      if (!row) throw fieldError('NOT_FOUND', 'id', BILLING_MESSAGES.notFound);
      if (input.sessions_used !== undefined && input.sessions_used > row.held.sessionsTotal) {
        throw fieldError('VALIDATION', 'sessions_used', `At most ${row.held.sessionsTotal} sessions`);
      }
      const status = input.status ?? (input.sessions_used === row.held.sessionsTotal ? 'completed' : undefined);
      if (!(await repo.updatePatientPackage(clinicId, input.id, { status, sessionsUsed: input.sessions_used }))) {
        throw fieldError('VALIDATION', 'sessions_used', `At most ${row.held.sessionsTotal} sessions`);
      }
      return presentPatientPackage((await repo.patientPackage(clinicId, input.id))!);
    },
    clientPaidServices: (auth: AuthContext, filter: ListFilter & { userid?: number }) =>
      list({ kind: 'clinic-issued', clinicId: clinicOf(auth), userId: filter.userid }, filter),
    async clinicNewInvoice(auth: AuthContext) {
      const clinicId = clinicOf(auth);
      const clinicName = await nameOfClinic(clinicId);
      const [next, packagesHeld, patients] = await Promise.all([repo.nextSequence(clinicId), repo.servicePackages(clinicId, true), repo.patientsOf(clinicId)]);
      return {
        issuer: { kind: 'clinic' as const, id: clinicId, name: clinicName, email: null },
        next_number: `${clinicPrefix(clinicName)}-${String(next).padStart(6, '0')}`,
        currencies: [...CURRENCIES],
        default_tax_rate: 0,
        default_due_days: 14,
        packages: packagesHeld.map(({ pkg }) => ({ id: pkg.id, title: pkg.title, price: pkg.priceMinor, currency: pkg.currency })),
        recipients: patients.map((patient) => ({ kind: 'user' as const, id: patient.id, name: patient.name, email: patient.email })),
      };
    },
    /** An invoice to a patient: for a service package (the patient then holds it, in the same transaction) and/or lines. */
    async clinicAddInvoice(auth: AuthContext, input: z.output<typeof clinicAddInvoiceInput>) {
      const clinicId = clinicOf(auth);
      const actorId = auth.userId;
      const clinicName = await nameOfClinic(clinicId);
      const patient = await repo.patientOf(clinicId, input.userid);
      if (!patient) throw fieldError('NOT_FOUND', 'userid', BILLING_MESSAGES.patientNotFound);
      let sold: { id: number; title: string; sessions: number } | undefined;
      const head: InvoiceLineRecord[] = [];
      let currency: string | undefined = input.currency;
      if (input.package_id !== undefined) {
        const row = await repo.servicePackage(clinicId, input.package_id);
        if (!row || row.pkg.status !== 'active') throw fieldError('NOT_FOUND', 'package_id', BILLING_MESSAGES.notFound);
        if (currency && currency !== row.pkg.currency) throw fieldError('VALIDATION', 'currency', BILLING_MESSAGES.mixedCurrency);
        currency = row.pkg.currency;
        sold = { id: row.pkg.id, title: row.pkg.title, sessions: row.pkg.sessions };
        head.push({ description: `${row.pkg.title} (${row.pkg.sessions} ${row.pkg.sessions === 1 ? 'session' : 'sessions'})`, quantity: 1, unitMinor: row.pkg.priceMinor, amountMinor: row.pkg.priceMinor });
      }
      const totals = pricedLines(head, input);
      const at = now();
      const issued = await repo.issue(
        {
          issuerClinicId: clinicId,
          issuerName: clinicName,
          kind: sold ? 'service' : 'custom',
          recipientUserId: patient.id,
          recipientClinicId: null,
          recipientName: patient.name,
          recipientEmail: patient.email,
          currency: currency ?? 'EUR',
          lines: totals.lines,
          taxRateBp: percentToBp(input.tax_rate),
          taxMinor: totals.tax,
          totalMinor: totals.total,
          notes: input.notes,
          issuedAt: at,
          dueAt: new Date(at.getTime() + input.due_days * DAY_MS),
          provider: 'manual',
          createdBy: actorId,
          ...paidState(input, at),
        },
        clinicPrefix(clinicName),
        sold
          ? (tx, invoiceId) =>
              repo.insertPatientPackage(tx, {
                clinicId,
                patientUserId: patient.id,
                servicePackageId: sold.id,
                title: sold.title,
                sessionsTotal: sold.sessions,
                invoiceId,
              })
          : undefined,
      );
      await tell(issued.id, 'issued');
      return present((await repo.invoiceById(issued.id))!);
    },
    clinicMarkPaid: (auth: AuthContext, input: z.output<typeof markPaidInput>) => markPaid(clinicScope(auth), input),
    clinicVoid: (auth: AuthContext, id: number) => voidInvoice(clinicScope(auth), id),
    clinicPdf: (auth: AuthContext, id: number) => pdf(clinicScope(auth), id),
  };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;
