import { useState } from 'react';
import { Button, Group, Menu, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BILLING_AUDIENCES, MESSAGES, PAYMENT_METHODS, type BillingAudience, type Invoice, type InvoiceStatus as Status, type PaymentMethod } from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { applyServerErrors, errorMessage } from '../../../lib/forms';
import { currencyDigits, formatMoney, toMinorUnits } from '../../../lib/money';
import { notify, toastOutcome } from '../../../lib/notify';
import { ConfirmModal } from '../../../lib/ui/ConfirmModal';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { SearchForm } from '../../../lib/ui/SearchForm';
import { ADMIN, ADMIN_LISTS, CLINIC, CLINIC_LISTS } from '../api';
import { StatusFilter } from './AccountInvoices';
import { InvoicePdfModal, InvoiceStatGrid, InvoiceTable } from './InvoiceBits';
import { NewInvoiceModal, type IssuerFamily } from './NewInvoiceForm';

const PER_PAGE = 10;

/** The calls of each issuer's list and actions. */
const CALLS = {
  admin: { list: ADMIN.adminInvoices, markPaid: ADMIN.adminMarkPaid, voidInvoice: ADMIN.adminVoidInvoice, lists: ADMIN_LISTS },
  clinic: { list: CLINIC.clinicClientPaidServices, markPaid: CLINIC.clinicMarkPaid, voidInvoice: CLINIC.clinicVoidInvoice, lists: CLINIC_LISTS },
} as const;

/**
 * An issuer's invoices (the platform's for administrators, a clinic's to its patients): filters, the
 * figures, the table with mark paid, void, refund (administrators) and the PDF, and a new invoice.
 */
export function StaffInvoices({ family, userid }: { family: IssuerFamily; userid?: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status | null>(null);
  const [audience, setAudience] = useState<BillingAudience | null>(null);
  const [viewing, setViewing] = useState<Invoice | null>(null);
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [voiding, setVoiding] = useState<Invoice | null>(null);
  const [refunding, setRefunding] = useState<Invoice | null>(null);
  const [creating, setCreating] = useState(false);
  const calls = CALLS[family];
  const input = {
    pageNo: page,
    perPage: PER_PAGE,
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...(family === 'admin' && audience ? { audience } : {}),
    ...(userid ? { userid } : {}),
  };
  const list = useEndpointQuery(calls.list, input as never, { keepPrevious: true });
  const voidInvoice = useEndpointMutation(calls.voidInvoice, { invalidates: calls.lists });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
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
          {family === 'admin' && (
            <Select
              label={t('billingInvoices.audienceFilter')}
              data={[{ value: '', label: t('billingPackages.anyAudience') }, ...BILLING_AUDIENCES.map((key) => ({ value: key, label: t(`billing.audience.${key}`) }))]}
              value={audience ?? ''}
              allowDeselect={false}
              onChange={(next) => (setAudience(next ? (next as BillingAudience) : null), setPage(1))}
              w={160}
            />
          )}
        </SearchForm>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
          {t('billingInvoices.new')}
        </Button>
      </Group>
      <QueryState query={list}>
        {({ data, total_pages }) => (
          <Stack gap="md" aria-busy={list.isPlaceholderData}>
            <InvoiceStatGrid stats={data.stats} />
            {data.data.length === 0 ? (
              <Text c="dimmed">{t(search || status || audience ? 'billing.invoices.emptySearch' : 'billing.invoices.empty')}</Text>
            ) : (
              <InvoiceTable
                label={t('billing.invoices.tab.invoices')}
                invoices={data.data}
                party="recipient"
                actions={(invoice) => (
                  <>
                    <Button size="xs" variant="default" onClick={() => setViewing(invoice)} aria-label={t('billing.pdf.openNamed', { number: invoice.number })}>
                      {t('billing.pdf.open')}
                    </Button>
                    {(invoice.status === 'open' || (family === 'admin' && invoice.status === 'paid' && invoice.refunded < invoice.total)) && (
                      <Menu position="bottom-end" withinPortal={false}>
                        <Menu.Target>
                          <Button size="xs" variant="light" rightSection={<IconChevronDown size={14} aria-hidden />} aria-label={t('billingInvoices.actionsOf', { number: invoice.number })}>
                            {t('billingInvoices.more')}
                          </Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {invoice.status === 'open' && <Menu.Item onClick={() => setPaying(invoice)}>{t('billingInvoices.markPaid')}</Menu.Item>}
                          {invoice.status === 'open' && (
                            <Menu.Item color="red" onClick={() => setVoiding(invoice)}>
                              {t('billingInvoices.void')}
                            </Menu.Item>
                          )}
                          {family === 'admin' && invoice.status === 'paid' && <Menu.Item onClick={() => setRefunding(invoice)}>{t('billingInvoices.refund')}</Menu.Item>}
                        </Menu.Dropdown>
                      </Menu>
                    )}
                  </>
                )}
              />
            )}
            <Pager total={total_pages ?? 1} value={page} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
      <InvoicePdfModal family={family} invoice={viewing} onClose={() => setViewing(null)} />
      <MarkPaidModal family={family} invoice={paying} onClose={() => setPaying(null)} />
      {family === 'admin' && <RefundModal invoice={refunding} onClose={() => setRefunding(null)} />}
      <ConfirmModal
        opened={voiding !== null}
        title={t('billingInvoices.voidTitle')}
        text={t(family === 'clinic' ? 'billingInvoices.voidTextClinic' : 'billingInvoices.voidText', { number: voiding?.number ?? '' })}
        confirmLabel={t('billingInvoices.void')}
        cancelLabel={t('billing.cancel')}
        pending={voidInvoice.isPending}
        onCancel={() => setVoiding(null)}
        onConfirm={() => voiding && voidInvoice.mutate({ id: voiding.id }, toastOutcome('', MESSAGES.somethingIsWrong, () => setVoiding(null)))}
      />
      <NewInvoiceModal family={family} opened={creating} userid={userid} onClose={() => setCreating(false)} />
    </Stack>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

/** "Mark paid": how and when it was paid (today by default, never in the future). */
function MarkPaidModal({ family, invoice, onClose }: { family: IssuerFamily; invoice: Invoice | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal withinPortal={false} opened={invoice !== null} onClose={onClose} title={invoice ? t('billingInvoices.markPaidTitle', { number: invoice.number }) : ''} closeButtonProps={{ 'aria-label': t('billing.close') }}>
      {invoice && <MarkPaidFields key={invoice.id} family={family} invoice={invoice} onDone={onClose} />}
    </Modal>
  );
}

function MarkPaidFields({ family, invoice, onDone }: { family: IssuerFamily; invoice: Invoice; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const calls = CALLS[family];
  const markPaid = useEndpointMutation(calls.markPaid, { invalidates: calls.lists });
  const form = useForm<{ payment_method: PaymentMethod; paid_on: string }>({
    initialValues: { payment_method: 'bank_transfer', paid_on: today() },
    validate: { paid_on: (value) => (value && value > today() ? t('billingInvoices.paidInFuture') : null) },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        markPaid.mutate(
          { id: invoice.id, payment_method: values.payment_method, ...(values.paid_on ? { paid_on: values.paid_on } : {}) },
          {
            onSuccess: (response) => (notify.success(response.message), onDone()),
            onError: (error) => {
              if (!applyServerErrors(error, form, ['payment_method', 'paid_on'])) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
            },
          },
        ),
      )}
    >
      <Stack gap="sm">
        <Text size="sm">{t('billingInvoices.amountOf', { amount: formatMoney(invoice.total, invoice.currency, i18n.language), name: invoice.recipient.name })}</Text>
        <Select label={t('billingInvoices.form.method')} data={PAYMENT_METHODS.map((key) => ({ value: key, label: t(`billing.method.${key}`) }))} allowDeselect={false} {...form.getInputProps('payment_method')} />
        <TextInput type="date" label={t('billingInvoices.paidOn')} max={today()} {...form.getInputProps('paid_on')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('billing.cancel')}
          </Button>
          <Button type="submit" loading={markPaid.isPending}>
            {t('billingInvoices.markPaid')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A refund of a paid platform invoice: the amount (the whole rest by default) and a reason. */
function RefundModal({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal withinPortal={false} opened={invoice !== null} onClose={onClose} title={invoice ? t('billingInvoices.refundTitle', { number: invoice.number }) : ''} closeButtonProps={{ 'aria-label': t('billing.close') }}>
      {invoice && <RefundFields key={invoice.id} invoice={invoice} onDone={onClose} />}
    </Modal>
  );
}

function RefundFields({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const refund = useEndpointMutation(ADMIN.adminRefund, { invalidates: ADMIN_LISTS });
  const left = invoice.total - invoice.refunded;
  const digits = currencyDigits(invoice.currency);
  const form = useForm<{ amount: number | string; reason: string }>({
    initialValues: { amount: left / 10 ** digits, reason: '' },
    validate: {
      amount: (value) => {
        const minor = value === '' ? Number.NaN : toMinorUnits(Number(value), invoice.currency);
        return Number.isFinite(minor) && minor >= 1 && minor <= left ? null : t('billingInvoices.refundRange', { amount: formatMoney(left, invoice.currency, i18n.language) });
      },
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        refund.mutate(
          { id: invoice.id, amount: toMinorUnits(Number(values.amount), invoice.currency), reason: values.reason },
          {
            onSuccess: (response) => (notify.success(response.message), onDone()),
            onError: (error) => {
              if (!applyServerErrors(error, form, ['amount', 'reason'])) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
            },
          },
        ),
      )}
    >
      <Stack gap="sm">
        <Text size="sm">{t('billingInvoices.refundLeft', { amount: formatMoney(left, invoice.currency, i18n.language) })}</Text>
        <NumberInput label={t('billingInvoices.refundAmount', { currency: invoice.currency })} required min={0} decimalScale={digits} fixedDecimalScale={digits > 0} allowNegative={false} {...form.getInputProps('amount')} />
        <TextInput label={t('billingInvoices.refundReason')} maxLength={500} {...form.getInputProps('reason')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('billing.cancel')}
          </Button>
          <Button type="submit" loading={refund.isPending}>
            {t('billingInvoices.refund')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
