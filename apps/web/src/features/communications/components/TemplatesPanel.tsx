import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COMMS_MESSAGES, formatDateTime, type CommunicationChannel, type MessageTemplate } from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { QueryState } from '../../../lib/ui/QueryState';
import { TableFrame } from '../../../lib/ui/TableFrame';
import classes from './Communications.module.css';
import { TEMPLATE_CALLS, TemplateEditor } from './TemplateEditor';

/** A channel's templates (push: its push notifications): list, add, change, delete. */
export function TemplatesPanel({ channel }: { channel: CommunicationChannel }) {
  const { t } = useTranslation();
  const calls = TEMPLATE_CALLS[channel];
  const query = useEndpointQuery(calls.list);
  const remove = useEndpointMutation(calls.remove, { invalidates: [calls.list] });
  const [editing, setEditing] = useState<{ template: MessageTemplate | null } | null>(null);
  const confirm = useConfirmDelete(
    'comms',
    remove,
    (template: MessageTemplate) => ({ id: template.id }),
    (template) => template.name,
    { errorFallback: COMMS_MESSAGES.emailFailed },
  );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t(`comms.templates.${channel}.intro`)}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ template: null })}>
          {t(`comms.templates.${channel}.add`)}
        </Button>
      </Group>
      <QueryState query={query}>
        {({ data }) =>
          data.length === 0 ? (
            <Text c="dimmed">{t(`comms.templates.${channel}.empty`)}</Text>
          ) : (
            <TableFrame
              label={t(`comms.templates.${channel}.label`)}
              minWidth={560}
              columns={[
                t('comms.fields.name'),
                ...(channel !== 'sms'
                  ? [t(channel === 'push' ? 'comms.fields.title' : 'comms.fields.subject')]
                  : [t('comms.fields.body')]),
                t('comms.templates.updated'),
                { hidden: t('comms.actions') },
              ]}
            >
              {data.map((template) => (
                <Table.Tr key={template.id}>
                  <Table.Td>
                    <Text size="sm" fw={500} className={classes.cellText}>
                      {template.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" className={classes.cellText} lineClamp={2}>
                      {template.subject ?? template.body}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(template.updatedAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('comms.templates.edit', { name: template.name })}
                        onClick={() => setEditing({ template })}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('comms.templates.delete', { name: template.name })}
                        onClick={() => confirm.ask(template)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </TableFrame>
          )
        }
      </QueryState>
      <TemplateEditor
        channel={channel}
        template={editing?.template ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      {confirm.modal}
    </Stack>
  );
}
