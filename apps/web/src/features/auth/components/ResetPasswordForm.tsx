import { useState } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_MESSAGES, MESSAGES, passwordField } from '@stillpoint/contracts';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/forms';
import { ROUTES } from '../../../lib/routes';
import { PasswordField } from '../../../lib/ui/PasswordField';
import { useResetPassword } from '../api/reset-password';
import { FormAlert } from './FormAlert';

/** Sets a new password with the token of a reset link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '', confirmation: '' },
    validate: {
      password: (value) => {
        const parsed = passwordField.safeParse(value);
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
      },
      confirmation: (value, values) => (value === values.password ? null : t('auth.reset.mismatch')),
    },
  });

  if (!token) {
    return (
      <Stack gap="md">
        <FormAlert>
          <Text size="sm">{APP_MESSAGES.invalidLink}</Text>
        </FormAlert>
        <Anchor component={Link} to={ROUTES['auth-forgot-password']} ta="center">
          {t('auth.reset.askNewLink')}
        </Anchor>
      </Stack>
    );
  }

  if (done) {
    return (
      <Stack gap="md" align="center" ta="center">
        <FormAlert tone="success">
          <Text size="sm">{done}</Text>
        </FormAlert>
        <Button component={Link} to={ROUTES['auth-login']}>
          {t('auth.goToLogin')}
        </Button>
      </Stack>
    );
  }

  const submit = form.onSubmit(({ password }) => {
    setFailure(null);
    reset.mutate(
      { token, password },
      {
        onSuccess: (response) => setDone(response.message),
        onError: (error) => {
          const passwordError = error instanceof ApiError ? error.fieldErrors().password : undefined;
          if (passwordError) form.setFieldError('password', passwordError);
          else setFailure(errorMessage(error, MESSAGES.somethingWentWrong));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <FormAlert>
            <Text size="sm">{failure}</Text>
            <Anchor component={Link} to={ROUTES['auth-forgot-password']} size="sm">
              {t('auth.reset.askNewLink')}
            </Anchor>
          </FormAlert>
        )}
        <PasswordField
          label={t('auth.reset.newPassword')}
          autoComplete="new-password"
          description={t('auth.register.passwordHint')}
          required
          withAsterisk={false}
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t('auth.reset.confirmPassword')}
          autoComplete="new-password"
          required
          withAsterisk={false}
          {...form.getInputProps('confirmation')}
        />
        <Button type="submit" fullWidth size="md" loading={reset.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
