import { MESSAGES, type PatientSummary } from '@stillpoint/contracts';
import { PersonFormModal } from '../../../lib/ui/PersonFormModal';
import { useCreatePatient } from '../api/create-patient';
import { useEditPatient } from '../api/edit-patient';

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
  return (
    <PersonFormModal
      opened={opened}
      onClose={onClose}
      person={patient}
      kind="patients"
      create={useCreatePatient()}
      edit={useEditPatient()}
      createdFallback={MESSAGES.patientAdded}
      updatedFallback={MESSAGES.userUpdated}
    />
  );
}
