import { Grid, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay, type Challenge } from '@stillpoint/contracts';
import { useEndpointQuery } from '../../../lib/api-hooks';
import { BarChart } from '../../../lib/ui/BarChart';
import { QueryState } from '../../../lib/ui/QueryState';
import { StatGrid } from '../../../lib/ui/StatGrid';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { PersonName } from '../../../lib/ui/PersonName';
import { MANAGE_CALLS, type ManageFamily } from '../api';

export interface PerDay {
  day: string;
  check_ins: number;
}

/** "Dec 01" under the chart's bars. */
const shortDay = (day: string) => formatDay(day).split(',')[0] ?? day;

/**
 * Check-ins per day as a bar chart, with the same figures in a table beside it (the chart's accessible
 * alternative: the drawing is one image with a summary).
 */
export function CheckInsChart({ perDay, headingId }: { perDay: readonly PerDay[]; headingId: string }) {
  const { t } = useTranslation();
  const total = perDay.reduce((sum, row) => sum + row.check_ins, 0);
  if (perDay.length === 0) return <Text c="dimmed">{t('challenges.stats.noCheckIns')}</Text>;
  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <BarChart
          summary={t('challenges.stats.chartSummary', { days: perDay.length, count: total })}
          series={[{ key: 'check_ins', label: t('challenges.stats.checkIns'), tone: 'primary' }]}
          points={perDay.map((row) => ({ key: row.day, label: shortDay(row.day), values: { check_ins: row.check_ins } }))}
          labelEvery={perDay.length > 14 ? Math.ceil(perDay.length / 7) : 1}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TableFrame labelledBy={headingId} minWidth={220} highlightOnHover={false} columns={[t('challenges.stats.day'), t('challenges.stats.checkIns')]}>
          {perDay.map((row) => (
            <Table.Tr key={row.day}>
              <Table.Th scope="row" fw={500}>
                {formatDay(row.day)}
              </Table.Th>
              <Table.Td>{row.check_ins}</Table.Td>
            </Table.Tr>
          ))}
        </TableFrame>
      </Grid.Col>
    </Grid>
  );
}

/** A challenge's numbers for its manager: joined, active today, completion rate, check-ins per day, and the participants. */
export function ChallengeStats({ family, challenge, onClose }: { family: ManageFamily; challenge: Challenge | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={challenge !== null}
      onClose={onClose}
      title={t('challenges.stats.title', { title: challenge?.title ?? '' })}
      closeButtonProps={{ 'aria-label': t('challenges.close') }}
      size="xl"
    >
      {challenge && <StatsBody family={family} id={challenge.id} />}
    </Modal>
  );
}

function StatsBody({ family, id }: { family: ManageFamily; id: number }) {
  const { t } = useTranslation();
  const stats = useEndpointQuery(MANAGE_CALLS[family].stats, { id });
  const participants = useEndpointQuery(MANAGE_CALLS[family].participants, { id });
  return (
    <Stack gap="lg">
      <QueryState query={stats}>
        {({ data }) => (
          <Stack gap="lg">
            <StatGrid
              cols={4}
              stats={[
                [t('challenges.stats.joined'), data.participants],
                [t('challenges.stats.activeToday'), data.active_today],
                [t('challenges.stats.completed'), data.completed],
                [t('challenges.stats.completionRate'), `${Math.round(data.completion_rate * 100)}%`],
              ]}
            />
            <section aria-labelledby="per-day-heading">
              <Title order={3} size="h4" id="per-day-heading" mb="sm">
                {t('challenges.stats.perDay')}
              </Title>
              <CheckInsChart perDay={data.per_day} headingId="per-day-heading" />
            </section>
          </Stack>
        )}
      </QueryState>
      <section aria-labelledby="manage-participants-heading">
        <Title order={3} size="h4" id="manage-participants-heading" mb="sm">
          {t('challenges.stats.participants')}
        </Title>
        <QueryState query={participants}>
          {({ data }) =>
            data.length === 0 ? (
              <Text c="dimmed">{t('challenges.detail.noParticipants')}</Text>
            ) : (
              <TableFrame
                labelledBy="manage-participants-heading"
                minWidth={480}
                highlightOnHover={false}
                columns={[t('challenges.table.person'), t('challenges.streak.current'), t('challenges.streak.best'), t('challenges.streak.checkIns'), t('challenges.table.completed')]}
              >
                {data.map((row, index) => (
                  <Table.Tr key={row.person.userid ?? `p-${index}`}>
                    <Table.Th scope="row" fw={500}>
                      <PersonName person={row.person} />
                    </Table.Th>
                    <Table.Td>{t('challenges.streak.days', { count: row.current_streak })}</Table.Td>
                    <Table.Td>{t('challenges.streak.days', { count: row.best_streak })}</Table.Td>
                    <Table.Td>{row.check_ins}</Table.Td>
                    <Table.Td>{row.completed ? t('challenges.table.yes') : t('challenges.table.no')}</Table.Td>
                  </Table.Tr>
                ))}
              </TableFrame>
            )
          }
        </QueryState>
      </section>
    </Stack>
  );
}
