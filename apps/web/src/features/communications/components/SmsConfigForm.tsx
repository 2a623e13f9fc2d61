import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { COMMS_MESSAGES, smsConfigInput } from '@stillpoint/contracts';
import { communicationsEndpoints } from '@stillpoint/contracts/endpoints/communications';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { applyServerErrors, errorMessage, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { QueryState } from '../../../lib/ui/QueryState';

const E = communicationsEndpoints;
interface Values {
  url: string;
  account_sid: string;
  auth_token: string;
  from: string;
}

/** The SMS provider (a Twilio-compatible API, or the outbox); the secret is never shown, only its end. */
export function SmsConfigForm() {
  const query = useEndpointQuery(E.adminSmsAuthConfig);
  return <QueryState query={query}>{({ data }) => <ConfigForm key={JSON.stringify(data)} current={data} />}</QueryState>;
}

function ConfigForm({
  current,
}: {
  current: {
    provider: string;
    source: string;
    url: string | null;
    account_sid: string | null;
    from: string | null;
    auth_token: string | null;
  };
}) {
  const { t } = useTranslation();
  const save = useEndpointMutation(E.adminSmsUpdateAuthConfig, { invalidates: [E.adminSmsAuthConfig] });
  const toInput = (values: Values) => ({
    url: values.url.trim(),
    account_sid: values.account_sid.trim(),
    from: values.from.trim(),
    ...(values.auth_token.trim() ? { auth_token: values.auth_token.trim() } : {}),
  });
  const form = useForm<Values>({
    initialValues: { url: current.url ?? '', account_sid: current.account_sid ?? '', auth_token: '', from: current.from ?? '' },
    validate: schemaValidator(smsConfigInput, toInput),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(toInput(values), {
          onSuccess: (response) => notify.success(response.message),
          onError: (error) => {
            if (!applyServerErrors(error, form, ['url', 'account_sid', 'auth_token', 'from']))
              notify.error(errorMessage(error, COMMS_MESSAGES.emailFailed));
          },
        }),
      )}
    >
      <Stack gap="sm" maw={560}>
        <Text size="sm">{t(current.provider === 'http' ? 'comms.sms.providerHttp' : 'comms.sms.providerOutbox')}</Text>
        <Text size="xs" c="dimmed">
          {t(current.source === 'settings' ? 'comms.sms.fromSettings' : 'comms.sms.fromEnvironment')}
        </Text>
        <TextInput
          label={t('comms.sms.url')}
          description={t('comms.sms.urlHint')}
          placeholder="https://api.twilio.com"
          {...form.getInputProps('url')}
        />
        <TextInput label={t('comms.sms.accountSid')} {...form.getInputProps('account_sid')} />
        <TextInput
          label={t('comms.sms.authToken')}
          type="password"
          autoComplete="off"
          description={current.auth_token ? t('comms.sms.tokenSet', { hint: current.auth_token }) : t('comms.sms.tokenNone')}
          {...form.getInputProps('auth_token')}
        />
        <TextInput label={t('comms.sms.from')} placeholder="+15550000000" {...form.getInputProps('from')} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('comms.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
