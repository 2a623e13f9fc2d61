import { useState } from 'react';
import { ActionIcon, Button, Checkbox, Group, Modal, NumberInput, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INVOICE_DUE_DAYS_MAX, INVOICE_LINE_QUANTITY_MAX, INVOICE_LINES_MAX, INVOICE_NOTES_MAX, MESSAGES, PAYMENT_METHODS, TAX_RATE_MAX, type PaymentMethod } from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery, type EndpointResult } from '../../../lib/api-hooks';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/forms';
import { currencyDigits, toMinorUnits } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { QueryState } from '../../../lib/ui/QueryState';
import { ADMIN, ADMIN_LISTS, CLINIC, CLINIC_LISTS } from '../api';
import { useMoney } from '../format';

/** Who issues: the platform (administrators, to users and clinics) or a clinic (to its patients). */
export type IssuerFamily = 'admin' | 'clinic';
type FormData = EndpointResult<typeof CLINIC.clinicNewInvoice>['data'];

interface LineValues {
  description: string;
  quantity: number | string;
  /** In the major unit, as typed. */
  unit_amount: number | string;
}
export interface InvoiceValues {
  /** `user:12` or `clinic:3`. */
  recipient: string;
  package_id: string;
  currency: string;
  lines: LineValues[];
  tax_rate: number | string;
  due_days: number | string;
  notes: string;
  paid: boolean;
  payment_method: PaymentMethod | '';
}

const emptyLine = (): LineValues => ({ description: '', quantity: 1, unit_amount: '' });

/** The request: prices typed in the major unit go in cents; a recipient `kind:id` becomes userid or clinic_id. */
export function toInvoiceInput(values: InvoiceValues, family: IssuerFamily, currencyOfPackage: string | null) {
  const [kind, id] = values.recipient.split(':');
  const currency = currencyOfPackage ?? values.currency;
  const lines = values.lines
    .filter((line) => line.description.trim() || line.unit_amount !== '')
    .map((line) => ({
      description: line.description,
      quantity: Number(line.quantity),
      unit_amount: line.unit_amount === '' ? Number.NaN : toMinorUnits(Number(line.unit_amount), currency),
    }));
  return {
    ...(kind === 'clinic' ? { clinic_id: Number(id) } : { userid: Number(id) }),
    ...(family === 'clinic' && values.package_id ? { package_id: Number(values.package_id) } : {}),
    currency,
    lines,
    tax_rate: values.tax_rate === '' ? 0 : Number(values.tax_rate),
    due_days: values.due_days === '' ? 0 : Number(values.due_days),
    notes: values.notes,
    paid: values.paid,
    ...(values.paid && values.payment_method ? { payment_method: values.payment_method } : {}),
  };
}

/**
 * A new invoice in a dialog: the form's data (next number, packages, people who can be billed) come from
 * new_invoice; the server computes every total. A clinic bills a patient for a service package and/or
 * lines; administrators bill a user or a clinic with lines. `userid` presets the patient.
 */
export function NewInvoiceModal({ family, opened, userid, onClose }: { family: IssuerFamily; opened: boolean; userid?: number; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal withinPortal={false} opened={opened} onClose={onClose} size="lg" title={t('billingInvoices.form.title')} closeButtonProps={{ 'aria-label': t('billing.close') }}>
      {opened && <NewInvoiceLoader family={family} userid={userid} onDone={onClose} />}
    </Modal>
  );
}

function NewInvoiceLoader({ family, userid, onDone }: { family: IssuerFamily; userid: number | undefined; onDone: () => void }) {
  const query = useEndpointQuery(family === 'admin' ? ADMIN.adminNewInvoice : CLINIC.clinicNewInvoice, userid ? { userid } : {});
  return <QueryState query={query}>{({ data }) => <NewInvoiceFields family={family} data={data} userid={userid} onDone={onDone} />}</QueryState>;
}

function NewInvoiceFields({ family, data, userid, onDone }: { family: IssuerFamily; data: FormData; userid: number | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const add = useEndpointMutation(family === 'admin' ? ADMIN.adminAddInvoice : CLINIC.clinicAddInvoice, { invalidates: family === 'admin' ? ADMIN_LISTS : CLINIC_LISTS });
  const [pending, setPending] = useState(false);
  const form = useForm<InvoiceValues>({
    initialValues: {
      recipient: userid ? `user:${userid}` : '',
      package_id: '',
      currency: data.currencies[0] ?? 'EUR',
      lines: family === 'admin' ? [emptyLine()] : [],
      tax_rate: data.default_tax_rate,
      due_days: data.default_due_days,
      notes: '',
      paid: false,
      payment_method: '',
    },
    validate: (values) => {
      const errors: Record<string, string> = {};
      if (!values.recipient) errors.recipient = t(family === 'clinic' ? 'billingInvoices.form.choosePatient' : 'billingInvoices.form.chooseRecipient');
      const lines = values.lines.filter((line) => line.description.trim() || line.unit_amount !== '');
      if (!values.package_id && lines.length === 0) errors.form = MESSAGES_EMPTY;
      values.lines.forEach((line, index) => {
        const used = line.description.trim() || line.unit_amount !== '';
        if (!used) return;
        if (!line.description.trim()) errors[`lines.${index}.description`] = t('billingInvoices.form.describeLine');
        if (line.unit_amount === '' || Number(line.unit_amount) < 0) errors[`lines.${index}.unit_amount`] = t('billingInvoices.form.priceInvalid');
        if (line.quantity === '' || Number(line.quantity) < 1) errors[`lines.${index}.quantity`] = t('billingInvoices.form.quantityInvalid');
      });
      if (values.paid && !values.payment_method) errors.payment_method = t('billingInvoices.form.chooseMethod');
      return errors;
    },
  });
  const chosenPackage = data.packages.find((item) => String(item.id) === form.values.package_id) ?? null;
  // A package sets the invoice's currency: lines are priced in it too.
  const currency = chosenPackage?.currency ?? form.values.currency;
  const digits = currencyDigits(currency);

  async function submit(values: InvoiceValues) {
    setPending(true);
    try {
      const response = await add.mutateAsync(toInvoiceInput(values, family, chosenPackage?.currency ?? null) as never);
      notify.success(response.message);
      onDone();
    } catch (error) {
      // The server names the request's fields: userid or clinic_id is the recipient here.
      let placed = false;
      if (error instanceof ApiError)
        for (const [path, message] of Object.entries(error.fieldErrors())) {
          const field = path === 'userid' || path === 'clinic_id' ? 'recipient' : path;
          if (field === 'recipient' || field === 'package_id' || field === 'currency' || field === 'tax_rate' || field === 'due_days' || field === 'notes' || field === 'payment_method' || field.startsWith('lines.')) {
            form.setFieldError(field, message);
            placed = true;
          }
        }
      if (!placed) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('billingInvoices.form.numberHint', { number: data.next_number, issuer: data.issuer.name })}
        </Text>
        <Select
          label={t(family === 'clinic' ? 'billingInvoices.form.patient' : 'billingInvoices.form.recipient')}
          required
          searchable
          data={data.recipients.map((person) => ({
            value: `${person.kind}:${person.id}`,
            label: family === 'admin' ? `${person.name} (${t(person.kind === 'clinic' ? 'billingInvoices.form.kindClinic' : 'billingInvoices.form.kindUser')})` : person.name,
          }))}
          nothingFoundMessage={t('billingInvoices.form.nobody')}
          {...form.getInputProps('recipient')}
        />
        {family === 'clinic' && (
          <Select
            label={t('billingInvoices.form.package')}
            description={t('billingInvoices.form.packageHint')}
            clearable
            data={data.packages.map((item) => ({ value: String(item.id), label: `${item.title} · ${money(item.price, item.currency)}` }))}
            nothingFoundMessage={t('billingInvoices.form.noPackages')}
            {...form.getInputProps('package_id')}
            onChange={(value) => form.setFieldValue('package_id', value ?? '')}
          />
        )}
        <Select
          label={t('billingInvoices.form.currency')}
          data={data.currencies}
          allowDeselect={false}
          disabled={chosenPackage !== null}
          description={chosenPackage ? t('billingInvoices.form.currencyOfPackage') : undefined}
          {...form.getInputProps('currency')}
          value={currency}
        />
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('billingInvoices.form.lines')}
          </Text>
          {form.values.lines.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('billingInvoices.form.noLines')}
            </Text>
          )}
          {form.values.lines.map((_, index) => (
            <Paper key={index} withBorder p="sm" radius="md" component="fieldset" style={{ margin: 0, minWidth: 0 }} aria-label={t('billingInvoices.form.lineN', { n: index + 1 })}>
              <Group align="flex-start" gap="xs" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" style={{ flex: 1 }}>
                  <TextInput label={t('billingInvoices.form.lineDescription')} maxLength={300} {...form.getInputProps(`lines.${index}.description`)} />
                  <NumberInput label={t('billingInvoices.form.quantity')} min={1} max={INVOICE_LINE_QUANTITY_MAX} allowDecimal={false} allowNegative={false} clampBehavior="none" {...form.getInputProps(`lines.${index}.quantity`)} />
                  <NumberInput label={t('billingInvoices.form.unitPrice', { currency })} min={0} decimalScale={digits} fixedDecimalScale={digits > 0} allowNegative={false} {...form.getInputProps(`lines.${index}.unit_amount`)} />
                </SimpleGrid>
                <ActionIcon variant="subtle" color="red" mt={26} onClick={() => form.removeListItem('lines', index)} aria-label={t('billingInvoices.form.removeLine', { n: index + 1 })}>
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
          {form.values.lines.length < INVOICE_LINES_MAX && (
            <Group>
              <Button variant="light" size="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => form.insertListItem('lines', emptyLine())}>
                {t('billingInvoices.form.addLine')}
              </Button>
            </Group>
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput label={t('billingInvoices.form.taxRate')} description={t('billingInvoices.form.taxHint')} min={0} max={TAX_RATE_MAX} decimalScale={2} allowNegative={false} suffix=" %" {...form.getInputProps('tax_rate')} />
          <NumberInput label={t('billingInvoices.form.dueDays')} min={0} max={INVOICE_DUE_DAYS_MAX} allowDecimal={false} allowNegative={false} {...form.getInputProps('due_days')} />
        </SimpleGrid>
        <Textarea label={t('billingInvoices.form.notes')} autosize minRows={2} maxRows={5} maxLength={INVOICE_NOTES_MAX} {...form.getInputProps('notes')} />
        <Checkbox label={t('billingInvoices.form.alreadyPaid')} {...form.getInputProps('paid', { type: 'checkbox' })} />
        {form.values.paid && (
          <Select
            label={t('billingInvoices.form.method')}
            required
            data={PAYMENT_METHODS.map((key) => ({ value: key, label: t(`billing.method.${key}`) }))}
            {...form.getInputProps('payment_method')}
          />
        )}
        {form.errors.form && (
          <Text c="red" size="sm" role="alert">
            {form.errors.form === MESSAGES_EMPTY ? t('billingInvoices.form.emptyInvoice') : form.errors.form}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('billing.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('billingInvoices.form.issue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The marker of "neither a package nor a line" (the text comes from the locale when shown). */
const MESSAGES_EMPTY = '__empty__';
