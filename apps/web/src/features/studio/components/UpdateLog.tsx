import { useState } from 'react';
import { Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@stillpoint/contracts';
import { formatDateTime } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useUpdateLog } from '../api/classes';

const PER_PAGE = 20;

/** Every change made to the library, newest first. */
export function UpdateLog() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useUpdateLog({ pageNo: page, perPage: PER_PAGE });
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Text role="alert">{errorMessage(query.error, MESSAGES.somethingWentWrong)}</Text>;
  if (query.data.entries.length === 0) return <Text c="dimmed">{t('studio.log.empty')}</Text>;
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg">
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" aria-label={t('studio.log.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('studio.log.when')}</Table.Th>
                <Table.Th scope="col">{t('studio.log.what')}</Table.Th>
                <Table.Th scope="col">{t('studio.log.item')}</Table.Th>
                <Table.Th scope="col">{t('studio.log.who')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{formatDateTime(entry.at)}</Table.Td>
                  <Table.Td>{describe(entry.action)}</Table.Td>
                  <Table.Td>{entry.targetType ? `${entry.targetType.replace('_', ' ')} #${entry.targetId}` : '—'}</Table.Td>
                  <Table.Td>{entry.actor?.fullName ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {query.data.totalPages > 1 && (
        <Pagination
          total={query.data.totalPages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
          getItemProps={(p) => ({ 'aria-label': t('pager.page', { page: p }) })}
        />
      )}
    </Stack>
  );
}

/** content.class.created -> "Class created". */
function describe(action: string): string {
  const [, entity = '', verb = ''] = action.split('.');
  const text = `${entity} ${verb}`.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
