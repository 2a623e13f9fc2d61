import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskStateGraph } from '@stillpoint/contracts';
import { BarChart } from '../../../lib/ui/BarChart';
import { QueryState } from '../../../lib/ui/QueryState';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { useStateGraph } from '../api/get-state-graph';
import { FEELING_STATS } from './feeling-stats';
import { shortDay } from './format';
import { StatGrid } from '../../../lib/ui/StatGrid';

/**
 * The state graph: how many tasks are open and done, the completions per day over 30 days (a bar chart
 * with the days that had any as a table beside it) and the feelings given (the task stats: better, the same, worse).
 */
export function StateGraphPanel() {
  const { t } = useTranslation();
  const graph = useStateGraph();
  return (
    <section aria-labelledby="task-progress">
      <Title order={2} size="h3" id="task-progress" mb="md">
        {t('tasks.graph.title')}
      </Title>
      <QueryState query={graph}>{(data) => <StateGraph data={data} />}</QueryState>
    </section>
  );
}

function StateGraph({ data }: { data: TaskStateGraph }) {
  const { t } = useTranslation();
  const activeDays = data.completedByDay.filter((day) => day.completed > 0);
  const completedIn30Days = activeDays.reduce((sum, day) => sum + day.completed, 0);
  return (
    <Stack gap="md">
      <StatGrid
        stats={[
          [t('tasks.graph.pending'), data.pending],
          [t('tasks.graph.completed'), data.completed],
          [t('tasks.graph.total'), data.total],
        ]}
      />
      <Title order={3} size="h5">
        {t('tasks.graph.perDay')}
      </Title>
      <BarChart
        summary={t('tasks.graph.summary', { count: completedIn30Days, days: data.completedByDay.length })}
        labelEvery={7}
        height={180}
        series={[{ key: 'completed', label: t('tasks.graph.completedSeries'), tone: 'primary' }]}
        points={data.completedByDay.map((day) => ({
          key: day.date,
          label: shortDay(day.date),
          values: { completed: day.completed },
        }))}
      />
      {activeDays.length === 0 ? (
        <Text c="dimmed">{t('tasks.graph.noneCompleted')}</Text>
      ) : (
        <TableFrame
          label={t('tasks.graph.tableLabel')}
          minWidth={220}
          highlightOnHover={false}
          columns={[t('tasks.graph.date'), t('tasks.graph.completedSeries')]}
        >
          {activeDays.map((day) => (
            <Table.Tr key={day.date}>
              <Table.Th scope="row" fw={500}>
                {shortDay(day.date)}
              </Table.Th>
              <Table.Td>{day.completed}</Table.Td>
            </Table.Tr>
          ))}
        </TableFrame>
      )}
      <Title order={3} size="h5">
        {t('tasks.graph.feelings')}
      </Title>
      <StatGrid cols={3} stats={FEELING_STATS.map(([name, label]) => [t(label), data.feelings[name]] as const)} />
    </Stack>
  );
}
