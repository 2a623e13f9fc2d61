import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { APP_MESSAGES, MESSAGES, weblinkRegisterInput } from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, schemaValidator } from '../../../lib/forms';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useRegisterWithWeblink } from '../api/register-with-weblink';
import { useWeblinkClinic } from '../api/weblink-clinic';
import { FormAlert } from './FormAlert';
import { SignUpFields } from './SignUpFields';

interface Values {
  fullName: string;
  email: string;
  password: string;
  acceptTerms: boolean;
}

const FIELDS = ['fullName', 'email', 'password', 'acceptTerms'] as const;

/** Signs a new patient up into the clinic a registration web link names (shown first). */
export function WeblinkRegisterForm({ token, onRegistered }: { token: string; onRegistered: (email: string) => void }) {
  const { t } = useTranslation();
  const clinic = useWeblinkClinic(token);
  const register = useRegisterWithWeblink();
  const toInput = (values: Values) => ({
    token,
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    password: values.password,
    acceptTerms: values.acceptTerms as true,
  });
  const form = useForm<Values>({
    initialValues: { fullName: '', email: '', password: '', acceptTerms: false },
    validate: schemaValidator(weblinkRegisterInput, toInput),
  });

  if (clinic.isPending) return <PageLoader />;
  if (clinic.isError) {
    return (
      <FormAlert>
        <Text size="sm">{errorMessage(clinic.error, APP_MESSAGES.invalidLink)}</Text>
      </FormAlert>
    );
  }

  const submit = form.onSubmit((values) => {
    register.mutate(toInput(values), {
      onSuccess: (response) => onRegistered(response.data.email),
      onError: (error) => {
        if (!applyServerErrors(error, form, FIELDS))
          form.setFieldError('email', errorMessage(error, MESSAGES.somethingWentWrong));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text ta="center">{t('auth.weblink.joining', { clinic: clinic.data.clinicName })}</Text>
        <SignUpFields form={form} submitLabel={t('auth.weblink.submit')} loading={register.isPending} />
      </Stack>
    </form>
  );
}
