import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MESSAGES, videoCredentialInput, type VideoCredential } from '@stillpoint/contracts';
import { videoEndpoints as E } from '@stillpoint/contracts/endpoints/video';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { applyServerErrors, errorMessage, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { QueryState } from '../../../lib/ui/QueryState';

interface Values {
  url: string;
  api_key: string;
  api_secret: string;
}

/**
 * The video-meeting credential (spec section 7, admin): a LiveKit server for group video. Empty, video stays
 * peer-to-peer. The secret is never shown; left empty, the saved one stays.
 */
export function VideoCredentialForm() {
  const query = useEndpointQuery(E.adminVideoCredential);
  return <QueryState query={query}>{({ data }) => <CredentialForm key={JSON.stringify(data)} current={data} />}</QueryState>;
}

function CredentialForm({ current }: { current: VideoCredential }) {
  const { t } = useTranslation();
  const save = useEndpointMutation(E.adminVideoUpdateCredential, { invalidates: [E.adminVideoCredential] });
  const toInput = (values: Values) => ({
    url: values.url.trim(),
    api_key: values.api_key.trim(),
    ...(values.api_secret.trim() ? { api_secret: values.api_secret.trim() } : {}),
  });
  const form = useForm<Values>({
    initialValues: { url: current.url ?? '', api_key: current.api_key ?? '', api_secret: '' },
    validate: schemaValidator(videoCredentialInput, toInput),
  });
  const fromEnvironment = current.source === 'environment';
  return (
    <form
      noValidate
      aria-label={t('meetings.admin.credential.title')}
      onSubmit={form.onSubmit((values) =>
        save.mutate(toInput(values), {
          onSuccess: (response) => notify.success(response.message),
          onError: (error) => {
            if (!applyServerErrors(error, form, ['url', 'api_key', 'api_secret'])) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
          },
        }),
      )}
    >
      <Stack gap="sm" maw={560}>
        <Text size="sm">{t(current.provider === 'livekit' ? 'meetings.admin.credential.livekit' : 'meetings.admin.credential.p2p')}</Text>
        {fromEnvironment && (
          <Text size="sm" c="dimmed">
            {t('meetings.admin.credential.fromEnvironment')}
          </Text>
        )}
        <TextInput
          label={t('meetings.admin.credential.url')}
          description={t('meetings.admin.credential.urlHint')}
          placeholder="wss://video.example.org"
          disabled={fromEnvironment}
          {...form.getInputProps('url')}
        />
        <TextInput label={t('meetings.admin.credential.apiKey')} disabled={fromEnvironment} {...form.getInputProps('api_key')} />
        <TextInput
          label={t('meetings.admin.credential.apiSecret')}
          type="password"
          autoComplete="off"
          disabled={fromEnvironment}
          description={current.secret_set ? t('meetings.admin.credential.secretSet') : t('meetings.admin.credential.secretNone')}
          {...form.getInputProps('api_secret')}
        />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={fromEnvironment}>
            {t('meetings.admin.credential.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
