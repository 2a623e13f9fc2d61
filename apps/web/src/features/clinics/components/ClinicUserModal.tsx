import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MESSAGES, newClinicPersonInput, type ClinicDetail } from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, optionalText, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PasswordField } from '../../../lib/ui/PasswordField';
import { useCreateClinicUser } from '../api/create-clinic-user';

interface Values {
  fullName: string;
  email: string;
  password: string;
}

/** Creates a clinic account (role clinic) of a clinic; without a password an invitation is e-mailed. */
export function ClinicUserModal({ clinic, onClose }: { clinic: ClinicDetail | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={clinic !== null}
      onClose={onClose}
      title={t('clinics.userTitle', { name: clinic?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('clinics.close') }}
    >
      {clinic && <ClinicUserForm key={clinic.id} clinic={clinic} onDone={onClose} />}
    </Modal>
  );
}

function ClinicUserForm({ clinic, onDone }: { clinic: ClinicDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateClinicUser();
  const toInput = (values: Values) => ({
    clinicId: clinic.id,
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    password: optionalText(values.password),
  });
  const form = useForm<Values>({
    initialValues: { fullName: '', email: '', password: '' },
    validate: schemaValidator(newClinicPersonInput, toInput),
  });
  const submit = form.onSubmit((values) => {
    create.mutate(toInput(values), {
      onSuccess: (response) => {
        if (response.status !== true) {
          notify.error(response.message || MESSAGES.somethingIsWrong);
          return;
        }
        notify.success(response.message || MESSAGES.clinicUserAdded);
        onDone();
      },
      onError: (error) => {
        if (!applyServerErrors(error, form, ['fullName', 'email', 'password']))
          notify.error(errorMessage(error, MESSAGES.somethingIsWrong));
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('clinics.fields.fullName')}
          required
          withAsterisk={false}
          data-autofocus
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label={t('clinics.fields.userEmail')}
          type="email"
          required
          withAsterisk={false}
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('clinics.fields.password')}
          description={t('clinics.fields.passwordHint')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('clinics.saveUser')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
