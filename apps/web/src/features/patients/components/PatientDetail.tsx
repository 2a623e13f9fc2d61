import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, formatDateTime } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { usePatientActivity } from '../api/get-patient-activity';
import { usePatientChartData } from '../api/get-patient-chart-data';
import { usePatientDetail } from '../api/get-patient-detail';
import { usePatientStatistics } from '../api/get-patient-statistics';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** A clinic's patient: details, statistics, the last 30 days per day, and recent activity (reads are audited). */
export function PatientDetail({ userid }: { userid: number }) {
  const { t } = useTranslation();
  const detail = usePatientDetail({ userid });
  const statistics = usePatientStatistics({ userid });
  const chart = usePatientChartData({ userid, days: 30 });
  const activity = usePatientActivity({ userid, pageNo: 1, perPage: 10 });

  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <Title order={1}>{t('patients.detailTitle')}</Title>
        <Text role="alert">{errorMessage(detail.error, MESSAGES.somethingWentWrong)}</Text>
        <Button variant="light" onClick={() => void detail.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Stack>
    );
  }
  const patient = detail.data;
  const activeDays = chart.data?.series.filter((day) => day.logins > 0 || day.activities > 0) ?? [];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{patient.fullName}</Title>
        <Group gap="xs">
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {patient.email}
          </Text>
          <Badge variant={patient.confirmedByAdmin ? 'light' : 'default'} tt="none">
            {patient.confirmedByAdmin ? t('patients.status.approved') : t('patients.status.notApproved')}
          </Badge>
        </Group>
        <Text size="sm">
          {t('patients.assignedTo')}: {patient.assignedEmployees.map((employee) => employee.fullName).join(', ') || '—'}
        </Text>
      </Stack>

      <section aria-labelledby="patient-statistics">
        <Title order={2} size="h4" id="patient-statistics" mb="sm">
          {t('patients.statisticsTitle')}
        </Title>
        {statistics.data ? (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
            <Stat label={t('patients.stats.memberSince')} value={formatDateTime(statistics.data.memberSince)} />
            <Stat label={t('patients.stats.logins')} value={statistics.data.logins} />
            <Stat label={t('patients.stats.logins30Days')} value={statistics.data.logins30Days} />
            <Stat label={t('patients.stats.activities30Days')} value={statistics.data.activities30Days} />
            <Stat label={t('patients.stats.activeSessions')} value={statistics.data.activeSessions} />
            <Stat label={t('patients.stats.assignedEmployees')} value={statistics.data.assignedEmployees} />
          </SimpleGrid>
        ) : statistics.isError ? (
          <Text role="alert">{errorMessage(statistics.error, MESSAGES.somethingWentWrong)}</Text>
        ) : (
          <PageLoader />
        )}
      </section>

      <section aria-labelledby="patient-practice">
        <Title order={2} size="h4" id="patient-practice" mb="sm">
          {t('patients.practiceTitle')}
        </Title>
        {statistics.data ? (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
            <Stat label={t('patients.practice.classesJoined')} value={statistics.data.practice.classesJoined} />
            <Stat label={t('patients.practice.classesCompleted')} value={statistics.data.practice.classesCompleted} />
            <Stat label={t('patients.practice.contentsCompleted')} value={statistics.data.practice.contentsCompleted} />
            <Stat label={t('patients.practice.meditationsPlayed')} value={statistics.data.practice.meditationsPlayed} />
            <Stat label={t('patients.practice.meditationsCompleted')} value={statistics.data.practice.meditationsCompleted} />
            <Stat label={t('patients.practice.minutesPractised')} value={statistics.data.practice.minutesPractised} />
          </SimpleGrid>
        ) : statistics.isError ? (
          <Text role="alert">{errorMessage(statistics.error, MESSAGES.somethingWentWrong)}</Text>
        ) : (
          <PageLoader />
        )}
      </section>

      <section aria-labelledby="patient-chart">
        <Title order={2} size="h4" id="patient-chart" mb="sm">
          {t('patients.chartTitle')}
        </Title>
        {activeDays.length === 0 ? (
          <Text c="dimmed">{chart.isPending ? t('common.loading') : t('patients.chartEmpty')}</Text>
        ) : (
          <Table aria-labelledby="patient-chart" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('patients.chart.date')}</Table.Th>
                <Table.Th scope="col">{t('patients.chart.logins')}</Table.Th>
                <Table.Th scope="col">{t('patients.chart.activities')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {activeDays.map((day) => (
                <Table.Tr key={day.date}>
                  <Table.Td>{day.date}</Table.Td>
                  <Table.Td>{day.logins}</Table.Td>
                  <Table.Td>{day.activities}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </section>

      <section aria-labelledby="patient-activity">
        <Title order={2} size="h4" id="patient-activity" mb="sm">
          {t('patients.activityTitle')}
        </Title>
        {activity.data && activity.data.length > 0 ? (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {activity.data.map((entry) => (
              <li key={entry.id}>
                <Group justify="space-between" gap="sm">
                  <Text>{entry.label}</Text>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(entry.at)}
                  </Text>
                </Group>
              </li>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{activity.isPending ? t('common.loading') : t('patients.activityEmpty')}</Text>
        )}
      </section>
    </Stack>
  );
}
