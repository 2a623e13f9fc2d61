import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES, isEmail } from '@stillpoint/contracts';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useReturnParam } from '../../../lib/return-path';
import { ROUTES } from '../../../lib/routes';
import { PasswordField } from '../../../lib/ui/PasswordField';
import { useFrontLogin, type FrontLoginValues } from '../api/login';
import { useSendConfirmationAgain } from '../api/send-confirmation-again';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { FormAlert } from './FormAlert';

interface Failure {
  message: string;
  /** The e-mail to send a new confirmation link to, when the account waits for its confirmation. */
  unconfirmedEmail?: string;
}

/** The front login (clinics, employees, patients, personal users) by e-mail or username. */
export function LoginForm() {
  const { t } = useTranslation();
  const login = useFrontLogin();
  const resend = useSendConfirmationAgain();
  const completeLogin = useCompleteLogin();
  const next = useReturnParam();
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<FrontLoginValues>({
    initialValues: { identifier: '', password: '' },
    validate: {
      identifier: (value) => (value.trim() ? null : t('auth.login.identifierRequired')),
      password: (value) => (value ? null : t('auth.login.passwordRequired')),
    },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    login.mutate(values, {
      onSuccess: (response) => {
        if (!completeLogin(response, next)) setFailure({ message: MESSAGES.loginFailed });
      },
      onError: (error) => {
        if (error instanceof ApiError && !error.isNetworkError) {
          const identifier = values.identifier.trim();
          setFailure({
            message: error.message || MESSAGES.loginFailed,
            ...(error.code === 'EMAIL_NOT_CONFIRMED' && isEmail(identifier) ? { unconfirmedEmail: identifier } : {}),
          });
        } else {
          setFailure({ message: MESSAGES.loginRejected });
        }
      },
    });
  });

  const sendAgain = (email: string) =>
    resend.mutate(email, {
      onSuccess: (response) => notify.success(response.message),
      onError: (error) => notify.error(error instanceof ApiError && error.message ? error.message : MESSAGES.somethingWentWrong),
    });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <FormAlert>
            <Text size="sm">{failure.message}</Text>
            {failure.unconfirmedEmail && (
              <Button
                mt="xs"
                size="xs"
                variant="default"
                loading={resend.isPending}
                onClick={() => sendAgain(failure.unconfirmedEmail!)}
              >
                {t('auth.confirmation.sendAgain')}
              </Button>
            )}
          </FormAlert>
        )}
        <TextInput
          label={t('auth.login.identifier')}
          autoComplete="username"
          required
          withAsterisk={false}
          {...form.getInputProps('identifier')}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          withAsterisk={false}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={ROUTES['auth-forgot-password']} size="sm">
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={login.isPending}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** Where people without an account (or administrators) go from the login page. */
export function LoginLinks() {
  const { t } = useTranslation();
  return (
    <Stack gap={6} align="center">
      <Text size="sm">
        {t('auth.login.noAccount')}{' '}
        <Anchor component={Link} to={ROUTES['auth-register']} fw={500}>
          {t('auth.login.createAccount')}
        </Anchor>
      </Text>
      <Text size="sm">
        {t('auth.login.clinicQuestion')}{' '}
        <Anchor component={Link} to={ROUTES['auth-register-clinic']} fw={500}>
          {t('auth.login.registerClinic')}
        </Anchor>
      </Text>
      <Anchor component={Link} to={ROUTES['admin-login']} size="sm" mt="xs">
        {t('auth.login.adminSignIn')}
      </Anchor>
    </Stack>
  );
}
