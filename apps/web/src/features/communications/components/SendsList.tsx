import { useState } from 'react';
import { ActionIcon, Group, Stack, Table, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COMMS_MESSAGES, formatDateTime, type Communication } from '@stillpoint/contracts';
import { communicationsEndpoints } from '@stillpoint/contracts/endpoints/communications';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { TableFrame } from '../../../lib/ui/TableFrame';
import classes from './Communications.module.css';
import { StateBadge } from './StateBadge';

const E = communicationsEndpoints;

/** Sends of the administrators: the e-mails sent, or the scheduled sends (which may be cancelled before they go). */
export function SendsList({ kind }: { kind: 'emails' | 'scheduled' }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const endpoint = kind === 'emails' ? E.adminEmailEmails : E.adminScheduledNotificationsList;
  const query = useEndpointQuery(endpoint, { pageNo: page, perPage: 20 }, { keepPrevious: true, refetchInterval: 3_000 });
  const cancel = useEndpointMutation(E.adminScheduledNotificationsDelete, { invalidates: [E.adminScheduledNotificationsList] });
  const confirm = useConfirmDelete(
    'comms',
    cancel,
    (row: Communication) => ({ id: row.id }),
    (row) => row.subject || t('comms.sends.untitled'),
    { errorFallback: COMMS_MESSAGES.emailFailed },
  );
  const audience = (row: Communication) =>
    row.audience.type === 'users'
      ? t('comms.sends.people', { count: row.audience.users ?? 0 })
      : row.audience.type === 'role'
        ? t(`comms.audience.roles.${(row.audience.role ?? 'patient') as 'patient'}`)
        : row.audience.type === 'clinic'
          ? t('comms.sends.clinic', { id: row.audience.clinic_id })
          : t('comms.audience.types.all');
  return (
    <QueryState query={query}>
      {({ data, total_pages }) =>
        data.length === 0 ? (
          <Text c="dimmed">{t(`comms.sends.${kind}Empty`)}</Text>
        ) : (
          <Stack gap="md">
            <TableFrame
              label={t(`comms.sends.${kind}Label`)}
              minWidth={720}
              columns={[
                t('comms.fields.subject'),
                t('comms.sends.channel'),
                t('comms.sends.audience'),
                t('comms.sends.when'),
                t('comms.logs.state'),
                t('comms.sends.recipients'),
                ...(kind === 'scheduled' ? [{ hidden: t('comms.actions') }] : []),
              ]}
            >
              {data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Text size="sm" fw={500} className={classes.cellText}>
                      {row.subject}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t(`comms.channels.${row.channel}`)}</Table.Td>
                  <Table.Td>{audience(row)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(row.send_at ?? row.created_at)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <StateBadge state={row.state} />
                  </Table.Td>
                  <Table.Td>{t('comms.sends.recipientCount', { count: row.recipients })}</Table.Td>
                  {kind === 'scheduled' && (
                    <Table.Td>
                      {row.state === 'scheduled' && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('comms.sends.cancel', { name: row.subject })}
                          onClick={() => confirm.ask(row)}
                        >
                          <IconX size={18} aria-hidden />
                        </ActionIcon>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </TableFrame>
            <Group justify="center">
              <Pager total={total_pages ?? 0} value={page} onChange={setPage} />
            </Group>
            {confirm.modal}
          </Stack>
        )
      }
    </QueryState>
  );
}
