import { useState } from 'react';
import { Anchor, Button, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES, emailInput } from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { ROUTES } from '../../../lib/routes';
import { useForgotPassword } from '../api/forgot-password';

/**
 * Asks for a reset link. Once sent, the form gives way to an "e-mail sent" state (spec section 4)
 * that can be reset to send again.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const form = useForm({ initialValues: { email: '' }, validate: schemaValidator(emailInput) });

  const submit = form.onSubmit(({ email }) => {
    forgot.mutate(email, {
      onSuccess: (response) => setSent({ email: email.trim(), message: response.message }),
      onError: (error) => {
        if (!applyServerErrors(error, form, ['email'])) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
      },
    });
  });

  if (sent) {
    return (
      <Stack align="center" gap="md" ta="center" role="status">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconMailForward size={34} stroke={1.5} />
        </ThemeIcon>
        <Text>{sent.message}</Text>
        <Text size="sm" c="dimmed">
          {t('auth.forgot.sentHint', { email: sent.email })}
        </Text>
        <Button variant="light" onClick={() => setSent(null)}>
          {t('auth.forgot.sendAgain')}
        </Button>
        <Anchor component={Link} to={ROUTES['auth-login']} size="sm">
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('auth.forgot.intro')}
        </Text>
        <TextInput
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
          required
          withAsterisk={false}
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth size="md" loading={forgot.isPending}>
          {t('auth.forgot.submit')}
        </Button>
        <Anchor component={Link} to={ROUTES['auth-login']} size="sm" ta="center">
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
