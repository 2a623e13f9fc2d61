import { useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MESSAGES, adminLoginInput } from '@stillpoint/contracts';
import { ApiError } from '../../../lib/api-client';
import { schemaValidator } from '../../../lib/forms';
import { useReturnParam } from '../../../lib/return-path';
import { PasswordField } from '../../../lib/ui/PasswordField';
import { useAdminLogin, type AdminLoginInput } from '../api/admin-login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { FormAlert } from './FormAlert';

/** The administrators' login (admin session family). */
export function AdminLoginForm() {
  const { t } = useTranslation();
  const login = useAdminLogin();
  const completeLogin = useCompleteLogin();
  const next = useReturnParam();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AdminLoginInput>({
    initialValues: { email: '', password: '' },
    validate: schemaValidator(adminLoginInput),
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    login.mutate(values, {
      onSuccess: (response) => {
        if (!completeLogin(response, next)) setFailure(MESSAGES.loginFailed);
      },
      onError: (error) =>
        setFailure(
          error instanceof ApiError && !error.isNetworkError ? error.message || MESSAGES.loginFailed : MESSAGES.loginRejected,
        ),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <FormAlert>
            <Text size="sm">{failure}</Text>
          </FormAlert>
        )}
        <TextInput
          type="email"
          label={t('auth.fields.email')}
          autoComplete="username"
          required
          withAsterisk={false}
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          withAsterisk={false}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth size="md" loading={login.isPending}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
