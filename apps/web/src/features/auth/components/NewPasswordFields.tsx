import { Anchor, Stack, Text } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_MESSAGES, MESSAGES, passwordField } from '@stillpoint/contracts';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/forms';
import { PasswordField } from '../../../lib/ui/PasswordField';
import { FormAlert } from './FormAlert';

interface NewPasswordValues {
  password: string;
  confirmation: string;
}
export type NewPasswordForm = UseFormReturnType<NewPasswordValues>;

/** A new password typed twice, checked against the password rules of the contracts (reset, invitation). */
export function useNewPasswordForm(): NewPasswordForm {
  const { t } = useTranslation();
  return useForm<NewPasswordValues>({
    initialValues: { password: '', confirmation: '' },
    validate: {
      password: (value) => {
        const parsed = passwordField.safeParse(value);
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
      },
      confirmation: (value, values) => (value === values.password ? null : t('auth.reset.mismatch')),
    },
  });
}

/** The server's password error goes under the field; anything else is the form's failure. */
export function newPasswordErrorHandler(form: NewPasswordForm, setFailure: (message: string) => void) {
  return (error: unknown) => {
    const passwordError = error instanceof ApiError ? error.fieldErrors().password : undefined;
    if (passwordError) form.setFieldError('password', passwordError);
    else setFailure(errorMessage(error, MESSAGES.somethingWentWrong));
  };
}

/** The two password fields. */
export function NewPasswordFields({ form }: { form: NewPasswordForm }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

/** A link without its token: the verbatim message and where to go instead. */
export function InvalidLink({ to, label }: { to: string; label: string }) {
  return (
    <Stack gap="md">
      <FormAlert>
        <Text size="sm">{APP_MESSAGES.invalidLink}</Text>
      </FormAlert>
      <Anchor component={Link} to={to} ta="center">
        {label}
      </Anchor>
    </Stack>
  );
}
