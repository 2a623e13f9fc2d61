import { useState } from 'react';
import { Select, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, taskStatuses } from '@stillpoint/contracts';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { SearchForm } from '../../../lib/ui/SearchForm';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { useAdminTaskStats } from '../api/get-admin-task-stats';
import { useAdminTasks } from '../api/get-admin-tasks';
import { FEELING_STATS } from './feeling-stats';
import { StatGrid } from '../../../lib/ui/StatGrid';

type TaskStatus = (typeof taskStatuses)[number];

const PER_PAGE = 20;

/** Every task of the platform with its owner (search by title, status, pages), under the six feeling stats (better, the same, worse; while doing and after). */
export function AdminTasksList() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TaskStatus | null>(null);
  const [page, setPage] = useState(1);
  const stats = useAdminTaskStats();
  const tasks = useAdminTasks({ pageNo: page, perPage: PER_PAGE, ...(search ? { search } : {}), ...(status ? { status } : {}) });

  return (
    <Stack gap="lg">
      <section aria-labelledby="admin-task-stats">
        <Title order={2} size="h3" id="admin-task-stats" mb="md">
          {t('adminTasks.statsTitle')}
        </Title>
        <QueryState query={stats}>
          {(data) => <StatGrid cols={3} stats={FEELING_STATS.map(([name, label]) => [t(label), data[name]] as const)} />}
        </QueryState>
      </section>
      <SearchForm
        region={t('adminTasks.searchRegion')}
        label={t('adminTasks.searchLabel')}
        value={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
      >
        <Select
          label={t('adminTasks.status')}
          placeholder={t('adminTasks.anyStatus')}
          clearable
          data={taskStatuses.map((value) => ({ value, label: t(`tasks.status.${value}`) }))}
          value={status}
          onChange={(value) => {
            setStatus(value as TaskStatus | null);
            setPage(1);
          }}
        />
      </SearchForm>
      <QueryState query={tasks}>
        {({ tasks: rows, totalPages }) =>
          rows.length === 0 ? (
            <Text c="dimmed">{t('adminTasks.empty')}</Text>
          ) : (
            <Stack gap="md">
              <TableFrame
                label={t('adminTasks.listLabel')}
                minWidth={760}
                columns={[
                  t('adminTasks.columns.title'),
                  t('adminTasks.columns.owner'),
                  t('adminTasks.columns.category'),
                  t('adminTasks.columns.status'),
                  t('adminTasks.columns.created'),
                ]}
              >
                {rows.map((task) => (
                  <Table.Tr key={task.id}>
                    <Table.Th scope="row" fw={500}>
                      {task.title}
                    </Table.Th>
                    <Table.Td>
                      <Text size="sm">{task.ownerName}</Text>
                      <Text size="xs" c="dimmed">
                        {task.ownerRole}
                      </Text>
                    </Table.Td>
                    <Table.Td>{task.categoryTitle ?? '—'}</Table.Td>
                    <Table.Td>{t(`tasks.status.${task.status}`)}</Table.Td>
                    <Table.Td>{formatDateTime(task.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </TableFrame>
              <Pager total={totalPages} value={page} onChange={setPage} />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
