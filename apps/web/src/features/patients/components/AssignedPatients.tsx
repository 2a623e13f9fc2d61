import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PeopleTable, usePagedSearch } from '../../../lib/ui/PeopleTable';
import { useAssignedPatients } from '../api/get-assigned-patients';

/** The signed-in employee's assigned patients (and only those); each opens the patient record (PatientDetail). */
export function AssignedPatientsList({
  detailPath,
  nameAddon,
}: {
  detailPath: (userid: number) => string;
  /** Shown after a patient's name (the page's safety alert badge). */
  nameAddon?: (patient: { userid: number }) => ReactNode;
}) {
  const { t } = useTranslation();
  const paging = usePagedSearch();
  const query = useAssignedPatients(paging.params);
  return (
    <PeopleTable
      ns="myPatients"
      paging={paging}
      query={query}
      tableLabel={t('myPatients.tableLabel')}
      detailPath={detailPath}
      nameAddon={nameAddon}
      minWidth={480}
    />
  );
}
