import { useState } from 'react';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconFolderOpen, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, formatDateTime, type AiMeditation } from '@stillpoint/contracts';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { useDeleteAiMeditation } from '../api/delete-ai-meditation';
import type { AiStudioFamily } from '../api/endpoints';
import { useMeditationHistory } from '../api/get-meditation-history';
import { StatusBadge } from './StatusBadge';
import { formatDuration } from '../../../lib/duration';

const PER_PAGE = 10;

/** The library's composed meditations, latest first and paged: open one in the workbench, delete one. */
export function AiMeditationHistory({
  family,
  openId,
  onOpen,
  onDeleted,
}: {
  family: AiStudioFamily;
  openId: number | null;
  onOpen: (meditation: AiMeditation) => void;
  onDeleted: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useMeditationHistory(family, { pageNo: page, perPage: PER_PAGE });
  const remove = useDeleteAiMeditation(family);
  const removeAndForget: typeof remove = {
    ...remove,
    mutate: (id, options) =>
      remove.mutate(id, {
        ...options,
        onSuccess: (...args) => {
          onDeleted(id);
          options?.onSuccess?.(...args);
        },
      }),
  };
  const deletion = useConfirmDelete(
    'aiStudio',
    removeAndForget,
    (meditation: AiMeditation) => meditation.id,
    (meditation) => meditation.title,
    {
      errorFallback: MESSAGES.somethingWentWrong,
    },
  );

  return (
    <Stack gap="md" component="section" aria-labelledby="ai-history">
      <Title order={2} size="h3" id="ai-history">
        {t('aiStudio.history.heading')}
      </Title>
      <QueryState query={history}>
        {({ meditations, totalPages }) =>
          meditations.length === 0 ? (
            <Text c="dimmed">{t('aiStudio.history.empty')}</Text>
          ) : (
            <Stack gap="sm">
              <TableFrame
                label={t('aiStudio.history.tableLabel')}
                minWidth={720}
                columns={[
                  t('aiStudio.history.columns.title'),
                  t('aiStudio.history.columns.status'),
                  t('aiStudio.history.columns.duration'),
                  t('aiStudio.history.columns.created'),
                  { hidden: t('aiStudio.history.columns.actions') },
                ]}
              >
                {meditations.map((meditation) => (
                  <Table.Tr key={meditation.id} aria-current={meditation.id === openId ? 'true' : undefined}>
                    <Table.Td>
                      <Text fw={500} size="sm">
                        {meditation.title}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={meditation.status} />
                    </Table.Td>
                    <Table.Td>
                      {formatDuration(meditation.audioSeconds ?? meditation.durationMinutes * 60)}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDateTime(meditation.createdAt)}</Text>
                      {meditation.createdBy && (
                        <Text size="xs" c="dimmed">
                          {t('aiStudio.history.createdBy', { name: meditation.createdBy })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconFolderOpen size={14} aria-hidden />}
                          aria-label={t('aiStudio.history.openLabel', { title: meditation.title })}
                          disabled={meditation.id === openId}
                          onClick={() => onOpen(meditation)}
                        >
                          {meditation.id === openId ? t('aiStudio.history.opened') : t('aiStudio.history.open')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          aria-label={t('aiStudio.history.deleteLabel', { title: meditation.title })}
                          onClick={() => deletion.ask(meditation)}
                        >
                          {t('aiStudio.history.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </TableFrame>
              <Pager total={totalPages} value={page} onChange={setPage} />
            </Stack>
          )
        }
      </QueryState>
      {deletion.modal}
    </Stack>
  );
}
