import { useState } from 'react';
import { Anchor, Button, Group, Pagination, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES, formatDateTime } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useAssignedPatientDetail } from '../api/get-assigned-patient-detail';
import { useAssignedPatients } from '../api/get-assigned-patients';

/** The signed-in employee's assigned patients (and only those). */
export function AssignedPatientsList({ detailPath }: { detailPath: (userid: number) => string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const query = useAssignedPatients({ pageNo: page, perPage: 10, ...(search ? { search } : {}) });
  return (
    <Stack gap="md">
      <form
        role="search"
        aria-label={t('patients.searchRegion')}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft.trim());
          setPage(1);
        }}
      >
        <Group gap="xs" align="flex-end">
          <TextInput
            type="search"
            label={t('patients.searchLabel')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
          />
          <Button type="submit" variant="default">
            {t('patients.search')}
          </Button>
        </Group>
      </form>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Text role="alert">{errorMessage(query.error, MESSAGES.somethingWentWrong)}</Text>
      ) : query.data.patients.length === 0 ? (
        <Text c="dimmed">{search ? t('patients.emptyFor', { search }) : t('myPatients.empty')}</Text>
      ) : (
        <Paper withBorder radius="lg">
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="sm" aria-label={t('myPatients.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('patients.columns.name')}</Table.Th>
                  <Table.Th scope="col">{t('patients.columns.email')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.patients.map((patient) => (
                  <Table.Tr key={patient.userid}>
                    <Table.Td>
                      <Anchor component={Link} to={detailPath(patient.userid)} fw={500}>
                        {patient.fullName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{patient.email}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {query.data && query.data.totalPages > 1 && (
        <Pagination
          total={query.data.totalPages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
        />
      )}
    </Stack>
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
