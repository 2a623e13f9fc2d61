/* Billing (decisions 0038, 0039): subscriptions and invoices of the accounts, the administrators' packages and payments, the clinics' service packages and invoices. */
export { SubscriptionPanel } from './components/Subscription';
export { AccountInvoices } from './components/AccountInvoices';
export { AdminPackages } from './components/AdminPackages';
export { AdminPayments } from './components/AdminPayments';
export { StaffInvoices } from './components/StaffInvoices';
export { NewInvoiceModal } from './components/NewInvoiceForm';
export { ClinicPackages } from './components/ClinicPackages';
export { PatientServicePackages } from './components/PatientPackages';
