import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type PersonSummary } from '@stillpoint/contracts';
import { toastOutcome } from '../../../lib/notify';
import { useChangeToPatient } from '../api/change-to-patient';
import { useClinicOptions } from '../api/get-clinic-options';

/** Makes a front user a patient of the clinic picked here (admin/users/change_to_patient). */
export function ChangeToPatientModal({ user, onClose }: { user: PersonSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={user !== null}
      onClose={onClose}
      title={t('users.toPatientTitle', { name: user?.fullName ?? '' })}
      closeButtonProps={{ 'aria-label': t('users.close') }}
    >
      {user && <ChangeToPatientForm key={user.userid} user={user} onDone={onClose} />}
    </Modal>
  );
}

function ChangeToPatientForm({ user, onDone }: { user: PersonSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const clinics = useClinicOptions();
  const change = useChangeToPatient();
  const [clinicId, setClinicId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!clinicId) {
          setError(t('users.fields.clinicRequired'));
          return;
        }
        change.mutate(
          { userid: user.userid, clinicId: Number(clinicId) },
          toastOutcome(MESSAGES.userUpdated, MESSAGES.somethingIsWrong, onDone),
        );
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('users.toPatientHint')}</Text>
        <Select
          label={t('users.fields.clinic')}
          data={clinics.data ?? []}
          value={clinicId}
          onChange={(value) => {
            setClinicId(value);
            setError(null);
          }}
          error={error}
          required
          withAsterisk={false}
          searchable
          nothingFoundMessage={t('users.noClinic')}
          comboboxProps={{ withinPortal: false }}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('users.toPatientSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
