import { APP_MESSAGES, MESSAGES, type EmployeeSummary } from '@stillpoint/contracts';
import { PersonFormModal } from '../../../lib/ui/PersonFormModal';
import { useCreateEmployee } from '../api/create-employee';
import { useEditEmployee } from '../api/edit-employee';

/** Creates an employee (no password: the server e-mails an invitation) or edits one. */
export function EmployeeFormModal({
  opened,
  onClose,
  employee,
}: {
  opened: boolean;
  onClose: () => void;
  employee?: EmployeeSummary | null;
}) {
  return (
    <PersonFormModal
      opened={opened}
      onClose={onClose}
      person={employee}
      kind="employees"
      create={useCreateEmployee()}
      edit={useEditEmployee()}
      createdFallback={APP_MESSAGES.employeeAdded}
      updatedFallback={MESSAGES.employeeUpdated}
    />
  );
}
