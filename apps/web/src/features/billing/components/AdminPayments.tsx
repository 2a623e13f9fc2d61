import { useState } from 'react';
import { Select, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, majorUnits, type Currency } from '@stillpoint/contracts';
import { useEndpointQuery } from '../../../lib/api-hooks';
import { BarChart } from '../../../lib/ui/BarChart';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { StatGrid } from '../../../lib/ui/StatGrid';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { ADMIN } from '../api';
import { useMoney } from '../format';
import { PaymentTable } from './PaymentTable';
import { StaffInvoices } from './StaffInvoices';

const TABS = ['invoices', 'personal', 'clinics', 'revenue'] as const;
type Tab = (typeof TABS)[number];
const PER_PAGE = 10;

/** The administrators' payments: the platform's invoices, payments by users and by clinics, and revenue. */
export function AdminPayments() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('invoices');
  return (
    <Tabs value={tab} onChange={(value) => setTab((value as Tab) ?? 'invoices')} keepMounted={false}>
      <Tabs.List aria-label={t('billing.invoices.sections')}>
        {TABS.map((key) => (
          <Tabs.Tab key={key} value={key}>
            {t(`billing.invoices.tab.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="invoices" pt="md">
        <StaffInvoices family="admin" />
      </Tabs.Panel>
      <Tabs.Panel value="personal" pt="md">
        <Payments who="personal" />
      </Tabs.Panel>
      <Tabs.Panel value="clinics" pt="md">
        <Payments who="clinics" />
      </Tabs.Panel>
      <Tabs.Panel value="revenue" pt="md">
        <Revenue />
      </Tabs.Panel>
    </Tabs>
  );
}

function Payments({ who }: { who: 'personal' | 'clinics' }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useEndpointQuery(who === 'personal' ? ADMIN.adminPersonalPayments : ADMIN.adminClientPayments, { pageNo: page, perPage: PER_PAGE }, { keepPrevious: true });
  return (
    <QueryState query={list}>
      {({ data, total_pages }) =>
        data.data.length === 0 ? (
          <Text c="dimmed">{t('billing.payments.empty')}</Text>
        ) : (
          <Stack gap="md" aria-busy={list.isPlaceholderData}>
            <PaymentTable label={t(`billing.invoices.tab.${who}`)} payments={data.data} stats={data.stats} showPayer />
            <Pager total={total_pages ?? 1} value={page} onChange={setPage} />
          </Stack>
        )
      }
    </QueryState>
  );
}

/** MRR, subscriptions and churn as figures; money collected per month as a chart with its table. */
function Revenue() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [currency, setCurrency] = useState<Currency>('EUR');
  const revenue = useEndpointQuery(ADMIN.adminRevenue, { months: 12, currency });
  const monthName = (month: string) => new Intl.DateTimeFormat(i18n.language, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <Stack gap="md">
      <Select label={t('billingInvoices.revenue.currency')} data={[...CURRENCIES]} value={currency} allowDeselect={false} onChange={(next) => next && setCurrency(next as Currency)} w={140} />
      <QueryState query={revenue}>
        {({ data }) => (
          <Stack gap="lg">
            <StatGrid
              cols={4}
              stats={[
                [t('billingInvoices.revenue.mrr'), money(data.mrr, data.currency)],
                [t('billingInvoices.revenue.active'), count(data.active_subscriptions)],
                [t('billingInvoices.revenue.trialing'), count(data.trialing_subscriptions)],
                [t('billingInvoices.revenue.churn'), new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(data.churn_rate / 100)],
              ]}
            />
            <section aria-labelledby="revenue-months">
              <Title order={2} size="h4" id="revenue-months" mb="sm">
                {t('billingInvoices.revenue.perMonth', { currency: data.currency })}
              </Title>
              <Stack gap="md">
                <BarChart
                  summary={t('billingInvoices.revenue.chartSummary', { currency: data.currency })}
                  series={[{ key: 'collected', label: t('billingInvoices.revenue.collected'), tone: 'primary' }]}
                  points={data.months.map((row) => ({ key: row.month, label: monthName(row.month), values: { collected: Math.round(majorUnits(row.collected, data.currency)) } }))}
                  labelEvery={data.months.length > 8 ? 2 : 1}
                />
                <TableFrame
                  label={t('billingInvoices.revenue.tableLabel')}
                  minWidth={560}
                  focusableScroller
                  highlightOnHover={false}
                  columns={[t('billingInvoices.revenue.month'), t('billingInvoices.revenue.collected'), t('billingInvoices.revenue.refunded'), t('billingInvoices.revenue.started'), t('billingInvoices.revenue.ended')]}
                >
                  {data.months.map((row) => (
                    <Table.Tr key={row.month}>
                      <Table.Td>{monthName(row.month)}</Table.Td>
                      <Table.Td>{money(row.collected, data.currency)}</Table.Td>
                      <Table.Td>{money(row.refunded, data.currency)}</Table.Td>
                      <Table.Td>{count(row.new_subscriptions)}</Table.Td>
                      <Table.Td>{count(row.ended_subscriptions)}</Table.Td>
                    </Table.Tr>
                  ))}
                </TableFrame>
              </Stack>
            </section>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
