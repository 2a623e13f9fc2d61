import type { Invoice, PatientPackage, ServicePackage } from '@stillpoint/contracts';
import type { InvoiceRecord, PatientPackageRow, ServicePackageRecord } from './invoices.repository.js';

/** One invoice as every side sees it (the issuer's and recipient's names as they were when it was issued). */
export function presentInvoice(row: InvoiceRecord, at: Date, payableOnline: boolean): Invoice {
  return {
    id: row.id,
    number: row.number,
    sequence: row.sequence,
    kind: row.kind,
    status: row.status,
    issuer: { kind: row.issuerClinicId === null ? 'platform' : 'clinic', id: row.issuerClinicId, name: row.issuerName, email: null },
    recipient: {
      kind: row.recipientClinicId !== null ? 'clinic' : 'user',
      id: row.recipientClinicId ?? row.recipientUserId,
      name: row.recipientName,
      email: row.recipientEmail,
    },
    currency: row.currency,
    lines: row.lines.map((line) => ({ description: line.description, quantity: line.quantity, unit_amount: line.unitMinor, amount: line.amountMinor })),
    tax_rate: row.taxRateBp / 100,
    tax: row.taxMinor,
    total: row.totalMinor,
    refunded: row.refundedMinor,
    issued_at: row.issuedAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    payment_method: row.paymentMethod,
    provider: row.provider,
    notes: row.notes,
    payable_online: payableOnline && row.status === 'open' && row.issuerClinicId === null,
    overdue: row.status === 'open' && row.dueAt < at,
  };
}

/** A settled invoice as a payment in the payer's history. */
export function presentPayment(row: InvoiceRecord) {
  return {
    invoice_id: row.id,
    number: row.number,
    payer: {
      kind: row.recipientClinicId !== null ? ('clinic' as const) : ('user' as const),
      id: row.recipientClinicId ?? row.recipientUserId,
      name: row.recipientName,
      email: row.recipientEmail,
    },
    description: row.lines.map((line) => line.description).join('; '),
    amount: row.totalMinor,
    refunded: row.refundedMinor,
    currency: row.currency,
    method: row.paymentMethod,
    provider: row.provider,
    paid_at: (row.paidAt ?? row.issuedAt).toISOString(),
  };
}

export function presentServicePackage(row: { pkg: ServicePackageRecord; held: number }): ServicePackage {
  return {
    id: row.pkg.id,
    title: row.pkg.title,
    description: row.pkg.description,
    sessions: row.pkg.sessions,
    price: row.pkg.priceMinor,
    currency: row.pkg.currency,
    status: row.pkg.status,
    patient_count: Number(row.held),
    created_at: row.pkg.createdAt.toISOString(),
  };
}

export function presentPatientPackage({ held, invoice }: PatientPackageRow): PatientPackage {
  return {
    id: held.id,
    package_id: held.servicePackageId,
    title: held.title,
    sessions_total: held.sessionsTotal,
    sessions_used: held.sessionsUsed,
    status: held.status,
    invoice: invoice && invoice.id !== null ? { id: invoice.id, number: invoice.number, status: invoice.status } : null,
    created_at: held.createdAt.toISOString(),
  };
}
