import { accountInvoiceEndpoints, accountSubscriptionEndpoints, adminPackagesEndpoints, adminPaymentsEndpoints, clinicBillingEndpoints } from '@stillpoint/contracts/endpoints/billing';
import { apiDownload } from '../../lib/api-client';

/**
 * The billing calls (decisions 0038, 0039) by who makes them. Plain reads and writes go through the
 * catalogue hooks; only the PDF, fetched with the session and handed to the viewer, has code of its own.
 */
export const ACCOUNT = { ...accountSubscriptionEndpoints, ...accountInvoiceEndpoints };
export const ADMIN = { ...adminPackagesEndpoints, ...adminPaymentsEndpoints };
export const CLINIC = clinicBillingEndpoints;

/** Every billing list of the account, read again after a change of plan or a payment (a change issues an invoice). */
export const ACCOUNT_LISTS = ['front/account/', 'front/invoices/'] as const;
/** The administrators' lists: packages, invoices, payments and revenue move together. */
export const ADMIN_LISTS = ['admin/packages/', 'admin/payments/'] as const;
/** The clinic's lists: its service packages, invoices and its patients' packages. */
export const CLINIC_LISTS = ['clinics/packages/', 'clinics/invoices/', 'clinics/patients/packages'] as const;

/** Whose invoice PDF: the holder's (front/invoices), the platform's (admin) or the clinic's. */
export type PdfFamily = 'account' | 'admin' | 'clinic';
const PDF_CALLS = { account: ACCOUNT.accountInvoicePdf, admin: ADMIN.adminInvoicePdf, clinic: CLINIC.clinicInvoicePdf } as const;

/**
 * An invoice's PDF fetched with the session (the call needs the Bearer token, so a plain link cannot carry
 * it): the file for the PDF viewer and its blob: URL for the download link. The caller revokes the URL.
 */
export async function fetchInvoicePdf(family: PdfFamily, id: number): Promise<{ blob: Blob; url: string; filename: string }> {
  const { blob, filename } = await apiDownload(PDF_CALLS[family], { id });
  return { blob, url: URL.createObjectURL(blob), filename };
}
