import { useEffect, useState } from 'react';
import { Alert, Badge, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type Invoice, type InvoiceStats } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { PdfViewer } from '../../../lib/ui/PdfViewer';
import { StatGrid } from '../../../lib/ui/StatGrid';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { fetchInvoicePdf, type PdfFamily } from '../api';
import { INVOICE_COLORS, useDay, useMoney } from '../format';

/** An invoice's state as a badge, and "Overdue" beside an open one past its due day. */
export function InvoiceStatus({ invoice }: { invoice: Pick<Invoice, 'status' | 'overdue'> }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={INVOICE_COLORS[invoice.status]} variant="light" autoContrast>
        {t(`billing.invoiceStatus.${invoice.status}`)}
      </Badge>
      {invoice.overdue && invoice.status === 'open' && (
        <Badge color={INVOICE_COLORS.overdue} variant="light" autoContrast>
          {t('billing.overdue')}
        </Badge>
      )}
    </Group>
  );
}

/** The figures of an invoice list: how many, open, overdue, paid, and the money per currency. */
export function InvoiceStatGrid({ stats }: { stats: InvoiceStats }) {
  const { t } = useTranslation();
  const money = useMoney();
  const sum = (key: 'billed' | 'paid' | 'outstanding') =>
    stats.totals.length === 0 ? money(0, 'EUR') : stats.totals.map((total) => money(total[key], total.currency)).join(' · ');
  const count = (n: number) => new Intl.NumberFormat().format(n);
  return (
    <StatGrid
      cols={4}
      stats={[
        [t('billing.stats.invoices'), count(stats.count)],
        [t('billing.stats.open'), count(stats.open_count)],
        [t('billing.stats.overdue'), count(stats.overdue_count)],
        [t('billing.stats.paidCount'), count(stats.paid_count)],
        [t('billing.stats.billed'), sum('billed')],
        [t('billing.stats.collected'), sum('paid')],
        [t('billing.stats.outstanding'), sum('outstanding')],
      ]}
    />
  );
}

/**
 * Invoices as a table: number, who it is to (or from), issued and due days, total, state, and the caller's
 * actions per invoice (open the PDF, pay, mark paid...).
 */
export function InvoiceTable({
  label,
  invoices,
  party,
  actions,
}: {
  label: string;
  invoices: readonly Invoice[];
  /** Which side to name: the recipient (issuers' lists) or the issuer (the holder's own list). */
  party: 'recipient' | 'issuer';
  actions: (invoice: Invoice) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const day = useDay();
  return (
    <TableFrame
      label={label}
      minWidth={760}
      columns={[
        t('billing.invoice.number'),
        t(party === 'recipient' ? 'billing.invoice.billedTo' : 'billing.invoice.from'),
        t('billing.invoice.issued'),
        t('billing.invoice.due'),
        t('billing.invoice.total'),
        t('billing.invoice.state'),
        { hidden: t('billing.actions') },
      ]}
    >
      {invoices.map((invoice) => (
        <Table.Tr key={invoice.id}>
          <Table.Td>
            <Text fw={600} size="sm">
              {invoice.number}
            </Text>
          </Table.Td>
          <Table.Td>{invoice[party].name}</Table.Td>
          <Table.Td>{day(invoice.issued_at)}</Table.Td>
          <Table.Td>{day(invoice.due_at)}</Table.Td>
          <Table.Td>
            {money(invoice.total, invoice.currency)}
            {invoice.refunded > 0 && (
              <Text size="xs" c="dimmed">
                {t('billing.invoice.refundedAmount', { amount: money(invoice.refunded, invoice.currency) })}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <InvoiceStatus invoice={invoice} />
          </Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap" justify="flex-end">
              {actions(invoice)}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </TableFrame>
  );
}

/**
 * An invoice's PDF in a dialog: fetched with the session, shown page by page in the shared PDF viewer, with
 * its download link. The blob: URL is let go when the dialog closes.
 */
export function InvoicePdfModal({ family, invoice, onClose }: { family: PdfFamily; invoice: Pick<Invoice, 'id' | 'number'> | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={invoice !== null}
      onClose={onClose}
      size="xl"
      title={invoice ? t('billing.pdf.title', { number: invoice.number }) : ''}
      closeButtonProps={{ 'aria-label': t('billing.close') }}
    >
      {invoice && <InvoicePdf key={invoice.id} family={family} invoice={invoice} />}
    </Modal>
  );
}

function InvoicePdf({ family, invoice }: { family: PdfFamily; invoice: Pick<Invoice, 'id' | 'number'> }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<{ blob: Blob; url: string; filename: string } | { error: string } | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    fetchInvoicePdf(family, invoice.id).then(
      (fetched) => {
        url = fetched.url;
        if (cancelled) URL.revokeObjectURL(fetched.url);
        else setFile(fetched);
      },
      (error: unknown) => {
        if (!cancelled) setFile({ error: errorMessage(error, MESSAGES.somethingWentWrong) });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [family, invoice.id]);
  if (file === null)
    return (
      <Stack align="center" gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('billing.pdf.loading')}</Text>
      </Stack>
    );
  if ('error' in file) return <Alert color="red">{file.error}</Alert>;
  return <PdfViewer url={file.url} file={file.blob} title={t('billing.pdf.document', { number: invoice.number })} name={file.filename} />;
}
