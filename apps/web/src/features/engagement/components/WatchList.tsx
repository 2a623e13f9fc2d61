import { useState } from 'react';
import { Badge, Button, Group, Pagination, Paper, SegmentedControl, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type WatchEntry } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import type { EngagementFamily } from '../api/endpoints';
import { useWatchList } from '../api/get-watch-list';
import { useMarkWatchComplete } from '../api/mark-watch-complete';
import { useRemoveFromWatch } from '../api/remove-from-watch';
import { ItemTitle, type ItemPath } from './ItemTitle';

const PER_PAGE = 10;
type Status = 'all' | 'pending' | 'completed';

/** The person's watch list: filter by status, mark an entry complete, remove it. */
export function WatchList({ family, itemPath }: { family: EngagementFamily; itemPath?: ItemPath }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('all');
  const [page, setPage] = useState(1);
  const query = useWatchList(family, { status, pageNo: page, perPage: PER_PAGE });
  const complete = useMarkWatchComplete(family);
  const remove = useRemoveFromWatch(family);
  const feedback = {
    onSuccess: (response: { message: string }) => notify.success(response.message),
    onError: (error: unknown) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
  };
  const busy = (mutation: typeof complete | typeof remove, entry: WatchEntry) => mutation.isPending && mutation.variables?.id === entry.id;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="watchlist-filter">
          {t('engagement.watchlist.filterLabel')}
        </Text>
        <SegmentedControl
          aria-labelledby="watchlist-filter"
          value={status}
          onChange={(value) => {
            setStatus(value as Status);
            setPage(1);
          }}
          data={(['all', 'pending', 'completed'] as const).map((value) => ({ value, label: t(`engagement.watchlist.filters.${value}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Stack gap="sm" align="flex-start">
          <Text role="alert">{errorMessage(query.error, MESSAGES.somethingWentWrong)}</Text>
          <Button variant="light" onClick={() => void query.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Stack>
      ) : query.data.entries.length === 0 ? (
        <Text c="dimmed">{t('engagement.watchlist.empty')}</Text>
      ) : (
        <Paper withBorder radius="lg">
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" aria-label={t('engagement.watchlist.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('engagement.watchlist.columns.item')}</Table.Th>
                  <Table.Th scope="col">{t('engagement.watchlist.columns.type')}</Table.Th>
                  <Table.Th scope="col">{t('engagement.watchlist.columns.status')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('engagement.watchlist.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.entries.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>
                      <ItemTitle item={entry.item} itemPath={itemPath} />
                    </Table.Td>
                    <Table.Td>{t(`engagement.typeOne.${entry.item.type}`)}</Table.Td>
                    <Table.Td>
                      <Badge variant={entry.completed ? 'light' : 'default'} tt="none" color={entry.completed ? 'teal' : undefined}>
                        {entry.completed ? t('engagement.watchlist.completed') : t('engagement.watchlist.pending')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        {!entry.completed && (
                          <Button
                            size="xs"
                            variant="light"
                            leftSection={<IconCheck size={14} aria-hidden />}
                            aria-label={t('engagement.watchlist.markCompleteLabel', { title: entry.item.title })}
                            loading={busy(complete, entry)}
                            onClick={() => complete.mutate({ id: entry.id }, feedback)}
                          >
                            {t('engagement.watchlist.markComplete')}
                          </Button>
                        )}
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          aria-label={t('engagement.watchlist.removeLabel', { title: entry.item.title })}
                          loading={busy(remove, entry)}
                          onClick={() => remove.mutate({ id: entry.id }, feedback)}
                        >
                          {t('engagement.watchlist.remove')}
                        </Button>
                      </Group>
                    </Table.Td>
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
