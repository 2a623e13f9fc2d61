import { useState } from 'react';
import { Button, Grid, Group, Pagination, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, formatDateTime, type PatientChartData } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { BarChart } from '../../../lib/ui/BarChart';
import { PackagesSection } from '../../../lib/ui/PackagesSection';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { QueryState } from '../../../lib/ui/QueryState';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { usePatientActivity } from '../api/get-patient-activity';
import { usePatientChartData } from '../api/get-patient-chart-data';
import { usePatientDetail } from '../api/get-patient-detail';
import { usePatientPackages } from '../api/get-patient-packages';
import { usePatientStatistics } from '../api/get-patient-statistics';
import { PatientApprovals } from './PatientsList';

/** Activity entries per page on a patient's page. */
export const ACTIVITY_PER_PAGE = 10;

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

/**
 * A clinic's patient: details with both approvals, statistics, practice, the last 30 days per day (a bar
 * chart with the active days as a table beside it), the packages the clinic can give, and the recorded
 * activity page by page (reads are audited).
 */
export function PatientDetail({ userid }: { userid: number }) {
  const { t } = useTranslation();
  const detail = usePatientDetail({ userid });
  const statistics = usePatientStatistics({ userid });
  const chart = usePatientChartData({ userid, days: 30 });

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

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{patient.fullName}</Title>
        <Group gap="xs">
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {patient.email}
          </Text>
          <PatientApprovals patient={patient} />
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
        <QueryState query={chart}>{(data) => <PatientChart data={data} />}</QueryState>
      </section>

      <PatientPackages />

      <PatientActivity userid={userid} />
    </Stack>
  );
}

/** The packages the clinic can give this patient (none until packages exist: the section says so). */
function PatientPackages() {
  const { t } = useTranslation();
  return (
    <PackagesSection
      id="patient-packages"
      query={usePatientPackages()}
      hint={t('patients.packagesHint')}
      titleSize="h4"
      framed={false}
    />
  );
}

/** Sign-ins and activities per day as bars, and the days with any as a table (the chart's accessible alternative). */
function PatientChart({ data }: { data: PatientChartData }) {
  const { t } = useTranslation();
  const activeDays = data.series.filter((day) => day.logins > 0 || day.activities > 0);
  if (activeDays.length === 0) return <Text c="dimmed">{t('patients.chartEmpty')}</Text>;
  const dayLabel = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <BarChart
          summary={t('patients.chart.summary', { days: data.series.length, active: activeDays.length })}
          labelEvery={5}
          series={[
            { key: 'logins', label: t('patients.chart.logins'), tone: 'primary' },
            { key: 'activities', label: t('patients.chart.activities'), tone: 'secondary' },
          ]}
          points={data.series.map((day) => ({
            key: day.date,
            label: dayLabel(day.date),
            values: { logins: day.logins, activities: day.activities },
          }))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TableFrame
          label={t('patients.chart.tableLabel')}
          minWidth={260}
          highlightOnHover={false}
          columns={[t('patients.chart.date'), t('patients.chart.logins'), t('patients.chart.activities')]}
        >
          {activeDays.map((day) => (
            <Table.Tr key={day.date}>
              <Table.Th scope="row" fw={500}>
                {dayLabel(day.date)}
              </Table.Th>
              <Table.Td>{day.logins}</Table.Td>
              <Table.Td>{day.activities}</Table.Td>
            </Table.Tr>
          ))}
        </TableFrame>
      </Grid.Col>
    </Grid>
  );
}

/** The patient's recorded actions, newest first, ten a page with a pager. */
function PatientActivity({ userid }: { userid: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const activity = usePatientActivity({ userid, pageNo: page, perPage: ACTIVITY_PER_PAGE });
  return (
    <section aria-labelledby="patient-activity">
      <Title order={2} size="h4" id="patient-activity" mb="sm">
        {t('patients.activityTitle')}
      </Title>
      <QueryState query={activity}>
        {({ entries, totalPages }) =>
          entries.length === 0 ? (
            <Text c="dimmed">{t('patients.activityEmpty')}</Text>
          ) : (
            <Stack gap="md">
              <Paper withBorder radius="lg" p="md">
                <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="patient-activity">
                  {entries.map((entry) => (
                    <li key={entry.id}>
                      <Group justify="space-between" gap="sm" wrap="nowrap">
                        <Text>{entry.label}</Text>
                        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          {formatDateTime(entry.at)}
                        </Text>
                      </Group>
                    </li>
                  ))}
                </Stack>
              </Paper>
              {totalPages > 1 && (
                <Pagination
                  total={totalPages}
                  value={page}
                  onChange={setPage}
                  aria-label={t('patients.activityPager')}
                  getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
                  getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
                />
              )}
            </Stack>
          )
        }
      </QueryState>
    </section>
  );
}
