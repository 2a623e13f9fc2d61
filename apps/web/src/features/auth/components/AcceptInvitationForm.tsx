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
import { useAcceptInvitation } from '../api/accept-invitation';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { FormAlert } from './FormAlert';

/** Chooses the first password with the token of an invitation link, then signs the person in. */
export function AcceptInvitationForm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  const completeLogin = useCompleteLogin();
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
        <Anchor component={Link} to={ROUTES['auth-login']} ta="center">
          {t('auth.goToLogin')}
        </Anchor>
      </Stack>
    );
  }

  const submit = form.onSubmit(({ password }) => {
    setFailure(null);
    accept.mutate(
      { token, password },
      {
        onSuccess: (response) => {
          if (!completeLogin(response)) setFailure(MESSAGES.somethingWentWrong);
        },
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
        <Text size="sm" c="dimmed">
          {t('auth.invitation.intro')}
        </Text>
        {failure && (
          <FormAlert>
            <Text size="sm">{failure}</Text>
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
        <Button type="submit" fullWidth size="md" loading={accept.isPending}>
          {t('auth.invitation.submit')}
        </Button>
      </Stack>
    </form>
  );
}
