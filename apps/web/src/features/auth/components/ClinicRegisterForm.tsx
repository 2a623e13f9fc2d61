import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MESSAGES, clinicRegisterInput } from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, optionalText, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PasswordField } from '../../../lib/ui/PasswordField';
import { useRegisterClinic, type ClinicRegisterInput } from '../api/register-clinic';
import { useEmailAvailability } from '../hooks/use-email-availability';
import { TermsCheckbox } from './TermsCheckbox';

interface ClinicRegisterValues {
  clinicName: string;
  fullName: string;
  email: string;
  phone: string;
  password: string;
  acceptTerms: boolean;
}

const FIELDS = ['clinicName', 'fullName', 'email', 'phone', 'password', 'acceptTerms'] as const;

function toInput(values: ClinicRegisterValues): ClinicRegisterInput {
  return {
    clinicName: values.clinicName.trim(),
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: optionalText(values.phone),
    password: values.password,
    acceptTerms: values.acceptTerms as true,
  };
}

/** A clinic registers itself with its clinic account. */
export function ClinicRegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation();
  const register = useRegisterClinic();
  const form = useForm<ClinicRegisterValues>({
    initialValues: { clinicName: '', fullName: '', email: '', phone: '', password: '', acceptTerms: false },
    validate: schemaValidator(clinicRegisterInput, toInput),
  });
  const availability = useEmailAvailability((message) => form.setFieldError('email', message));

  const submit = form.onSubmit((values) => {
    register.mutate(toInput(values), {
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
          label={t('auth.fields.clinicName')}
          autoComplete="organization"
          required
          withAsterisk={false}
          {...form.getInputProps('clinicName')}
        />
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
        <TextInput type="tel" label={t('auth.fields.phoneOptional')} autoComplete="tel" {...form.getInputProps('phone')} />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="new-password"
          description={t('auth.register.passwordHint')}
          required
          withAsterisk={false}
          {...form.getInputProps('password')}
        />
        <TermsCheckbox {...form.getInputProps('acceptTerms', { type: 'checkbox' })} />
        <Button type="submit" fullWidth size="md" loading={register.isPending}>
          {t('auth.registerClinic.submit')}
        </Button>
      </Stack>
    </form>
  );
}
