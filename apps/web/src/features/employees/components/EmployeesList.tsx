import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EmployeeSummary } from '@stillpoint/contracts';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { PeopleTable, usePagedSearch } from '../../../lib/ui/PeopleTable';
import { useDeleteEmployee } from '../api/delete-employee';
import { useClinicEmployees } from '../api/get-clinic-employees';
import { AssignPatientsModal } from './AssignPatientsModal';
import { EmployeeFormModal } from './EmployeeFormModal';

/** The clinic's employees: search, pages, create, and per employee detail, edit, assign patients, delete. */
export function EmployeesList({ detailPath }: { detailPath: (userid: number) => string }) {
  const { t } = useTranslation();
  const paging = usePagedSearch();
  const query = useClinicEmployees(paging.params);
  const [formOpened, formModal] = useDisclosure(false);
  const [editing, setEditing] = useState<EmployeeSummary | null>(null);
  const [assigning, setAssigning] = useState<EmployeeSummary | null>(null);
  const deletion = useConfirmDelete(
    'employees',
    useDeleteEmployee(),
    (employee: EmployeeSummary) => ({ userid: employee.userid }),
    (employee) => employee.fullName,
  );
  const openForm = (employee: EmployeeSummary | null) => {
    setEditing(employee);
    formModal.open();
  };

  return (
    <>
      <PeopleTable
        ns="employees"
        paging={paging}
        query={query}
        tableLabel={t('employees.tableLabel')}
        detailPath={detailPath}
        toolbar={
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => openForm(null)}>
            {t('employees.create')}
          </Button>
        }
        columns={[
          {
            key: 'patients',
            header: t('employees.columns.patients'),
            cell: (employee) => employee.assignedPatients.map((patient) => patient.fullName).join(', ') || '—',
          },
        ]}
        onDelete={deletion.ask}
        actions={(employee) => (
          <>
            <Menu.Item onClick={() => setAssigning(employee)}>{t('employees.assign')}</Menu.Item>
            <Menu.Item onClick={() => openForm(employee)}>{t('employees.edit')}</Menu.Item>
          </>
        )}
      />
      <EmployeeFormModal opened={formOpened} onClose={formModal.close} employee={editing} />
      <AssignPatientsModal employee={assigning} onClose={() => setAssigning(null)} />
      {deletion.modal}
    </>
  );
}
