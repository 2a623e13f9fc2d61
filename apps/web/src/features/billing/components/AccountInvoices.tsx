import { useState } from 'react';
import { Badge, Button, Group, Progress, Select, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES, MESSAGES, type Invoice, type InvoiceStatus as Status } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { useEndpointQuery } from '../../../lib/api-hooks';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { SearchForm } from '../../../lib/ui/SearchForm';
import { ACCOUNT } from '../api';
import { InvoicePdfModal, InvoiceStatGrid, InvoiceTable } from './InvoiceBits';
import { PaymentTable } from './PaymentTable';

const PER_PAGE = 10;
const TABS = ['invoices', 'payments'] as const;
type Tab = (typeof TABS)[number];

/**
 * The holder's invoices and payments: personal and business users and clinic accounts (from the platform,
 * with "Pay online" and "Manage cards" where the provider allows), patients (from their clinic, with the
 * packages they bought).
 */
export function AccountInvoices({ holder }: { holder: 'subscriber' | 'patient' }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('invoices');
  return (
    <Stack gap="lg">
      {holder === 'subscriber' && <ManageCards />}
      {holder === 'patient' && <MyPackages />}
      <Tabs value={tab} onChange={(value) => setTab((value as Tab) ?? 'invoices')} keepMounted={false}>
        <Tabs.List aria-label={t('billing.invoices.sections')}>
          {TABS.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`billing.invoices.tab.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="invoices" pt="md">
          <InvoiceList payable={holder === 'subscriber'} />
        </Tabs.Panel>
        <Tabs.Panel value="payments" pt="md">
          <PaymentList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** "Manage cards": only when the subscription is paid through Stripe (the manual provider has no portal). */
function ManageCards() {
  const { t } = useTranslation();
  const current = useEndpointQuery(ACCOUNT.accountCurrentSubscription);
  const [pending, setPending] = useState(false);
  if (current.data?.data?.provider !== 'stripe') return null;
  return (
    <Group>
      <Button
        variant="default"
        loading={pending}
        onClick={() => {
          setPending(true);
          apiCall(ACCOUNT.accountBillingPortal).then(
            ({ data }) => window.location.assign(data.url),
            (error: unknown) => {
              notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
              setPending(false);
            },
          );
        }}
      >
        {t('billing.manageCards')}
      </Button>
    </Group>
  );
}

function InvoiceList({ payable }: { payable: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status | null>(null);
  const [viewing, setViewing] = useState<Invoice | null>(null);
  const [paying, setPaying] = useState<number | null>(null);
  const list = useEndpointQuery(
    ACCOUNT.accountInvoices,
    { pageNo: page, perPage: PER_PAGE, ...(search ? { search } : {}), ...(status ? { status } : {}) },
    { keepPrevious: true },
  );

  function pay(invoice: Invoice) {
    setPaying(invoice.id);
    apiCall(ACCOUNT.accountPayInvoice, { id: invoice.id }).then(
      ({ data }) => window.location.assign(data.url),
      (error: unknown) => {
        notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
        setPaying(null);
      },
    );
  }

  return (
    <Stack gap="md">
      <SearchForm
        region={t('billing.invoices.searchRegion')}
        label={t('billing.invoices.searchLabel')}
        value={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
      >
        <StatusFilter value={status} onChange={(next) => (setStatus(next), setPage(1))} />
      </SearchForm>
      <QueryState query={list}>
        {({ data, total_pages }) => (
          <Stack gap="md" aria-busy={list.isPlaceholderData}>
            <InvoiceStatGrid stats={data.stats} />
            {data.data.length === 0 ? (
              <Text c="dimmed">{t(search || status ? 'billing.invoices.emptySearch' : 'billing.invoices.empty')}</Text>
            ) : (
              <InvoiceTable
                label={t('billing.invoices.tab.invoices')}
                invoices={data.data}
                party="issuer"
                actions={(invoice) => (
                  <>
                    {payable && invoice.payable_online && invoice.status === 'open' && (
                      <Button size="xs" loading={paying === invoice.id} onClick={() => pay(invoice)} aria-label={t('billing.payNamed', { number: invoice.number })}>
                        {t('billing.pay')}
                      </Button>
                    )}
                    <Button size="xs" variant="default" onClick={() => setViewing(invoice)} aria-label={t('billing.pdf.openNamed', { number: invoice.number })}>
                      {t('billing.pdf.open')}
                    </Button>
                  </>
                )}
              />
            )}
            <Pager total={total_pages ?? 1} value={page} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
      <InvoicePdfModal family="account" invoice={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}

/** A filter of invoice lists by state ("Any state" shows them all). */
export function StatusFilter({ value, onChange }: { value: Status | null; onChange: (status: Status | null) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('billing.invoices.stateFilter')}
      data={[{ value: '', label: t('billing.invoices.anyState') }, ...INVOICE_STATUSES.map((key) => ({ value: key, label: t(`billing.invoiceStatus.${key}`) }))]}
      value={value ?? ''}
      allowDeselect={false}
      onChange={(next) => onChange(next ? (next as Status) : null)}
      w={180}
    />
  );
}

function PaymentList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useEndpointQuery(ACCOUNT.accountPayments, { pageNo: page, perPage: PER_PAGE }, { keepPrevious: true });
  return (
    <QueryState query={list}>
      {({ data, total_pages }) =>
        data.data.length === 0 ? (
          <Text c="dimmed">{t('billing.payments.empty')}</Text>
        ) : (
          <Stack gap="md" aria-busy={list.isPlaceholderData}>
            <PaymentTable label={t('billing.invoices.tab.payments')} payments={data.data} stats={data.stats} showPayer={false} />
            <Pager total={total_pages ?? 1} value={page} onChange={setPage} />
          </Stack>
        )
      }
    </QueryState>
  );
}

/** The packages the patient's clinic sold them: sessions used and left, and their state. */
function MyPackages() {
  const { t } = useTranslation();
  const packages = useEndpointQuery(ACCOUNT.accountServicePackages);
  return (
    <section aria-labelledby="my-packages">
      <Text component="h2" fw={700} size="lg" id="my-packages" mb="sm">
        {t('billing.myPackages.title')}
      </Text>
      <QueryState query={packages}>
        {({ data }) =>
          data.length === 0 ? (
            <Text c="dimmed">{t('billing.myPackages.empty')}</Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.map((item) => (
                <li key={item.id}>
                  <Stack gap={4}>
                    <Group justify="space-between" gap="xs">
                      <Text fw={600}>{item.title}</Text>
                      <Badge variant="light" autoContrast color={item.status === 'active' ? 'teal' : 'gray'}>
                        {t(`billing.packageState.${item.status}`)}
                      </Badge>
                    </Group>
                    <Progress
                      value={item.sessions_total > 0 ? (item.sessions_used / item.sessions_total) * 100 : 0}
                      aria-label={t('billing.sessionsOfUsed', { title: item.title, used: item.sessions_used, count: item.sessions_total })}
                    />
                    <Text size="sm">
                      {t('billing.sessionsUsed', { used: item.sessions_used, count: item.sessions_total })} ·{' '}
                      {t('billing.sessionsLeft', { count: Math.max(0, item.sessions_total - item.sessions_used) })}
                    </Text>
                  </Stack>
                </li>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </section>
  );
}

