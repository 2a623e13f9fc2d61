import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@stillpoint/contracts';
import { useEndpointQuery } from '../../../lib/api-hooks';
import { QueryState } from '../../../lib/ui/QueryState';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { PATIENT_STREAKS } from '../api';

/**
 * "Challenges" on a patient's page, for the clinic and the patient's therapists: each challenge the patient
 * takes part in with the current and best streak, check-ins of the goal and the last check-in day.
 */
export function PatientStreaks({ userid, name }: { userid: number; name?: string }) {
  const { t } = useTranslation();
  const streaks = useEndpointQuery(PATIENT_STREAKS, { userid });
  return (
    <section aria-labelledby="patient-challenges">
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Title order={2} size="h3" id="patient-challenges">
            {t('challenges.patient.title')}
          </Title>
          <QueryState query={streaks}>
            {({ data }) =>
              data.length === 0 ? (
                <Text c="dimmed">{t('challenges.patient.empty', { name: name ?? t('challenges.patient.thisPatient') })}</Text>
              ) : (
                <TableFrame
                  labelledBy="patient-challenges"
                  minWidth={560}
                  highlightOnHover={false}
                  focusableScroller
                  label={t('challenges.patient.tableLabel')}
                  columns={[
                    t('challenges.patient.challenge'),
                    t('challenges.streak.current'),
                    t('challenges.streak.best'),
                    t('challenges.streak.checkIns'),
                    t('challenges.patient.lastCheckIn'),
                  ]}
                >
                  {data.map((row) => (
                    <Table.Tr key={row.challenge_id}>
                      <Table.Th scope="row" fw={500}>
                        {row.title}
                        {row.completed_at && (
                          <Text span size="sm" c="dimmed">
                            {' '}
                            ({t('challenges.patient.completed')})
                          </Text>
                        )}
                      </Table.Th>
                      <Table.Td>{t('challenges.streak.days', { count: row.current_streak })}</Table.Td>
                      <Table.Td>{t('challenges.streak.days', { count: row.best_streak })}</Table.Td>
                      <Table.Td>{t('challenges.streak.ofGoal', { done: row.check_ins, goal: row.goal_days })}</Table.Td>
                      <Table.Td>{row.last_day ? formatDay(row.last_day) : t('challenges.patient.never')}</Table.Td>
                    </Table.Tr>
                  ))}
                </TableFrame>
              )
            }
          </QueryState>
        </Stack>
      </Paper>
    </section>
  );
}
