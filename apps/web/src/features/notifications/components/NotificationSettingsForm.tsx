import { useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, Group, Paper, Select, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MESSAGES, NOTIFICATION_KIND_NAMES, OUTSIDE_CHANNELS, type Audience, type NotificationSettings } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { timeZones } from '../../../lib/time-zones';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings, type NotificationSettingsUpdate } from '../api/update-notification-settings';
import { disablePush, enablePush, pushState, type PushState } from '../push';

const CHANNELS = ['email', 'sms', 'push'] as const;
const TOPICS = ['reminders', 'messages', 'appointments', 'community', 'productUpdates'] as const;
const fieldset = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

/**
 * What changed between the saved settings and the form: only those fields, and per kind only the channels
 * that changed (the account's notification_settings call takes a partial change).
 */
export function settingsChange(saved: NotificationSettings, values: NotificationSettings): NotificationSettingsUpdate {
  const change: NotificationSettingsUpdate = {};
  for (const key of [...CHANNELS, ...TOPICS] as const) if (saved[key] !== values[key]) change[key] = values[key];
  if (saved.reminderTime !== values.reminderTime) change.reminderTime = values.reminderTime;
  if (saved.timeZone !== values.timeZone) change.timeZone = values.timeZone;
  const kinds: NonNullable<NotificationSettingsUpdate['kinds']> = {};
  for (const kind of NOTIFICATION_KIND_NAMES) {
    for (const channel of OUTSIDE_CHANNELS) {
      const before = saved.kinds[kind]?.[channel];
      const after = values.kinds[kind]?.[channel];
      if (after !== undefined && before !== after) kinds[kind] = { ...kinds[kind], [channel]: after };
    }
  }
  if (Object.keys(kinds).length > 0) change.kinds = kinds;
  return change;
}

/** The account's notification settings: channels, this browser's pushes, topics, per kind, the daily reminder. */
export function NotificationSettingsForm({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const settings = useNotificationSettings(audience);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="account-notifications">
      <Title order={2} size="h4" id="account-notifications" mb="md">
        {t('accountPage.notificationsTitle')}
      </Title>
      {settings.isPending ? (
        <PageLoader />
      ) : settings.isError ? (
        <Stack gap="sm" align="flex-start">
          <Text role="alert">{errorMessage(settings.error, MESSAGES.somethingWentWrong)}</Text>
          <Button variant="light" onClick={() => void settings.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Stack>
      ) : (
        <SettingsEditor audience={audience} settings={settings.data} />
      )}
    </Paper>
  );
}

function SettingsEditor({ audience, settings }: { audience: Audience; settings: NotificationSettings }) {
  const { t } = useTranslation();
  const update = useUpdateNotificationSettings(audience);
  const [saved, setSaved] = useState(settings);
  const form = useForm<NotificationSettings>({ initialValues: settings });
  const zones = useMemo(() => timeZones(settings.timeZone), [settings.timeZone]);
  const submit = form.onSubmit((values) => {
    const change = settingsChange(saved, values);
    if (Object.keys(change).length === 0) return;
    update.mutate(change, {
      onSuccess: (response) => {
        setSaved(response.data);
        form.setInitialValues(response.data);
        form.setValues(response.data);
        form.resetDirty(response.data);
        notify.success(response.message);
      },
      onError: (error) => {
        const fields = (error as { errors?: { path: string; message: string }[] }).errors;
        if (fields?.length) form.setErrors(Object.fromEntries(fields.map((field) => [field.path, field.message])));
        notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <fieldset style={fieldset}>
          <Text component="legend" fw={600} size="sm" mb="xs">
            {t('accountPage.channels')}
          </Text>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('notificationsPage.settings.inAppAlways')}
            </Text>
            {CHANNELS.map((key) => (
              <Switch key={key} label={t(`accountPage.notifications.${key}`)} {...form.getInputProps(key, { type: 'checkbox' })} />
            ))}
          </Stack>
        </fieldset>
        <BrowserPush audience={audience} onEnabled={() => form.setFieldValue('push', true)} />
        <fieldset style={fieldset}>
          <Text component="legend" fw={600} size="sm" mb="xs">
            {t('accountPage.topics')}
          </Text>
          <Stack gap="xs">
            {TOPICS.map((key) => (
              <Switch key={key} label={t(`accountPage.notifications.${key}`)} {...form.getInputProps(key, { type: 'checkbox' })} />
            ))}
          </Stack>
        </fieldset>
        <fieldset style={fieldset}>
          <Text component="legend" fw={600} size="sm" mb={4}>
            {t('notificationsPage.settings.kindsTitle')}
          </Text>
          <Text size="sm" c="dimmed" mb="xs">
            {t('notificationsPage.settings.kindsHint')}
          </Text>
          <Table.ScrollContainer minWidth={280}>
            <Table verticalSpacing={6} horizontalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('notificationsPage.settings.kind')}</Table.Th>
                  <Table.Th scope="col" ta="center" style={{ whiteSpace: 'nowrap' }}>
                    <abbr title={t('notificationsPage.settings.inApp')} style={{ textDecoration: 'none' }}>
                      {t('notificationsPage.settings.short.app')}
                    </abbr>
                  </Table.Th>
                  {OUTSIDE_CHANNELS.map((channel) => (
                    <Table.Th key={channel} scope="col" ta="center" style={{ whiteSpace: 'nowrap' }}>
                      <abbr title={t(`notificationsPage.settings.channel.${channel}`)} style={{ textDecoration: 'none' }}>
                        {t(`notificationsPage.settings.short.${channel}`)}
                      </abbr>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {NOTIFICATION_KIND_NAMES.map((kind) => {
                  const name = t(`notificationsPage.kinds.${kind}`);
                  return (
                    <Table.Tr key={kind}>
                      <Table.Th scope="row" fw={500}>
                        {name}
                      </Table.Th>
                      <Table.Td ta="center">
                        <Checkbox
                          checked
                          disabled
                          readOnly
                          aria-label={t('notificationsPage.settings.cell', { channel: t('notificationsPage.settings.inApp'), kind: name })}
                          style={{ display: 'inline-block' }}
                        />
                      </Table.Td>
                      {OUTSIDE_CHANNELS.map((channel) => (
                        <Table.Td key={channel} ta="center">
                          <Checkbox
                            aria-label={t('notificationsPage.settings.cell', { channel: t(`notificationsPage.settings.channel.${channel}`), kind: name })}
                            style={{ display: 'inline-block' }}
                            {...form.getInputProps(`kinds.${kind}.${channel}`, { type: 'checkbox' })}
                          />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </fieldset>
        <fieldset style={fieldset}>
          <Text component="legend" fw={600} size="sm" mb="xs">
            {t('notificationsPage.settings.reminderTitle')}
          </Text>
          <Group align="flex-start" grow wrap="wrap">
            <TextInput
              type="time"
              label={t('notificationsPage.settings.reminderTime')}
              description={t('notificationsPage.settings.reminderHint')}
              value={form.values.reminderTime ?? ''}
              error={form.errors.reminderTime}
              onChange={(event) => form.setFieldValue('reminderTime', event.currentTarget.value || null)}
              miw={160}
            />
            <Select
              label={t('notificationsPage.settings.timeZone')}
              description={t('notificationsPage.settings.timeZoneHint')}
              data={zones}
              searchable
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
              nothingFoundMessage={t('notificationsPage.settings.noZone')}
              miw={200}
              {...form.getInputProps('timeZone')}
            />
          </Group>
        </fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            {t('accountPage.saveNotifications')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Pushes in this browser: turning them on registers the push worker and saves the subscription. */
function BrowserPush({ audience, onEnabled }: { audience: Audience; onEnabled: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void pushState()
      .then((next) => live && setState(next))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);
  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      const next = on ? await enablePush(audience) : await disablePush();
      setState(next);
      if (on && next === 'on') {
        onEnabled();
        notify.success(t('notificationsPage.settings.pushOn'));
      } else if (on && next === 'denied') notify.error(t('notificationsPage.settings.pushDenied'));
    } catch (error) {
      notify.error(errorMessage(error, t('notificationsPage.settings.pushFailed')));
    } finally {
      setBusy(false);
    }
  };
  const description =
    state === 'unsupported'
      ? t('notificationsPage.settings.pushUnsupported')
      : state === 'denied'
        ? t('notificationsPage.settings.pushBlocked')
        : t('notificationsPage.settings.pushHint');
  return (
    <Switch
      label={t('notificationsPage.settings.thisBrowser')}
      description={description}
      checked={state === 'on'}
      disabled={state === null || state === 'unsupported' || state === 'denied' || busy}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}
