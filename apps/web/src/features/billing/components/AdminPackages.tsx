import { useState } from 'react';
import { Button, Checkbox, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  addPackageInput,
  BILLING_AUDIENCES,
  BILLING_PERIODS,
  CURRENCIES,
  MESSAGES,
  PACKAGE_DESCRIPTION_MAX,
  PACKAGE_TITLE_MAX,
  PACKAGE_TRIAL_DAYS_MAX,
  majorUnits,
  type AllTabs,
  type BillingAudience,
  type BillingPackage,
  type BillingPeriod,
  type PackageFeatures,
  type PackageStatus,
} from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { applyServerErrors, errorMessage, schemaValidator } from '../../../lib/forms';
import { currencyDigits, toMinorUnits } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { QueryState } from '../../../lib/ui/QueryState';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { PackageRowCells } from './PackageRowCells';
import { ADMIN, ADMIN_LISTS } from '../api';
import { useMoney } from '../format';

/**
 * The administrators' packages (what personal and business users and clinics subscribe to): filtered by
 * audience and state; add and edit with their features per dashboard; archive or activate; delete one
 * nobody has subscribed to (the server's 409 says to archive it instead).
 */
export function AdminPackages() {
  const { t } = useTranslation();
  const [audience, setAudience] = useState<BillingAudience | null>(null);
  const [status, setStatus] = useState<PackageStatus | null>(null);
  const [editing, setEditing] = useState<BillingPackage | null | undefined>(undefined);
  const list = useEndpointQuery(ADMIN.adminPackages, { ...(audience ? { audience } : {}), ...(status ? { status } : {}) }, { keepPrevious: true });
  const setState = useEndpointMutation(ADMIN.adminPackageStatus, { invalidates: ADMIN_LISTS });
  const remove = useEndpointMutation(ADMIN.adminDeletePackage, { invalidates: ADMIN_LISTS });
  const confirm = useConfirmDelete('billingPackages', remove, (item: BillingPackage) => ({ id: item.id }), (item) => item.title);
  const money = useMoney();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('billingPackages.audienceFilter')}
            data={[{ value: '', label: t('billingPackages.anyAudience') }, ...BILLING_AUDIENCES.map((key) => ({ value: key, label: t(`billing.audience.${key}`) }))]}
            value={audience ?? ''}
            allowDeselect={false}
            onChange={(next) => setAudience(next ? (next as BillingAudience) : null)}
            w={170}
          />
          <Select
            label={t('billingPackages.statusFilter')}
            data={[
              { value: '', label: t('billingPackages.anyStatus') },
              { value: 'active', label: t('billingPackages.status.active') },
              { value: 'archived', label: t('billingPackages.status.archived') },
            ]}
            value={status ?? ''}
            allowDeselect={false}
            onChange={(next) => setStatus(next ? (next as PackageStatus) : null)}
            w={170}
          />
        </Group>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
          {t('billingPackages.add')}
        </Button>
      </Group>
      <QueryState query={list}>
        {({ data }) => (
          <>
            {data.data.length === 0 ? (
              <Text c="dimmed">{t('billingPackages.empty')}</Text>
            ) : (
              <TableFrame
                label={t('billingPackages.tableLabel')}
                minWidth={820}
                columns={[t('billingPackages.name'), t('billingPackages.audience'), t('billingPackages.price'), t('billingPackages.trial'), t('billingPackages.subscribers'), t('billingPackages.state'), { hidden: t('billing.actions') }]}
              >
                {data.data.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {item.title}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t(`billing.audience.${item.audience}`)}</Table.Td>
                    <Table.Td>{item.price === 0 ? t('billing.free') : t(`billing.period.${item.billing_period}`, { price: money(item.price, item.currency) })}</Table.Td>
                    <Table.Td>{item.trial_days > 0 ? t('billingPackages.trialDays', { count: item.trial_days }) : t('billingPackages.noTrial')}</Table.Td>
                    <Table.Td>{new Intl.NumberFormat().format(item.subscriber_count)}</Table.Td>
                    <PackageRowCells item={item} onEdit={setEditing} onDelete={confirm.ask} onSetState={setState.mutate} busy={setState.isPending && setState.variables?.id === item.id} />
                  </Table.Tr>
                ))}
              </TableFrame>
            )}
            <PackageForm item={editing ?? null} opened={editing !== undefined} allTabs={data.all_tabs} onClose={() => setEditing(undefined)} />
          </>
        )}
      </QueryState>
      {confirm.modal}
    </Stack>
  );
}

export interface PackageValues {
  title: string;
  description: string;
  audience: BillingAudience;
  /** In the currency's major unit, as people type it (19.99). */
  price: number | string;
  currency: string;
  billing_period: BillingPeriod;
  trial_days: number | string;
  features: PackageFeatures;
}

export function initialPackageValues(item: BillingPackage | null): PackageValues {
  if (!item)
    return { title: '', description: '', audience: 'personal', price: '', currency: 'EUR', billing_period: 'monthly', trial_days: 0, features: { user_tabs: [], patient_tabs: [], clinics_tabs: [] } };
  return {
    title: item.title,
    description: item.description,
    audience: item.audience,
    price: majorUnits(item.price, item.currency),
    currency: item.currency,
    billing_period: item.billing_period,
    trial_days: item.trial_days,
    features: { user_tabs: [...item.features.user_tabs], patient_tabs: [...item.features.patient_tabs], clinics_tabs: [...item.features.clinics_tabs] },
  };
}

/** The request: the price typed in the major unit goes in cents, as the server keeps money. */
export function toPackageInput(values: PackageValues) {
  return {
    title: values.title,
    description: values.description,
    audience: values.audience,
    price: values.price === '' ? Number.NaN : toMinorUnits(Number(values.price), values.currency),
    currency: values.currency,
    billing_period: values.billing_period,
    trial_days: values.trial_days === '' ? 0 : Number(values.trial_days),
    features: values.features,
  };
}

const FIELDS = ['title', 'description', 'audience', 'price', 'currency', 'billing_period', 'trial_days', 'features'] as const;

function PackageForm({ item, opened, allTabs, onClose }: { item: BillingPackage | null; opened: boolean; allTabs: AllTabs; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal withinPortal={false} opened={opened} onClose={onClose} size="lg" title={t(item ? 'billingPackages.form.editTitle' : 'billingPackages.form.addTitle')} closeButtonProps={{ 'aria-label': t('billingPackages.close') }}>
      {opened && <PackageFields key={item?.id ?? 'new'} item={item} allTabs={allTabs} onDone={onClose} />}
    </Modal>
  );
}

export function PackageFields({ item, allTabs, onDone }: { item: BillingPackage | null; allTabs: AllTabs; onDone: () => void }) {
  const { t } = useTranslation();
  const add = useEndpointMutation(ADMIN.adminAddPackage, { invalidates: ADMIN_LISTS });
  const edit = useEndpointMutation(ADMIN.adminEditPackage, { invalidates: ADMIN_LISTS });
  const check = schemaValidator<PackageValues>(addPackageInput, toPackageInput);
  const form = useForm<PackageValues>({
    initialValues: initialPackageValues(item),
    validate: (values) => {
      const errors = check(values);
      // The schema speaks of cents; people type the price in the currency's unit.
      if (errors.price) errors.price = t('billingPackages.form.priceInvalid');
      return errors;
    },
  });
  const digits = currencyDigits(form.values.currency);
  const onFailure = (error: unknown) => {
    if (!applyServerErrors(error, form, FIELDS)) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
  };
  const submit = (values: PackageValues) => {
    const input = toPackageInput(values);
    const after = { onSuccess: (response: { message: string }) => (notify.success(response.message), onDone()), onError: onFailure };
    if (item) edit.mutate({ id: item.id, ...input }, after);
    else add.mutate(input, after);
  };
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <TextInput label={t('billingPackages.form.title')} required maxLength={PACKAGE_TITLE_MAX} {...form.getInputProps('title')} />
        <Textarea label={t('billingPackages.form.description')} autosize minRows={2} maxRows={6} maxLength={PACKAGE_DESCRIPTION_MAX} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('billingPackages.form.audience')}
            description={item && item.subscriber_count > 0 ? t('billingPackages.form.audienceLocked') : undefined}
            disabled={item !== null && item.subscriber_count > 0}
            data={BILLING_AUDIENCES.map((key) => ({ value: key, label: t(`billing.audience.${key}`) }))}
            allowDeselect={false}
            {...form.getInputProps('audience')}
          />
          <Select
            label={t('billingPackages.form.period')}
            data={BILLING_PERIODS.map((key) => ({ value: key, label: t(`billing.periodName.${key}`) }))}
            allowDeselect={false}
            {...form.getInputProps('billing_period')}
          />
          <NumberInput
            label={t('billingPackages.form.price')}
            description={t('billingPackages.form.priceHint')}
            required
            min={0}
            decimalScale={digits}
            fixedDecimalScale={digits > 0}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('price')}
          />
          <Select label={t('billingPackages.form.currency')} data={[...CURRENCIES]} allowDeselect={false} searchable {...form.getInputProps('currency')} />
          <NumberInput
            label={t('billingPackages.form.trialDays')}
            description={t('billingPackages.form.trialHint')}
            min={0}
            max={PACKAGE_TRIAL_DAYS_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('trial_days')}
          />
        </SimpleGrid>
        <Text fw={600} mt="xs">
          {t('billingPackages.form.features')}
        </Text>
        <Text size="sm" c="dimmed" mt={-8}>
          {t('billingPackages.form.featuresHint')}
        </Text>
        {allTabs.map((group) => (
          <Checkbox.Group
            key={group.tabs_key}
            label={group.title}
            value={form.values.features[group.tabs_key]}
            onChange={(keys) => form.setFieldValue(`features.${group.tabs_key}`, keys)}
            error={form.errors[`features.${group.tabs_key}`] ?? (group.tabs_key === 'user_tabs' ? form.errors.features : undefined)}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing={6} mt={6}>
              {group.tabs.map((tab) => (
                <Checkbox key={tab.key} value={tab.key} label={tab.label} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        ))}
        {form.errors.form && (
          <Text c="red" size="sm" role="alert">
            {form.errors.form}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('billingPackages.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending || edit.isPending}>
            {t('billingPackages.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
