import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  addServicePackageInput,
  CURRENCIES,
  MESSAGES,
  PACKAGE_DESCRIPTION_MAX,
  PACKAGE_TITLE_MAX,
  SERVICE_PACKAGE_SESSIONS_MAX,
  majorUnits,
  type ServicePackage,
} from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { applyServerErrors, errorMessage, schemaValidator } from '../../../lib/forms';
import { currencyDigits, toMinorUnits } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { QueryState } from '../../../lib/ui/QueryState';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { PackageRowCells } from './PackageRowCells';
import { CLINIC, CLINIC_LISTS } from '../api';
import { useMoney } from '../format';

/**
 * The clinic's service packages for its patients ("8 sessions"): add, edit, archive or activate, and
 * delete one no patient holds (the server's 409 says to archive it instead).
 */
export function ClinicPackages() {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useEndpointQuery(CLINIC.clinicServicePackages);
  const [editing, setEditing] = useState<ServicePackage | null | undefined>(undefined);
  const setState = useEndpointMutation(CLINIC.clinicServicePackageStatus, { invalidates: CLINIC_LISTS });
  const remove = useEndpointMutation(CLINIC.clinicDeleteServicePackage, { invalidates: CLINIC_LISTS });
  const confirm = useConfirmDelete('servicePackages', remove, (item: ServicePackage) => ({ id: item.id }), (item) => item.title);
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
          {t('servicePackages.add')}
        </Button>
      </Group>
      <QueryState query={list}>
        {({ data }) =>
          data.length === 0 ? (
            <Text c="dimmed">{t('servicePackages.empty')}</Text>
          ) : (
            <TableFrame
              label={t('servicePackages.tableLabel')}
              minWidth={720}
              columns={[t('servicePackages.name'), t('servicePackages.sessions'), t('servicePackages.price'), t('servicePackages.patients'), t('servicePackages.state'), { hidden: t('billing.actions') }]}
            >
              {data.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {item.title}
                    </Text>
                  </Table.Td>
                  <Table.Td>{new Intl.NumberFormat().format(item.sessions)}</Table.Td>
                  <Table.Td>{money(item.price, item.currency)}</Table.Td>
                  <Table.Td>{new Intl.NumberFormat().format(item.patient_count)}</Table.Td>
                  <PackageRowCells item={item} onEdit={setEditing} onDelete={confirm.ask} onSetState={setState.mutate} busy={setState.isPending && setState.variables?.id === item.id} />
                </Table.Tr>
              ))}
            </TableFrame>
          )
        }
      </QueryState>
      <Modal
        withinPortal={false}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={t(editing ? 'servicePackages.editTitle' : 'servicePackages.addTitle')}
        closeButtonProps={{ 'aria-label': t('billing.close') }}
      >
        {editing !== undefined && <ServicePackageFields key={editing?.id ?? 'new'} item={editing} onDone={() => setEditing(undefined)} />}
      </Modal>
      {confirm.modal}
    </Stack>
  );
}

interface Values {
  title: string;
  description: string;
  sessions: number | string;
  /** In the currency's major unit, as typed. */
  price: number | string;
  currency: string;
}

const toInput = (values: Values) => ({
  title: values.title,
  description: values.description,
  sessions: values.sessions === '' ? Number.NaN : Number(values.sessions),
  price: values.price === '' ? Number.NaN : toMinorUnits(Number(values.price), values.currency),
  currency: values.currency,
});

function ServicePackageFields({ item, onDone }: { item: ServicePackage | null; onDone: () => void }) {
  const { t } = useTranslation();
  const add = useEndpointMutation(CLINIC.clinicAddServicePackage, { invalidates: CLINIC_LISTS });
  const edit = useEndpointMutation(CLINIC.clinicEditServicePackage, { invalidates: CLINIC_LISTS });
  const check = schemaValidator<Values>(addServicePackageInput, toInput);
  const form = useForm<Values>({
    initialValues: item
      ? { title: item.title, description: item.description, sessions: item.sessions, price: majorUnits(item.price, item.currency), currency: item.currency }
      : { title: '', description: '', sessions: 8, price: '', currency: 'EUR' },
    validate: (values) => {
      const errors = check(values);
      // The schema speaks of cents; people type the price in the currency's unit.
      if (errors.price) errors.price = t('billingPackages.form.priceInvalid');
      return errors;
    },
  });
  const digits = currencyDigits(form.values.currency);
  const after = {
    onSuccess: (response: { message: string }) => (notify.success(response.message), onDone()),
    onError: (error: unknown) => {
      if (!applyServerErrors(error, form, ['title', 'description', 'sessions', 'price', 'currency'])) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
    },
  };
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const input = toInput(values);
        if (item) edit.mutate({ id: item.id, ...input }, after);
        else add.mutate(input, after);
      })}
    >
      <Stack gap="sm">
        <TextInput label={t('servicePackages.form.title')} required maxLength={PACKAGE_TITLE_MAX} {...form.getInputProps('title')} />
        <Textarea label={t('servicePackages.form.description')} autosize minRows={2} maxRows={5} maxLength={PACKAGE_DESCRIPTION_MAX} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NumberInput label={t('servicePackages.form.sessions')} required min={1} max={SERVICE_PACKAGE_SESSIONS_MAX} allowDecimal={false} allowNegative={false} clampBehavior="none" {...form.getInputProps('sessions')} />
          <NumberInput label={t('servicePackages.form.price')} required min={0} decimalScale={digits} fixedDecimalScale={digits > 0} allowNegative={false} {...form.getInputProps('price')} />
          <Select label={t('servicePackages.form.currency')} data={[...CURRENCIES]} allowDeselect={false} searchable {...form.getInputProps('currency')} />
        </SimpleGrid>
        {item && item.patient_count > 0 && (
          <Text size="sm" c="dimmed">
            {t('servicePackages.form.heldHint', { count: item.patient_count })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('billing.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending || edit.isPending}>
            {t('billing.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
