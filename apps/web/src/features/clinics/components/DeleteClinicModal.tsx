import { useState } from 'react';
import { Button, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type ClinicDetail } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useDeleteClinic } from '../api/delete-clinic';

type PatientsChoice = 'move' | 'make_personal' | 'delete';

/** Deletes a clinic and its staff; when it has patients, the admin chooses explicitly what happens to them. */
export function DeleteClinicModal({
  clinic,
  clinics,
  onClose,
  onDeleted,
}: {
  clinic: ClinicDetail | null;
  clinics: ClinicDetail[];
  onClose: () => void;
  /** After the clinic was deleted (the dialog closes first). */
  onDeleted?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={clinic !== null}
      onClose={onClose}
      title={t('clinics.deleteTitle')}
      closeButtonProps={{ 'aria-label': t('clinics.close') }}
    >
      {clinic && (
        <DeleteForm
          key={clinic.id}
          clinic={clinic}
          others={clinics.filter((other) => other.id !== clinic.id)}
          onCancel={onClose}
          onDeleted={() => {
            onClose();
            onDeleted?.();
          }}
        />
      )}
    </Modal>
  );
}

function DeleteForm({
  clinic,
  others,
  onCancel,
  onDeleted,
}: {
  clinic: ClinicDetail;
  others: ClinicDetail[];
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteClinic();
  const [choice, setChoice] = useState<PatientsChoice | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const hasPatients = clinic.patients > 0;
  const ready = !hasPatients || (choice !== null && (choice !== 'move' || target !== null));

  const onDelete = () => {
    const input =
      hasPatients && choice
        ? { id: clinic.id, patients: choice, ...(choice === 'move' && target ? { moveToClinicId: Number(target) } : {}) }
        : { id: clinic.id };
    remove.mutate(input, {
      onSuccess: (response) => {
        notify.success(response.message);
        onDeleted();
      },
      onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingIsWrong)),
    });
  };

  return (
    <Stack gap="md">
      <Text>{t('clinics.deleteConfirm', { name: clinic.name, staff: clinic.clinicUsers + clinic.employees })}</Text>
      {hasPatients && (
        <Radio.Group
          label={t('clinics.patientsChoice', { count: clinic.patients })}
          value={choice}
          onChange={(value) => setChoice(value as PatientsChoice)}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="move" label={t('clinics.choices.move')} disabled={others.length === 0} />
            <Radio value="make_personal" label={t('clinics.choices.makePersonal')} />
            <Radio value="delete" label={t('clinics.choices.delete')} />
          </Stack>
        </Radio.Group>
      )}
      {hasPatients && choice === 'move' && (
        <Select
          label={t('clinics.moveTo')}
          data={others.map((other) => ({ value: String(other.id), label: other.name }))}
          value={target}
          onChange={setTarget}
          comboboxProps={{ withinPortal: false }}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('clinics.cancel')}
        </Button>
        <Button color="red" disabled={!ready} loading={remove.isPending} onClick={onDelete}>
          {t('clinics.confirmDelete')}
        </Button>
      </Group>
    </Stack>
  );
}
