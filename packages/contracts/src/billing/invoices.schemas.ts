import { z } from 'zod';
import { dateField, flagField, idField, numberField, searchField } from '../common.js';
import { pagingInput } from '../envelope.js';
import { CURRENCIES, PACKAGE_DESCRIPTION_MAX, PACKAGE_PRICE_MAX, PACKAGE_TITLE_MAX } from './billing.schemas.js';

/*
 * Billing, second increment (issue 15; decision 0039): invoices with a number sequence without gaps per
 * issuer (the platform, or one clinic), payments and refunds, the clinic's own service packages for its
 * patients, and the administrators' revenue figures. Every amount is an integer of the currency's minor unit
 * computed on the server: a request names what is sold (a package, lines with a quantity and a unit price
 * for a custom invoice) and the tax rate, never a total. Prices are gross: the tax is the part of the total
 * the rate makes up, shown on the invoice.
 */

export const INVOICE_STATUSES = ['open', 'paid', 'void', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_KINDS = ['subscription', 'service', 'custom'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const PAYMENT_METHODS = ['bank_transfer', 'cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PATIENT_PACKAGE_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type PatientPackageStatus = (typeof PATIENT_PACKAGE_STATUSES)[number];

/** The most lines an invoice has, the most sessions a service package holds, the highest tax rate (percent). */
export const INVOICE_LINES_MAX = 20;
export const INVOICE_LINE_QUANTITY_MAX = 1000;
export const SERVICE_PACKAGE_SESSIONS_MAX = 500;
export const TAX_RATE_MAX = 50;
export const INVOICE_NOTES_MAX = 2000;
export const INVOICE_DUE_DAYS_MAX = 365;
/** An invoice's total stays below this (minor units): 10,000,000.00 of a two-digit currency. */
export const INVOICE_TOTAL_MAX = 1_000_000_000;

const moneyField = (label: string) =>
  numberField(
    z
      .number(`Enter ${label} in cents`)
      .int(`Enter ${label} in cents, a whole number`)
      .min(0, `${label[0]!.toUpperCase()}${label.slice(1)} cannot be negative`)
      .max(PACKAGE_PRICE_MAX, `This ${label} is too high`),
  );
/** A tax rate in percent with at most two decimals (19, 7.7); stored in basis points. */
const taxRateField = numberField(
  z
    .number('Enter the tax rate in percent')
    .min(0, 'The tax rate cannot be negative')
    .max(TAX_RATE_MAX, `The tax rate is at most ${TAX_RATE_MAX}%`)
    .refine((rate) => Number.isInteger(Math.round(rate * 100 * 1e6) / 1e6), 'Use at most two decimals')
    .default(0),
);

// ----- the clinic's service packages (e.g. "8 sessions") -----

export const servicePackageFields = {
  title: z.string().trim().min(1, 'Enter a title').max(PACKAGE_TITLE_MAX),
  description: z.string().trim().max(PACKAGE_DESCRIPTION_MAX).default(''),
  /** How many sessions the package holds. */
  sessions: numberField(z.number('Enter the number of sessions').int().min(1, 'A package holds at least one session').max(SERVICE_PACKAGE_SESSIONS_MAX, `A package holds at most ${SERVICE_PACKAGE_SESSIONS_MAX} sessions`)),
  /** The gross price in minor units (cents). */
  price: moneyField('the price'),
  currency: z.preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : value), z.enum(CURRENCIES, 'Choose a supported ISO currency')),
};
export const addServicePackageInput = z.object(servicePackageFields);
export const editServicePackageInput = z.object({ id: idField, ...servicePackageFields });
export const servicePackageIdInput = z.object({ id: idField });
export const servicePackageStatusInput = z.object({ id: idField, status: z.enum(['active', 'archived'], 'Choose active or archived') });

export const servicePackage = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  sessions: z.number().int(),
  price: z.number().int(),
  currency: z.string(),
  status: z.enum(['active', 'archived']),
  /** Patients who hold it (any state). */
  patient_count: z.number().int(),
  created_at: z.string(),
});
export type ServicePackage = z.infer<typeof servicePackage>;

/** A package a patient holds: its sessions and their use, and the invoice it was sold with. */
export const patientPackage = z.object({
  id: z.number().int(),
  package_id: z.number().int(),
  title: z.string(),
  sessions_total: z.number().int(),
  sessions_used: z.number().int(),
  status: z.enum(PATIENT_PACKAGE_STATUSES),
  invoice: z.object({ id: z.number().int(), number: z.string(), status: z.enum(INVOICE_STATUSES) }).nullable(),
  created_at: z.string(),
});
export type PatientPackage = z.infer<typeof patientPackage>;

/** clinics/patients/packages: a patient's packages and the clinic's packages that can be given. */
export const patientPackagesInput = z.object({ userid: idField.optional() });
export const patientPackages = z.object({ data: z.array(patientPackage), available: z.array(servicePackage) });

/** clinics/invoices/package_status: a patient package's state and the sessions used. */
export const patientPackageStatusInput = z.object({
  id: idField,
  status: z.enum(PATIENT_PACKAGE_STATUSES, 'Choose active, completed or cancelled').optional(),
  sessions_used: numberField(z.number().int().min(0, 'Sessions used cannot be negative').max(SERVICE_PACKAGE_SESSIONS_MAX)).optional(),
});

// ----- invoices -----

export const invoiceLine = z.object({
  description: z.string(),
  quantity: z.number().int(),
  /** Minor units, gross. */
  unit_amount: z.number().int(),
  amount: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const invoiceLineInput = z.object({
  description: z.string().trim().min(1, 'Describe the line').max(300),
  quantity: numberField(z.number('Enter a quantity').int('The quantity is a whole number').min(1, 'The quantity is at least 1').max(INVOICE_LINE_QUANTITY_MAX)),
  unit_amount: moneyField('the unit price'),
});

export const invoiceParty = z.object({
  kind: z.enum(['platform', 'clinic', 'user']),
  id: z.number().int().nullable(),
  name: z.string(),
  email: z.string().nullable(),
});

export const invoice = z.object({
  id: z.number().int(),
  /** The number people read, e.g. SP-000042: the issuer's prefix and its sequence without gaps. */
  number: z.string(),
  sequence: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  issuer: invoiceParty,
  recipient: invoiceParty,
  currency: z.string(),
  lines: z.array(invoiceLine),
  /** Percent (19.5). */
  tax_rate: z.number(),
  /** The part of the total that is tax (prices are gross). */
  tax: z.number().int(),
  total: z.number().int(),
  /** Refunded so far (minor units). */
  refunded: z.number().int(),
  issued_at: z.string(),
  due_at: z.string(),
  paid_at: z.string().nullable(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  provider: z.string(),
  notes: z.string(),
  /** Whether the invoice can be paid online now (Stripe Checkout); false with the manual provider. */
  payable_online: z.boolean(),
  overdue: z.boolean(),
});
export type Invoice = z.infer<typeof invoice>;

/** Totals per state, in one currency each (an issuer may bill in several). */
export const invoiceStats = z.object({
  count: z.number().int(),
  open_count: z.number().int(),
  overdue_count: z.number().int(),
  paid_count: z.number().int(),
  totals: z.array(
    z.object({
      currency: z.string(),
      billed: z.number().int(),
      paid: z.number().int(),
      outstanding: z.number().int(),
      refunded: z.number().int(),
    }),
  ),
});
export type InvoiceStats = z.infer<typeof invoiceStats>;

/** The spec's "Invoice: data plus stats" (paged: total_pages beside it in the envelope). */
export const invoiceList = z.object({ data: z.array(invoice), stats: invoiceStats });

export const invoiceListInput = pagingInput.extend({
  status: z.enum(INVOICE_STATUSES).optional(),
  search: searchField.optional(),
});
export const adminInvoiceListInput = invoiceListInput.extend({
  /** Whose invoices: personal and business users, or clinic accounts. */
  audience: z.enum(['personal', 'business', 'clinic']).optional(),
  userid: idField.optional(),
  clinic_id: idField.optional(),
});
export const clinicInvoiceListInput = invoiceListInput.extend({ userid: idField.optional() });
export const invoiceIdInput = z.object({ id: idField });

/** A payment: a settled invoice as the payer's history shows it. */
export const payment = z.object({
  invoice_id: z.number().int(),
  number: z.string(),
  payer: invoiceParty,
  description: z.string(),
  amount: z.number().int(),
  refunded: z.number().int(),
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  provider: z.string(),
  paid_at: z.string(),
});
export const paymentList = z.object({
  data: z.array(payment),
  stats: z.object({ count: z.number().int(), totals: z.array(z.object({ currency: z.string(), paid: z.number().int(), refunded: z.number().int() })) }),
});
export const paymentListInput = pagingInput.extend({ search: searchField.optional() });

/** new_invoice (GET): what the form needs, and the number an invoice issued now would get (not reserved). */
export const newInvoiceInput = z.object({ userid: idField.optional() });
export const newInvoiceForm = z.object({
  issuer: invoiceParty,
  next_number: z.string(),
  currencies: z.array(z.string()),
  default_tax_rate: z.number(),
  default_due_days: z.number().int(),
  /** Clinic: its active service packages; administrators: the active packages. */
  packages: z.array(z.object({ id: z.number().int(), title: z.string(), price: z.number().int(), currency: z.string() })),
  /** The people who can be billed (clinic: its patients; administrators: front users and clinics), first 200 by name. */
  recipients: z.array(z.object({ kind: z.enum(['user', 'clinic']), id: z.number().int(), name: z.string(), email: z.string().nullable() })),
});

const invoiceCommon = {
  currency: z.preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : value), z.enum(CURRENCIES, 'Choose a supported ISO currency')).optional(),
  /** Custom lines (a custom invoice); with a package they are added after it. */
  lines: z.array(invoiceLineInput).max(INVOICE_LINES_MAX, `An invoice has at most ${INVOICE_LINES_MAX} lines`).default([]),
  tax_rate: taxRateField,
  due_days: numberField(z.number().int().min(0, 'Due days cannot be negative').max(INVOICE_DUE_DAYS_MAX).default(14)),
  notes: z.string().trim().max(INVOICE_NOTES_MAX).default(''),
  /** Issue it already paid (cash at the desk): with the method. */
  paid: flagField.default(false),
  payment_method: z.enum(PAYMENT_METHODS, 'Choose bank transfer, cash or card').optional(),
};

/** clinics/invoices/add_invoice: an invoice to a patient of the clinic, for a service package (which the patient then holds) and/or custom lines. */
export const clinicAddInvoiceInput = z.object({
  userid: idField,
  package_id: idField.optional(),
  ...invoiceCommon,
});
/** admin/payments/add_invoice: a one-off invoice from the platform to a front user or a clinic account. */
export const adminAddInvoiceInput = z.object({
  userid: idField.optional(),
  clinic_id: idField.optional(),
  ...invoiceCommon,
});

export const markPaidInput = z.object({
  id: idField,
  payment_method: z.enum(PAYMENT_METHODS, 'Choose bank transfer, cash or card').default('bank_transfer'),
  /** When it was paid (default now); not in the future. */
  paid_on: dateField.optional(),
});
export const refundInput = z.object({
  id: idField,
  /** Minor units; the whole rest when omitted. */
  amount: numberField(z.number().int().min(1, 'A refund is at least 1 cent').max(INVOICE_TOTAL_MAX)).optional(),
  reason: z.string().trim().max(500).default(''),
});

/** front/invoices/pay_invoice and the billing portal: where the person pays or manages cards (Stripe). */
export const checkoutLink = z.object({ url: z.string() });

// ----- revenue (administrators) -----

export const revenueInput = z.object({
  months: numberField(z.number().int().min(1).max(36).default(12)),
  currency: z.preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : value), z.enum(CURRENCIES)).default('EUR'),
});
export const revenue = z.object({
  currency: z.string(),
  /** Monthly recurring revenue now (yearly prices / 12; trials and one-off packages excluded), minor units. */
  mrr: z.number().int(),
  active_subscriptions: z.number().int(),
  trialing_subscriptions: z.number().int(),
  /** Subscriptions ended in the last 30 days over those live 30 days ago, percent with one decimal. */
  churn_rate: z.number(),
  /** Per calendar month (UTC), oldest first: money collected net of refunds, subscriptions started and ended. */
  months: z.array(
    z.object({ month: z.string(), collected: z.number().int(), refunded: z.number().int(), new_subscriptions: z.number().int(), ended_subscriptions: z.number().int() }),
  ),
});
export type Revenue = z.infer<typeof revenue>;
