import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type EmployeeSummary } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useAssignPatients } from '../api/assign-patients';
import { useAssignablePatients } from '../api/get-assignable-patients';

/** Chooses the patients assigned to an employee (the list replaces the previous one). */
export function AssignPatientsModal({ employee, onClose }: { employee: EmployeeSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={employee !== null}
      onClose={onClose}
      title={t('employees.assignTitle', { name: employee?.fullName ?? '' })}
      closeButtonProps={{ 'aria-label': t('employees.close') }}
    >
      {employee && <AssignForm key={employee.userid} employee={employee} onDone={onClose} />}
    </Modal>
  );
}

function AssignForm({ employee, onDone }: { employee: EmployeeSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const patients = useAssignablePatients();
  const assign = useAssignPatients();
  const [selected, setSelected] = useState<string[]>(employee.assignedPatients.map((patient) => String(patient.userid)));
  const options = new Map<string, string>();
  for (const patient of employee.assignedPatients) options.set(String(patient.userid), patient.fullName);
  for (const patient of patients.data ?? []) options.set(String(patient.userid), patient.fullName);
  const data = [...options].map(([value, label]) => ({ value, label }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate(
      { userid: employee.userid, patientIds: selected.map(Number) },
      {
        onSuccess: (response) => {
          notify.success(response.message || MESSAGES.patientsAssigned);
          onDone();
        },
        onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingIsWrong)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {patients.isError && <Text role="alert">{errorMessage(patients.error, MESSAGES.somethingWentWrong)}</Text>}
        <MultiSelect
          label={t('employees.assignLabel')}
          description={t('employees.assignHint')}
          data={data}
          value={selected}
          onChange={setSelected}
          searchable
          clearable
          nothingFoundMessage={t('employees.noPatients')}
          comboboxProps={{ withinPortal: false }}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button type="submit" loading={assign.isPending}>
            {t('employees.saveAssign')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
