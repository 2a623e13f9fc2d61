import { useState } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/routes';
import { useResetPassword } from '../api/reset-password';
import { FormAlert } from './FormAlert';
import { InvalidLink, NewPasswordFields, newPasswordErrorHandler, useNewPasswordForm } from './NewPasswordFields';

/** Sets a new password with the token of a reset link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useNewPasswordForm();

  if (!token) return <InvalidLink to={ROUTES['auth-forgot-password']} label={t('auth.reset.askNewLink')} />;

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
      { onSuccess: (response) => setDone(response.message), onError: newPasswordErrorHandler(form, setFailure) },
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
        <NewPasswordFields form={form} />
        <Button type="submit" fullWidth size="md" loading={reset.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
