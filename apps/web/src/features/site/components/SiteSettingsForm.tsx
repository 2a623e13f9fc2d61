import { Alert, Button, Group, Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, formatDateTime, siteSettingsUpdate, type SiteSettings } from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, optionalText, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useSiteSettings } from '../api/get-site-settings';
import { useUpdateSiteSettings, type SiteSettingsUpdate } from '../api/update-site-settings';

interface Values {
  maintenance: boolean;
  maintenanceMessage: string;
  terms: string;
  privacyPolicy: string;
}

const FIELDS = ['maintenance', 'maintenanceMessage', 'terms', 'privacyPolicy'] as const;

function toValues(settings: SiteSettings): Values {
  return {
    maintenance: settings.maintenance,
    maintenanceMessage: settings.maintenanceMessage ?? '',
    terms: settings.terms,
    privacyPolicy: settings.privacyPolicy,
  };
}

function toInput(values: Values): SiteSettingsUpdate {
  return {
    maintenance: values.maintenance,
    maintenanceMessage: optionalText(values.maintenanceMessage) ?? null,
    terms: values.terms,
    privacyPolicy: values.privacyPolicy,
  };
}

/** Site settings: maintenance flag and message, terms, privacy policy. Only a master admin may change them. */
export function SiteSettingsForm({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();

  if (settings.isPending) return <PageLoader />;
  if (settings.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text role="alert">{errorMessage(settings.error, MESSAGES.somethingWentWrong)}</Text>
        <Button variant="light" onClick={() => void settings.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Stack>
    );
  }
  // A new copy from the server (loaded or saved) starts a fresh form.
  return <SettingsEditor key={settings.data.updatedAt} settings={settings.data} canEdit={canEdit} />;
}

function SettingsEditor({ settings, canEdit }: { settings: SiteSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateSiteSettings();
  const form = useForm<Values>({
    initialValues: toValues(settings),
    validate: schemaValidator(siteSettingsUpdate, toInput),
  });

  const submit = form.onSubmit((values) => {
    update.mutate(toInput(values), {
      onSuccess: (response) => notify.success(response.message),
      onError: (error) => {
        if (!applyServerErrors(error, form, FIELDS)) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {!canEdit && (
          <Alert variant="light" color="gray" icon={<IconLock aria-hidden />} role="note">
            {t('settings.readOnly')}
          </Alert>
        )}
        <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="settings-maintenance">
          <Title order={2} size="h4" id="settings-maintenance" mb="md">
            {t('settings.maintenanceTitle')}
          </Title>
          <Stack gap="md">
            <Switch
              label={t('settings.maintenance')}
              description={t('settings.maintenanceHint')}
              disabled={!canEdit}
              {...form.getInputProps('maintenance', { type: 'checkbox' })}
            />
            <Textarea
              label={t('settings.maintenanceMessage')}
              description={t('settings.maintenanceMessageHint')}
              autosize
              minRows={2}
              maxRows={4}
              readOnly={!canEdit}
              {...form.getInputProps('maintenanceMessage')}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="settings-legal">
          <Title order={2} size="h4" id="settings-legal" mb="md">
            {t('settings.legalTitle')}
          </Title>
          <Stack gap="md">
            <Textarea
              label={t('settings.terms')}
              autosize
              minRows={6}
              maxRows={16}
              readOnly={!canEdit}
              {...form.getInputProps('terms')}
            />
            <Textarea
              label={t('settings.privacyPolicy')}
              autosize
              minRows={6}
              maxRows={16}
              readOnly={!canEdit}
              {...form.getInputProps('privacyPolicy')}
            />
          </Stack>
        </Paper>
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed">
            {t('settings.updatedAt', { date: formatDateTime(settings.updatedAt) })}
          </Text>
          {canEdit && (
            <Group gap="sm">
              <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || update.isPending}>
                {t('settings.discard')}
              </Button>
              <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
                {t('settings.save')}
              </Button>
            </Group>
          )}
        </Group>
      </Stack>
    </form>
  );
}
