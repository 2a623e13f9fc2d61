import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, formatDateTime } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { PeopleTable, usePagedSearch } from '../../../lib/ui/PeopleTable';
import { useAssignedPatientDetail } from '../api/get-assigned-patient-detail';
import { useAssignedPatients } from '../api/get-assigned-patients';

/** The signed-in employee's assigned patients (and only those). */
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

/** One assigned patient's detail, for their employee. */
export function AssignedPatientDetail({ userid }: { userid: number }) {
  const { t } = useTranslation();
  const detail = useAssignedPatientDetail(userid);
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    return (
      <Stack gap="sm">
        <Title order={1}>{t('myPatients.detailTitle')}</Title>
        <Text role="alert">{errorMessage(detail.error, MESSAGES.somethingWentWrong)}</Text>
      </Stack>
    );
  }
  const patient = detail.data;
  return (
    <Stack gap="md">
      <Title order={1}>{patient.fullName}</Title>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="xs">
          <Text style={{ overflowWrap: 'anywhere' }}>
            {t('patients.columns.email')}: {patient.email}
          </Text>
          {patient.phone && (
            <Text>
              {t('accountPage.phone')}: {patient.phone}
            </Text>
          )}
          <Text>
            {t('patients.stats.memberSince')}: {formatDateTime(patient.createdAt)}
          </Text>
          <Text>
            {t('myPatients.assignedTo')}: {patient.assignedEmployees.map((employee) => employee.fullName).join(', ') || '—'}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
