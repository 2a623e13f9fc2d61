import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EndpointResult } from '../../../lib/api-hooks';
import { StatGrid } from '../../../lib/ui/StatGrid';
import { TableFrame } from '../../../lib/ui/TableFrame';
import type { ACCOUNT } from '../api';
import { useDay, useMoney } from '../format';

type PaymentList = EndpointResult<typeof ACCOUNT.accountPayments>['data'];

/** Payments (settled invoices) with their totals: the holder's own, or the administrators' lists of payers. */
export function PaymentTable({ label, payments, stats, showPayer }: { label: string; payments: PaymentList['data']; stats: PaymentList['stats']; showPayer: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const day = useDay();
  const sum = (key: 'paid' | 'refunded') => (stats.totals.length === 0 ? money(0, 'EUR') : stats.totals.map((total) => money(total[key], total.currency)).join(' · '));
  return (
    <>
      <StatGrid
        stats={[
          [t('billing.stats.payments'), new Intl.NumberFormat().format(stats.count)],
          [t('billing.stats.paid'), sum('paid')],
          [t('billing.stats.refunded'), sum('refunded')],
        ]}
      />
      <TableFrame
        label={label}
        minWidth={680}
        focusableScroller
        highlightOnHover={false}
        columns={[
          t('billing.payments.paidOn'),
          t('billing.invoice.number'),
          ...(showPayer ? [t('billing.payments.payer')] : []),
          t('billing.payments.description'),
          t('billing.payments.method'),
          t('billing.payments.amount'),
        ]}
      >
        {payments.map((payment) => (
          <Table.Tr key={payment.invoice_id}>
            <Table.Td>{day(payment.paid_at)}</Table.Td>
            <Table.Td>{payment.number}</Table.Td>
            {showPayer && <Table.Td>{payment.payer.name}</Table.Td>}
            <Table.Td>{payment.description}</Table.Td>
            <Table.Td>{payment.method ? t(`billing.method.${payment.method}`) : t(`billing.provider.online`)}</Table.Td>
            <Table.Td>
              {money(payment.amount, payment.currency)}
              {payment.refunded > 0 && (
                <Text size="xs" c="dimmed">
                  {t('billing.invoice.refundedAmount', { amount: money(payment.refunded, payment.currency) })}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </TableFrame>
    </>
  );
}
