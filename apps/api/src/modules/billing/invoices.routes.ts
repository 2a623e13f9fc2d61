import { BILLING_MESSAGES, endpoints } from '@stillpoint/contracts';
import type { AuthContext } from '../../lib/access-tokens.js';
import { route, type RouteImpl } from '../../lib/route.js';
import type { PaymentsAccount } from '../../adapters/payments/index.js';
import type { InvoicesService } from './invoices.service.js';

/** The account a subscriber pays as (a front user, or the clinic account's clinic). */
const payingAccount = (auth: AuthContext): PaymentsAccount =>
  auth.role === 'clinic' && auth.clinicId !== null ? { kind: 'clinic', id: auth.clinicId } : { kind: 'user', id: auth.userId };

/** Invoices, payments, refunds, revenue and the clinics' service packages (decision 0039). */
export function invoicesRoutes(invoices: InvoicesService): RouteImpl[] {
  return [
    // invoice holders
    route(endpoints.accountInvoices, async ({ input, auth }) => invoices.holderInvoices(auth, input)),
    route(endpoints.accountInvoicePdf, async ({ input, auth }) => {
      const { bytes, filename } = await invoices.holderPdf(auth, input.id);
      return { data: bytes, filename };
    }),
    route(endpoints.accountPayments, async ({ input, auth }) => invoices.holderPayments(auth, input)),
    route(endpoints.accountPayInvoice, async ({ input, auth }) => ({ data: await invoices.payOnline(auth, input.id, payingAccount(auth)) })),
    route(endpoints.accountBillingPortal, async ({ auth }) => ({ data: await invoices.portal(payingAccount(auth)) })),
    route(endpoints.accountServicePackages, async ({ auth }) => ({ data: await invoices.myPackages(auth) })),

    // administrators
    route(endpoints.adminInvoices, async ({ input }) => invoices.adminInvoices(input)),
    route(endpoints.adminPersonalInvoices, async ({ input }) => invoices.adminPersonalInvoices(input)),
    route(endpoints.adminNewInvoice, async () => ({ data: await invoices.adminNewInvoice() })),
    route(endpoints.adminAddInvoice, async ({ input, auth }) => ({
      data: await invoices.adminAddInvoice(auth.userId, input),
      message: BILLING_MESSAGES.invoiceAdded,
      httpStatus: 201,
    })),
    route(endpoints.adminPersonalPayments, async ({ input }) => invoices.adminPersonalPayments(input)),
    route(endpoints.adminClientPayments, async ({ input }) => invoices.adminClientPayments(input)),
    route(endpoints.adminMarkPaid, async ({ input }) => ({ data: await invoices.adminMarkPaid(input), message: BILLING_MESSAGES.markedPaid })),
    route(endpoints.adminVoidInvoice, async ({ input }) => ({ data: await invoices.adminVoid(input.id), message: BILLING_MESSAGES.voided })),
    route(endpoints.adminRefund, async ({ input }) => ({ data: await invoices.adminRefund(input), message: BILLING_MESSAGES.refunded })),
    route(endpoints.adminInvoicePdf, async ({ input }) => {
      const { bytes, filename } = await invoices.adminPdf(input.id);
      return { data: bytes, filename };
    }),
    route(endpoints.adminRevenue, async ({ input }) => ({ data: await invoices.revenue(input) })),

    // clinics
    route(endpoints.clinicServicePackages, async ({ auth }) => ({ data: await invoices.servicePackages(auth) })),
    route(endpoints.clinicAddServicePackage, async ({ input, auth }) => ({
      data: await invoices.addServicePackage(auth, input),
      message: BILLING_MESSAGES.added,
      httpStatus: 201,
    })),
    route(endpoints.clinicEditServicePackage, async ({ input, auth }) => ({ data: await invoices.editServicePackage(auth, input), message: BILLING_MESSAGES.updated })),
    route(endpoints.clinicDeleteServicePackage, async ({ input, auth }) => {
      await invoices.deleteServicePackage(auth, input.id);
      return { data: null, message: BILLING_MESSAGES.deleted };
    }),
    route(endpoints.clinicServicePackageStatus, async ({ input, auth }) => ({
      data: await invoices.servicePackageStatus(auth, input.id, input.status),
      message: BILLING_MESSAGES.statusChanged,
    })),
    route(endpoints.clinicPatientPackages, async ({ input, auth }) => ({ data: await invoices.patientPackages(auth, input.userid) })),
    route(endpoints.clinicClientPaidServices, async ({ input, auth }) => invoices.clientPaidServices(auth, input)),
    route(endpoints.clinicNewInvoice, async ({ auth }) => ({ data: await invoices.clinicNewInvoice(auth) })),
    route(endpoints.clinicAddInvoice, async ({ input, auth }) => ({
      data: await invoices.clinicAddInvoice(auth, input),
      message: BILLING_MESSAGES.invoiceAdded,
      httpStatus: 201,
    })),
    route(endpoints.clinicMarkPaid, async ({ input, auth }) => ({ data: await invoices.clinicMarkPaid(auth, input), message: BILLING_MESSAGES.markedPaid })),
    route(endpoints.clinicVoidInvoice, async ({ input, auth }) => ({ data: await invoices.clinicVoid(auth, input.id), message: BILLING_MESSAGES.voided })),
    route(endpoints.clinicInvoicePdf, async ({ input, auth }) => {
      const { bytes, filename } = await invoices.clinicPdf(auth, input.id);
      return { data: bytes, filename };
    }),
    route(endpoints.clinicPackageStatus, async ({ input, auth }) => ({
      data: await invoices.patientPackageStatus(auth, input),
      message: BILLING_MESSAGES.statusChanged,
    })),
  ];
}
