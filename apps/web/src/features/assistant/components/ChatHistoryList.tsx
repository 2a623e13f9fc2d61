import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, type ChatSummary } from '@stillpoint/contracts';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState, type LoadingQuery } from '../../../lib/ui/QueryState';
import classes from './assistant.module.css';

export interface ChatHistoryListProps {
  headingId: string;
  query: LoadingQuery<{ chats: ChatSummary[]; totalPages: number }>;
  page: number;
  onPage: (page: number) => void;
  openId: number | null;
  /** The address that opens a conversation (?chat=ID), so it works as a link: new tab, back and forward. */
  hrefOf: (id: number) => string;
  onNew: () => void;
  onDelete: (chat: ChatSummary) => void;
}

/** The person's conversations, latest first and paged: open one, start a new one, delete one. */
export function ChatHistoryList({ headingId, query, page, onPage, openId, hrefOf, onNew, onDelete }: ChatHistoryListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="nav" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h4" id={headingId}>
          {t('assistant.conversations')}
        </Title>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={onNew}>
          {t('assistant.newConversation')}
        </Button>
      </Group>
      <QueryState query={query}>
        {({ chats, totalPages }) =>
          chats.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('assistant.noConversations')}
            </Text>
          ) : (
            <Stack gap="sm">
              <ul className={classes.chatList}>
                {chats.map((chat) => {
                  const open = chat.id === openId;
                  return (
                    <li key={chat.id} className={classes.chatRow} data-open={open || undefined}>
                      <Link
                        to={hrefOf(chat.id)}
                        className={classes.chatLink}
                        aria-current={open ? 'page' : undefined}
                        aria-label={t('assistant.openConversation', { title: chat.title })}
                      >
                        <Text size="sm" fw={600} lineClamp={1} className={classes.chatTitle}>
                          {chat.title}
                        </Text>
                        <Text size="xs" c="dimmed" lineClamp={2}>
                          {chat.lastMessage}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatDateTime(chat.updatedAt)} · {t('assistant.messageCount', { count: chat.messageCount })}
                        </Text>
                      </Link>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('assistant.deleteConversation', { title: chat.title })}
                        onClick={() => onDelete(chat)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </li>
                  );
                })}
              </ul>
              <Pager total={totalPages} value={page} onChange={onPage} />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
