import { useState } from 'react';
import { Group, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type CommunicationChannel } from '@stillpoint/contracts';
import { communicationsEndpoints } from '@stillpoint/contracts/endpoints/communications';
import { useEndpointQuery } from '../../../lib/api-hooks';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { StateBadge } from './StateBadge';

const LOGS = {
  email: communicationsEndpoints.adminEmailLogs,
  sms: communicationsEndpoints.adminSmsLogs,
  push: communicationsEndpoints.adminPushNotificationsLogs,
} as const;
const PER_PAGE = 20;

/** Every delivery of a channel, newest first: recipient, state, attempts and why one failed. Refreshes while open. */
export function DeliveryLogs({ channel }: { channel: CommunicationChannel }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<'' | 'queued' | 'sent' | 'failed'>('');
  const query = useEndpointQuery(
    LOGS[channel],
    { pageNo: page, perPage: PER_PAGE, ...(state ? { state } : {}) },
    { keepPrevious: true, refetchInterval: 3_000 },
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Select
          label={t('comms.logs.filter')}
          data={[
            { value: '', label: t('comms.logs.allStates') },
            ...(['queued', 'sent', 'failed'] as const).map((value) => ({ value, label: t(`comms.states.${value}`) })),
          ]}
          value={state}
          allowDeselect={false}
          onChange={(value) => {
            setState((value ?? '') as typeof state);
            setPage(1);
          }}
          maw={220}
        />
        {query.data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('comms.logs.totals', { count: query.data.total_records ?? 0, all: query.data.total_logs ?? 0 })}
          </Text>
        )}
      </Group>
      <QueryState query={query}>
        {({ data, total_pages }) =>
          data.length === 0 ? (
            <Text c="dimmed">{t('comms.logs.empty')}</Text>
          ) : (
            <Stack gap="md">
              <TableFrame
                label={t('comms.logs.label')}
                minWidth={720}
                columns={[
                  t('comms.logs.recipient'),
                  t('comms.logs.state'),
                  t('comms.logs.attempts'),
                  t('comms.logs.reason'),
                  t('comms.logs.when'),
                ]}
              >
                {data.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {row.recipient.name ?? t('comms.logs.gone')}
                      </Text>
                      {row.recipient.address && (
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {row.recipient.address}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <StateBadge state={row.state} />
                    </Table.Td>
                    <Table.Td>{row.attempts}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.reason ?? '—'}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDateTime(row.sent_at ?? row.updated_at)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </TableFrame>
              <Group justify="center">
                <Pager total={total_pages ?? 0} value={page} onChange={setPage} />
              </Group>
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
