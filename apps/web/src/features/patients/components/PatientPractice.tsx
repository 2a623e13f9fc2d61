import { useState } from 'react';
import { Badge, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PRACTICE_WINDOW_DAYS,
  formatDateTime,
  practiceCounterKeys,
  type PatientChartData,
  type PracticeCounts,
  type PracticeEntry,
  type PracticePeriod,
} from '@stillpoint/contracts';
import { BarChart } from '../../../lib/ui/BarChart';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { StatGrid } from '../../../lib/ui/StatGrid';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { usePatientChartData, usePatientStatistics, usePracticeHistory, type RecordFamily } from '../api/record';
import { describeEntry, type EntryText } from './practice-entry';

/** Entries per page of the practice history. */
export const HISTORY_PER_PAGE = 10;

/**
 * "Practice": the counters of a period (the last 30 days or all time, chosen here and named in the headings),
 * the minutes per day of the last 30 days as a chart with its table, and the history of the same period,
 * newest first. Every counter counts the history's entries of the period (decision 0012), so the figures
 * and the list below them tell one story.
 */
export function PatientPractice({ family, userid, name }: { family: RecordFamily; userid: number; name: string }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<PracticePeriod>('last30Days');
  const [page, setPage] = useState(1);
  const statistics = usePatientStatistics(family, userid);
  const chart = usePatientChartData(family, userid, PRACTICE_WINDOW_DAYS);
  const periodName = t(`practice.periodsInline.${period}`);

  return (
    <section aria-labelledby="patient-practice">
      <Group justify="space-between" align="flex-end" gap="sm" mb="xs">
        <Title order={2} size="h3" id="patient-practice">
          {t('practice.title')}
        </Title>
        <SegmentedControl
          aria-label={t('practice.period')}
          value={period}
          onChange={(value) => {
            setPeriod(value as PracticePeriod);
            setPage(1);
          }}
          data={[
            { value: 'last30Days', label: t('practice.periods.last30Days') },
            { value: 'allTime', label: t('practice.periods.allTime') },
          ]}
        />
      </Group>
      <Text c="dimmed" mb="md">
        {t('practice.intro', { name })}
      </Text>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={3} size="h4" id="practice-figures">
            {t('practice.figuresTitle', { period: periodName })}
          </Title>
          <QueryState query={statistics}>{({ data }) => <PracticeFigures counts={data.practice[period]} />}</QueryState>
        </Stack>

        <Stack gap="xs">
          <Title order={3} size="h4" id="practice-chart">
            {t('practice.chartTitle', { days: PRACTICE_WINDOW_DAYS })}
          </Title>
          <QueryState query={chart}>{({ data }) => <PracticeChart data={data} />}</QueryState>
        </Stack>

        <Stack gap="xs">
          <Title order={3} size="h4" id="practice-history">
            {t('practice.historyTitle', { period: periodName })}
          </Title>
          <PracticeHistory family={family} userid={userid} period={period} page={page} onPage={setPage} />
        </Stack>
      </Stack>
    </section>
  );
}

function PracticeFigures({ counts }: { counts: PracticeCounts }) {
  const { t } = useTranslation();
  return <StatGrid cols={4} stats={practiceCounterKeys.map((key) => [t(`practice.counters.${key}`), counts[key]] as const)} />;
}

const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Minutes practised per day as bars; below, the days with any practice as a table of the same day's counters. */
function PracticeChart({ data }: { data: PatientChartData }) {
  const { t } = useTranslation();
  const columns = ['minutesPractised', 'meditationsPlayed', 'meditationsCompleted', 'contentsCompleted'] as const;
  // The days the table's figures have something on (a day of ratings only is in the history, not here).
  const activeDays = data.series.filter((day) => columns.some((key) => day.counts[key] > 0));
  if (activeDays.length === 0) return <Text c="dimmed">{t('practice.chartEmpty')}</Text>;
  return (
    <Stack gap="md">
      <BarChart
        summary={t('practice.chart.summary', { days: data.series.length, count: activeDays.length })}
        labelEvery={5}
        series={[{ key: 'minutes', label: t('practice.counters.minutesPractised'), tone: 'primary' }]}
        points={data.series.map((day) => ({
          key: day.date,
          label: dayLabel(day.date),
          values: { minutes: day.counts.minutesPractised },
        }))}
      />
      <TableFrame
        label={t('practice.chart.tableLabel')}
        minWidth={420}
        highlightOnHover={false}
        focusableScroller
        columns={[t('practice.chart.date'), ...columns.map((key) => t(`practice.chart.columns.${key}`))]}
      >
        {activeDays.map((day) => (
          <Table.Tr key={day.date}>
            <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {dayLabel(day.date)}
            </Table.Th>
            {columns.map((key) => (
              <Table.Td key={key}>{day.counts[key]}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </TableFrame>
    </Stack>
  );
}

/** The history of the period, newest first, page by page: what, which item, when, how long. */
function PracticeHistory({
  family,
  userid,
  period,
  page,
  onPage,
}: {
  family: RecordFamily;
  userid: number;
  period: PracticePeriod;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const history = usePracticeHistory(family, { userid, period, pageNo: page, perPage: HISTORY_PER_PAGE });
  return (
    <QueryState query={history}>
      {({ data: entries, total_pages: totalPages = 0 }) =>
        entries.length === 0 ? (
          <Text c="dimmed">{t(`practice.historyEmpty.${period}`)}</Text>
        ) : (
          <Stack gap="md">
            <Paper withBorder radius="lg" p="md">
              <Stack
                component="ul"
                gap="sm"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={t('practice.historyLabel')}
                // While another period or page loads, the list shown is the previous one: say so.
                aria-busy={history.isFetching}
              >
                {entries.map((entry) => (
                  <HistoryEntry key={entry.id} entry={entry} text={describeEntry(entry, t)} />
                ))}
              </Stack>
            </Paper>
            <Pager total={totalPages} value={page} onChange={onPage} />
          </Stack>
        )
      }
    </QueryState>
  );
}

function HistoryEntry({ entry, text }: { entry: PracticeEntry; text: EntryText }) {
  const { t } = useTranslation();
  return (
    <li>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Text style={{ overflowWrap: 'anywhere' }}>{text.what}</Text>
          {text.words && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              “{text.words}”
            </Text>
          )}
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flex: '0 0 auto' }}>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </Text>
          {text.howLong && (
            <Badge variant="light" tt="none">
              {text.howLong}
            </Badge>
          )}
        </Stack>
      </Group>
      {entry.approximate && (
        <Text size="xs" c="dimmed">
          {t('practice.approximate')}
        </Text>
      )}
    </li>
  );
}
