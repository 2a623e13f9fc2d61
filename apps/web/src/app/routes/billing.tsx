import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountDetailsQueryOptions } from '../../features/account/api/get-account-details';
import { AccountInvoices, AdminPackages, AdminPayments, ClinicPackages, StaffInvoices, SubscriptionPanel } from '../../features/billing';
import { ROUTES } from '../../lib/routes';
import { BackLink } from '../../lib/ui/BackLink';
import { usePageTitle } from '../../lib/ui/use-page-title';

/** The areas whose accounts subscribe to a plan: personal and business users, clinic accounts. */
export type SubscriberArea = 'frontuser' | 'clinic';

function Page({ title, subtitle, children, back }: { title: string; subtitle: string; children: ReactNode; back?: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap="lg">
      {back}
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{subtitle}</Text>
      </Stack>
      {children}
    </Stack>
  );
}

const INVOICES_ROUTES = { frontuser: ROUTES['frontuser-invoices'], clinic: ROUTES['clinic-account-invoices'] } as const;
const SUBSCRIPTION_ROUTES = { frontuser: ROUTES['frontuser-subscription'], clinic: ROUTES['clinic-subscription'] } as const;

/** /frontuser/account/subscription and /clinic/account/subscription: the plan, the plans to compare, cancelling. */
export function SubscriptionPage({ area }: { area: SubscriberArea }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Page title={t('billing.page.subscriptionTitle')} subtitle={t('billing.page.subscriptionSubtitle')}>
      {/* The plan's package switches features on and off (decision 0039): the menu reads the account again. */}
      <SubscriptionPanel
        invoicesPath={INVOICES_ROUTES[area]}
        onPlanChanged={() => void queryClient.invalidateQueries({ queryKey: accountDetailsQueryOptions('front').queryKey })}
      />
    </Page>
  );
}

/** /frontuser/account/invoices and /clinic/account/invoices: the platform's invoices to the account, and its payments. */
export function AccountInvoicesPage({ area }: { area: SubscriberArea }) {
  const { t } = useTranslation();
  return (
    <Page
      title={t('billing.page.invoicesTitle')}
      subtitle={t('billing.page.invoicesSubtitle')}
      back={<BackLink to={SUBSCRIPTION_ROUTES[area]}>{t('billing.page.backToSubscription')}</BackLink>}
    >
      <AccountInvoices holder="subscriber" />
    </Page>
  );
}

/** /patient/invoices: the clinic's invoices to the patient, their payments and packages. */
export function PatientInvoicesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('billing.page.invoicesTitle')} subtitle={t('billing.page.patientInvoicesSubtitle')}>
      <AccountInvoices holder="patient" />
    </Page>
  );
}

/** /administration/packages: the plans accounts subscribe to. */
export function AdminPackagesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('billingPackages.title')} subtitle={t('billingPackages.subtitle')}>
      <AdminPackages />
    </Page>
  );
}

/** /administration/payments: the platform's invoices, payments by users and clinics, revenue. */
export function AdminPaymentsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('billingInvoices.paymentsTitle')} subtitle={t('billingInvoices.paymentsSubtitle')}>
      <AdminPayments />
    </Page>
  );
}

/** /clinic/invoices: the clinic's invoices to its patients. */
export function ClinicInvoicesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('billingInvoices.clinicTitle')} subtitle={t('billingInvoices.clinicSubtitle')}>
      <StaffInvoices family="clinic" />
    </Page>
  );
}

/** /clinic/packages: the clinic's service packages for its patients. */
export function ClinicPackagesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('servicePackages.title')} subtitle={t('servicePackages.subtitle')}>
      <ClinicPackages />
    </Page>
  );
}
