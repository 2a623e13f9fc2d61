import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type Audience, type NotificationSettings } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

const CHANNELS = ['email', 'push', 'sms'] as const;
const TOPICS = ['reminders', 'messages', 'appointments', 'community', 'productUpdates'] as const;

/** The account's notification channels and topics. */
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
  const form = useForm<NotificationSettings>({ initialValues: settings });
  const submit = form.onSubmit((values) => {
    update.mutate(values, {
      onSuccess: (response) => {
        form.setInitialValues(response.data);
        form.resetDirty(response.data);
        notify.success(response.message);
      },
      onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} size="sm" mb="xs">
            {t('accountPage.channels')}
          </Text>
          <Stack gap="xs">
            {CHANNELS.map((key) => (
              <Switch
                key={key}
                label={t(`accountPage.notifications.${key}`)}
                {...form.getInputProps(key, { type: 'checkbox' })}
              />
            ))}
          </Stack>
        </fieldset>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} size="sm" mb="xs">
            {t('accountPage.topics')}
          </Text>
          <Stack gap="xs">
            {TOPICS.map((key) => (
              <Switch
                key={key}
                label={t(`accountPage.notifications.${key}`)}
                {...form.getInputProps(key, { type: 'checkbox' })}
              />
            ))}
          </Stack>
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
