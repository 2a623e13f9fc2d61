import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MESSAGES, inviteInput } from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, optionalText, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useInvitePatient } from '../api/invite-patient';

interface Values {
  email: string;
  fullName: string;
}

/** Invites a person by e-mail to become a patient of the clinic. */
export function InvitePatientModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={opened}
      onClose={onClose}
      title={t('patients.inviteTitle')}
      closeButtonProps={{ 'aria-label': t('patients.close') }}
    >
      {opened && <InviteForm onDone={onClose} />}
    </Modal>
  );
}

function InviteForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const invite = useInvitePatient();
  const toInput = (values: Values) => ({ email: values.email.trim(), fullName: optionalText(values.fullName) });
  const form = useForm<Values>({ initialValues: { email: '', fullName: '' }, validate: schemaValidator(inviteInput, toInput) });
  const submit = form.onSubmit((values) => {
    invite.mutate(toInput(values), {
      onSuccess: (response) => {
        notify.success(response.message || MESSAGES.invitationsSent);
        onDone();
      },
      onError: (error) => {
        if (!applyServerErrors(error, form, ['email', 'fullName'])) notify.error(errorMessage(error, MESSAGES.emailSendingField));
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('patients.fields.email')}
          type="email"
          required
          withAsterisk={false}
          data-autofocus
          {...form.getInputProps('email')}
        />
        <TextInput label={t('patients.fields.fullNameOptional')} {...form.getInputProps('fullName')} />
        <Group justify="flex-end">
          <Button type="submit" loading={invite.isPending}>
            {t('patients.sendInvitation')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
