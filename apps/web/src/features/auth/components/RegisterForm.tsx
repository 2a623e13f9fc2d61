import { Group, Radio, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MESSAGES, ROLE_IDS, registerInput } from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, optionalText, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useRegister, type RegisterInput } from '../api/register';
import { SignUpFields } from './SignUpFields';

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
        middle={
          <TextInput
            label={t('auth.fields.usernameOptional')}
            autoComplete="username"
            description={t('auth.register.usernameHint')}
            {...form.getInputProps('username')}
          />
        }
        after={
          <Radio.Group label={t('auth.register.kind')} {...form.getInputProps('kind')}>
            <Group mt="xs" gap="lg">
              <Radio value={String(ROLE_IDS.personalDevelopment)} label={t('auth.register.kindPersonal')} />
              <Radio value={String(ROLE_IDS.business)} label={t('auth.register.kindBusiness')} />
            </Group>
          </Radio.Group>
        }
        submitLabel={t('auth.register.submit')}
        loading={register.isPending}
      />
    </form>
  );
}
