import { useState } from 'react';
import { Badge, Button, Group, Modal, Select, Stack, Switch, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, formatDateTime, urgentAlertInput } from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useDeleteAlert, useManagedAlerts, useSaveAlert } from '../api/manage-urgent-alerts';

type Alert = NonNullable<ReturnType<typeof useManagedAlerts>['data']>[number];
const LEVELS = ['info', 'warning', 'critical'] as const;
const FIELDS = ['title', 'message', 'level', 'active', 'startsAt', 'endsAt'] as const;

/** An ISO date-time as the value of a datetime-local input (local time), and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

/** The administration's urgent alerts: list, add, edit, delete (admin/urgent_alerts/*). */
export function UrgentAlertsManager() {
  const { t } = useTranslation();
  const alerts = useManagedAlerts();
  const deletion = useConfirmDelete(
    'alertsAdmin',
    useDeleteAlert(),
    (alert: Alert) => alert.id,
    (alert) => alert.title,
  );
  const [editing, setEditing] = useState<Alert | 'new' | null>(null);

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('alertsAdmin.add')}
        </Button>
      </Group>
      {alerts.isPending ? (
        <PageLoader />
      ) : alerts.isError ? (
        <Text role="alert">{errorMessage(alerts.error, MESSAGES.somethingWentWrong)}</Text>
      ) : alerts.data.length === 0 ? (
        <Text c="dimmed">{t('alertsAdmin.empty')}</Text>
      ) : (
        <TableFrame
          label={t('alertsAdmin.title')}
          minWidth={640}
          highlightOnHover={false}
          columns={[
            t('alertsAdmin.fields.title'),
            t('alertsAdmin.fields.level'),
            t('alertsAdmin.window'),
            t('alertsAdmin.state'),
            t('alertsAdmin.actions'),
          ]}
        >
          {alerts.data.map((alert) => (
            <Table.Tr key={alert.id}>
              <Table.Td>
                <Text fw={500}>{alert.title}</Text>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {alert.message}
                </Text>
              </Table.Td>
              <Table.Td>{t(`alertsAdmin.levels.${alert.level}`)}</Table.Td>
              <Table.Td>
                {alert.startsAt ? formatDateTime(alert.startsAt) : '—'} – {alert.endsAt ? formatDateTime(alert.endsAt) : '—'}
              </Table.Td>
              <Table.Td>
                <Badge variant={alert.active ? 'light' : 'default'} tt="none">
                  {alert.active ? t('alertsAdmin.on') : t('alertsAdmin.off')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setEditing(alert)}
                    aria-label={t('alertsAdmin.editNamed', { name: alert.title })}
                  >
                    {t('alertsAdmin.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    onClick={() => deletion.ask(alert)}
                    aria-label={t('alertsAdmin.deleteNamed', { name: alert.title })}
                  >
                    {t('alertsAdmin.delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </TableFrame>
      )}
      <Modal
        withinPortal={false}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('alertsAdmin.addTitle') : t('alertsAdmin.editTitle')}
        closeButtonProps={{ 'aria-label': t('alertsAdmin.close') }}
      >
        {editing !== null && (
          <AlertForm
            key={editing === 'new' ? 'new' : editing.id}
            alert={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      {deletion.modal}
    </Stack>
  );
}

interface Values {
  title: string;
  message: string;
  level: (typeof LEVELS)[number];
  active: boolean;
  startsAt: string;
  endsAt: string;
}

function AlertForm({ alert, onDone }: { alert: Alert | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAlert();
  const toInput = (values: Values) => ({
    title: values.title.trim(),
    message: values.message.trim(),
    level: values.level,
    active: values.active,
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
  });
  const form = useForm<Values>({
    initialValues: {
      title: alert?.title ?? '',
      message: alert?.message ?? '',
      level: alert?.level ?? 'info',
      active: alert?.active ?? true,
      startsAt: toLocalInput(alert?.startsAt ?? null),
      endsAt: toLocalInput(alert?.endsAt ?? null),
    },
    validate: schemaValidator(urgentAlertInput, toInput),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(
          { ...toInput(values), ...(alert ? { id: alert.id } : {}) },
          {
            onSuccess: (response) => {
              notify.success(response.message);
              onDone();
            },
            onError: (error) => {
              if (!applyServerErrors(error, form, FIELDS)) notify.error(errorMessage(error, MESSAGES.somethingIsWrong));
            },
          },
        ),
      )}
    >
      <Stack gap="md">
        <TextInput
          label={t('alertsAdmin.fields.title')}
          required
          withAsterisk={false}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('alertsAdmin.fields.message')}
          required
          withAsterisk={false}
          autosize
          minRows={3}
          {...form.getInputProps('message')}
        />
        <Select
          label={t('alertsAdmin.fields.level')}
          data={LEVELS.map((level) => ({ value: level, label: t(`alertsAdmin.levels.${level}`) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          {...form.getInputProps('level')}
        />
        <Group grow align="flex-start">
          <TextInput type="datetime-local" label={t('alertsAdmin.fields.startsAt')} {...form.getInputProps('startsAt')} />
          <TextInput type="datetime-local" label={t('alertsAdmin.fields.endsAt')} {...form.getInputProps('endsAt')} />
        </Group>
        <Switch label={t('alertsAdmin.fields.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('alertsAdmin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
