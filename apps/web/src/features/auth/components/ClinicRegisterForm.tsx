import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MESSAGES, clinicRegisterInput } from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, optionalText, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useRegisterClinic, type ClinicRegisterInput } from '../api/register-clinic';
import { SignUpFields } from './SignUpFields';

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
  const submit = form.onSubmit((values) => {
    register.mutate(toInput(values), {
      onSuccess: (response) => onRegistered(response.data.email),
      onError: (error) => {
        if (!applyServerErrors(error, form, FIELDS)) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <SignUpFields
        form={form}
        checkEmail
        before={
          <TextInput
            label={t('auth.fields.clinicName')}
            autoComplete="organization"
            required
            withAsterisk={false}
            {...form.getInputProps('clinicName')}
          />
        }
        middle={
          <TextInput type="tel" label={t('auth.fields.phoneOptional')} autoComplete="tel" {...form.getInputProps('phone')} />
        }
        submitLabel={t('auth.registerClinic.submit')}
        loading={register.isPending}
      />
    </form>
  );
}
