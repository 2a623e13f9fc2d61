import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MESSAGES, ROLE_IDS, registerInput } from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, optionalText, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PasswordField } from '../../../lib/ui/PasswordField';
import { useRegister, type RegisterInput } from '../api/register';
import { useEmailAvailability } from '../hooks/use-email-availability';
import { TermsCheckbox } from './TermsCheckbox';

interface RegisterValues {
  fullName: string;
  email: string;
  username: string;
  password: string;
  /** '3' personal development, '4' business. */
  kind: string;
  acceptTerms: boolean;
}

const FIELDS = ['fullName', 'email', 'username', 'password', 'roleid', 'acceptTerms'] as const;

function toInput(values: RegisterValues): RegisterInput {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    username: optionalText(values.username),
    password: values.password,
    roleid: values.kind === String(ROLE_IDS.business) ? ROLE_IDS.business : ROLE_IDS.personalDevelopment,
    acceptTerms: values.acceptTerms as true,
  };
}

/** A personal user registers as a personal development or a business user. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation();
  const register = useRegister();
  const form = useForm<RegisterValues>({
    initialValues: {
      fullName: '',
      email: '',
      username: '',
      password: '',
      kind: String(ROLE_IDS.personalDevelopment),
      acceptTerms: false,
    },
    validate: (values) => {
      const errors = schemaValidator(registerInput, toInput)(values);
      if (errors.roleid) errors.kind = errors.roleid;
      return errors;
    },
  });
  const availability = useEmailAvailability((message) => form.setFieldError('email', message));

  const submit = form.onSubmit((values) => {
    const input = toInput(values);
    register.mutate(input, {
      onSuccess: (response) => onRegistered(response.data.email),
      onError: (error) => {
        if (!applyServerErrors(error, form, FIELDS)) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
      },
    });
  });

  const emailProps = form.getInputProps('email');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.fields.fullName')}
          autoComplete="name"
          required
          withAsterisk={false}
          {...form.getInputProps('fullName')}
        />
        <TextInput
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
          required
          withAsterisk={false}
          description={availability.availableMessage(form.values.email)}
          {...emailProps}
          onBlur={(event) => {
            emailProps.onBlur?.(event);
            availability.onBlur(event.currentTarget.value);
          }}
        />
        <TextInput
          label={t('auth.fields.usernameOptional')}
          autoComplete="username"
          description={t('auth.register.usernameHint')}
          {...form.getInputProps('username')}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="new-password"
          description={t('auth.register.passwordHint')}
          required
          withAsterisk={false}
          {...form.getInputProps('password')}
        />
        <Radio.Group label={t('auth.register.kind')} {...form.getInputProps('kind')}>
          <Group mt="xs" gap="lg">
            <Radio value={String(ROLE_IDS.personalDevelopment)} label={t('auth.register.kindPersonal')} />
            <Radio value={String(ROLE_IDS.business)} label={t('auth.register.kindBusiness')} />
          </Group>
        </Radio.Group>
        <TermsCheckbox {...form.getInputProps('acceptTerms', { type: 'checkbox' })} />
        <Button type="submit" fullWidth size="md" loading={register.isPending}>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
