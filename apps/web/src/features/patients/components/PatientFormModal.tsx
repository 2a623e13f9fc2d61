import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MESSAGES, newPersonInput, personEditInput, type PatientSummary } from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, optionalText, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PasswordField } from '../../../lib/ui/PasswordField';
import { useCreatePatient } from '../api/create-patient';
import { useEditPatient } from '../api/edit-patient';

interface Values {
  fullName: string;
  email: string;
  username: string;
  phone: string;
  password: string;
}

const FIELDS = ['fullName', 'email', 'username', 'phone', 'password'] as const;

/** Creates a patient (no password: the server e-mails an invitation) or edits one. */
export function PatientFormModal({
  opened,
  onClose,
  patient,
}: {
  opened: boolean;
  onClose: () => void;
  patient?: PatientSummary | null;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={opened}
      onClose={onClose}
      title={patient ? t('patients.editTitle') : t('patients.createTitle')}
      closeButtonProps={{ 'aria-label': t('patients.close') }}
    >
      {opened && <PatientForm key={patient?.userid ?? 'new'} patient={patient ?? null} onDone={onClose} />}
    </Modal>
  );
}

function PatientForm({ patient, onDone }: { patient: PatientSummary | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreatePatient();
  const edit = useEditPatient();
  const toCreate = (values: Values) => ({
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    username: optionalText(values.username),
    phone: optionalText(values.phone),
    password: optionalText(values.password),
  });
  const toEdit = (values: Values) => ({
    userid: patient?.userid ?? 0,
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    username: optionalText(values.username) ?? null,
    phone: optionalText(values.phone) ?? null,
  });
  const form = useForm<Values>({
    initialValues: {
      fullName: patient?.fullName ?? '',
      email: patient?.email ?? '',
      username: patient?.username ?? '',
      phone: patient?.phone ?? '',
      password: '',
    },
    validate: patient ? schemaValidator(personEditInput, toEdit) : schemaValidator(newPersonInput, toCreate),
  });
  const pending = create.isPending || edit.isPending;
  const onError = (error: unknown) => {
    if (!applyServerErrors(error, form, FIELDS)) notify.error(errorMessage(error, MESSAGES.somethingIsWrong));
  };

  const submit = form.onSubmit((values) => {
    if (patient) {
      edit.mutate(toEdit(values), {
        onSuccess: (response) => {
          notify.success(response.message || MESSAGES.userUpdated);
          onDone();
        },
        onError,
      });
    } else {
      create.mutate(toCreate(values), {
        onSuccess: (response) => {
          notify.success(response.message || MESSAGES.patientAdded);
          if (response.data.invitationSent) notify.info(t('patients.invitationSent', { email: response.data.email }));
          onDone();
        },
        onError,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('patients.fields.fullName')}
          required
          withAsterisk={false}
          data-autofocus
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label={t('patients.fields.email')}
          type="email"
          required
          withAsterisk={false}
          {...form.getInputProps('email')}
        />
        <TextInput label={t('patients.fields.username')} {...form.getInputProps('username')} />
        <TextInput label={t('patients.fields.phone')} type="tel" {...form.getInputProps('phone')} />
        {!patient && (
          <PasswordField
            label={t('patients.fields.password')}
            description={t('patients.fields.passwordHint')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {patient ? t('patients.saveEdit') : t('patients.saveCreate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
