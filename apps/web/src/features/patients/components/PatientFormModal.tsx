import { useTranslation } from 'react-i18next';
import { MESSAGES, type PatientSummary } from '@stillpoint/contracts';
import { employeesEndpoints } from '@stillpoint/contracts/endpoints/employees';
import { useEndpointQuery } from '../../../lib/api-hooks';
import { PersonFormModal, type PersonChoice } from '../../../lib/ui/PersonFormModal';
import { useCreatePatient } from '../api/create-patient';
import { useEditPatient } from '../api/edit-patient';

/**
 * Creates a patient (no password: the server e-mails an invitation), with their therapist (an employee of the
 * clinic) when chosen, or edits one.
 */
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
  // The clinic's employees to choose the therapist from (none offered when the clinic has no employees).
  const employees = useEndpointQuery(employeesEndpoints.clinicAllEmployees, { pageNo: 1, perPage: 100 }, { enabled: opened && !patient });
  const staff = employees.data?.data ?? [];
  const choices: PersonChoice[] =
    staff.length > 0
      ? [
          {
            field: 'employeeId',
            label: t('authoring.therapist'),
            description: t('authoring.therapistHint'),
            options: staff.map((employee) => ({ value: String(employee.userid), label: employee.fullName })),
            createOnly: true,
          },
        ]
      : [];
  return (
    <PersonFormModal
      opened={opened}
      onClose={onClose}
      person={patient}
      choices={choices}
      intake
      kind="patients"
      create={useCreatePatient()}
      edit={useEditPatient()}
      createdFallback={MESSAGES.patientAdded}
      updatedFallback={MESSAGES.userUpdated}
    />
  );
}
