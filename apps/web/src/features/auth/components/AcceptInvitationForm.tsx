import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@stillpoint/contracts';
import { ROUTES } from '../../../lib/routes';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { FormAlert } from './FormAlert';
import { InvalidLink, NewPasswordFields, newPasswordErrorHandler, useNewPasswordForm } from './NewPasswordFields';

/** Chooses the first password with the token of an invitation link, then signs the person in. */
export function AcceptInvitationForm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  const completeLogin = useCompleteLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useNewPasswordForm();

  if (!token) return <InvalidLink to={ROUTES['auth-login']} label={t('auth.goToLogin')} />;

  const submit = form.onSubmit(({ password }) => {
    setFailure(null);
    accept.mutate(
      { token, password },
      {
        onSuccess: (response) => {
          if (!completeLogin(response)) setFailure(MESSAGES.somethingWentWrong);
        },
        onError: newPasswordErrorHandler(form, setFailure),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('auth.invitation.intro')}
        </Text>
        {failure && (
          <FormAlert>
            <Text size="sm">{failure}</Text>
          </FormAlert>
        )}
        <NewPasswordFields form={form} />
        <Button type="submit" fullWidth size="md" loading={accept.isPending}>
          {t('auth.invitation.submit')}
        </Button>
      </Stack>
    </form>
  );
}
