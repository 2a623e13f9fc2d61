import { useState } from 'react';
import {
  Badge,
  Button,
  CloseButton,
  Grid,
  Group,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconInbox, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MESSAGES, formatDateTime, type OutboxMessage } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useOutboxMessages } from '../api/get-outbox-messages';
import classes from './Mailbox.module.css';
import { MessageText } from './MessageText';

const PER_PAGE = 20;

const STATE_COLORS: Record<OutboxMessage['state'], string> = { stored: 'gray', sent: 'teal', failed: 'red' };

/**
 * The dev mailbox: every e-mail and SMS the platform sent or kept, newest first, with a search by
 * recipient and a reading pane. Page and search live in the address, so a view can be shared.
 */
export function Mailbox() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const to = params.get('to')?.trim() ?? '';
  const [search, setSearch] = useState(to);
  const [selected, setSelected] = useState<OutboxMessage | null>(null);
  const query = useOutboxMessages({ pageNo: page, perPage: PER_PAGE, ...(to ? { to } : {}) });

  const go = (next: { page?: number; to?: string }) => {
    const nextParams = new URLSearchParams();
    const nextTo = next.to ?? to;
    const nextPage = next.page ?? page;
    if (nextTo) nextParams.set('to', nextTo);
    if (nextPage > 1) nextParams.set('page', String(nextPage));
    setParams(nextParams);
  };

  const messages = query.data?.messages ?? [];
  const totalPages = query.data?.totalPages ?? 0;

  return (
    <Stack gap="lg">
      <form
        role="search"
        aria-label={t('mailbox.searchRegion')}
        onSubmit={(event) => {
          event.preventDefault();
          setSelected(null);
          go({ to: search.trim(), page: 1 });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            type="search"
            label={t('mailbox.searchLabel')}
            placeholder="name@example.com"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: '1 1 260px' }}
            maw={420}
          />
          <Button type="submit">{t('mailbox.search')}</Button>
          {to && (
            <Button
              variant="default"
              onClick={() => {
                setSearch('');
                setSelected(null);
                go({ to: '', page: 1 });
              }}
            >
              {t('mailbox.clearSearch')}
            </Button>
          )}
        </Group>
      </form>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: selected ? 5 : 12 }}>
          <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
            {query.isPending ? (
              <PageLoader minHeight={200} />
            ) : query.isError ? (
              <Stack p="lg" gap="sm" align="flex-start">
                <Text role="alert">{errorMessage(query.error, MESSAGES.somethingWentWrong)}</Text>
                <Button variant="light" onClick={() => void query.refetch()}>
                  {t('common.tryAgain')}
                </Button>
              </Stack>
            ) : messages.length === 0 ? (
              <Stack align="center" p="xl" gap="xs">
                <IconInbox size={36} stroke={1.4} aria-hidden />
                <Text>{to ? t('mailbox.emptyFor', { to }) : t('mailbox.empty')}</Text>
              </Stack>
            ) : (
              <ul className={classes.list} aria-label={t('mailbox.tableLabel')}>
                {messages.map((message) => {
                  const isSelected = selected?.id === message.id;
                  const subject = message.subject || (message.channel === 'sms' ? t('mailbox.sms') : t('mailbox.noSubject'));
                  return (
                    <li key={message.id}>
                      <UnstyledButton
                        className={classes.item}
                        data-selected={isSelected || undefined}
                        aria-current={isSelected ? 'true' : undefined}
                        onClick={() => setSelected(message)}
                      >
                        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                          <Text fw={600} className={classes.subject}>
                            {subject}
                          </Text>
                          <Badge variant="light" color={STATE_COLORS[message.state]} tt="none" style={{ flexShrink: 0 }}>
                            {t(`mailbox.states.${message.state}`)}
                          </Badge>
                        </Group>
                        <Text size="sm" c="dimmed" mt={4} className={classes.meta}>
                          {t('mailbox.toLine', { to: message.to })} · {formatDateTime(message.createdAt)}
                        </Text>
                      </UnstyledButton>
                    </li>
                  );
                })}
              </ul>
            )}
          </Paper>
          {totalPages > 1 && (
            <Group justify="center" mt="md">
              <Pagination
                total={totalPages}
                value={Math.min(page, totalPages)}
                onChange={(next) => {
                  setSelected(null);
                  go({ page: next });
                }}
                getControlProps={(control) => ({
                  'aria-label': t(`mailbox.pagination.${control}`),
                })}
                getItemProps={(item) => ({ 'aria-label': t('mailbox.pagination.page', { page: item }) })}
              />
            </Group>
          )}
        </Grid.Col>
        {selected && (
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="lg" p="lg" component="article" aria-labelledby="mailbox-message-subject">
              <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
                <Title order={2} size="h4" id="mailbox-message-subject" style={{ overflowWrap: 'anywhere' }}>
                  {selected.subject || (selected.channel === 'sms' ? t('mailbox.sms') : t('mailbox.noSubject'))}
                </Title>
                <CloseButton aria-label={t('mailbox.closeMessage')} onClick={() => setSelected(null)} />
              </Group>
              <Stack gap={4} mb="md">
                <Text size="sm">
                  <Text span c="dimmed" size="sm">
                    {t('mailbox.columns.to')}:{' '}
                  </Text>
                  {selected.to}
                </Text>
                <Text size="sm">
                  <Text span c="dimmed" size="sm">
                    {t('mailbox.columns.sent')}:{' '}
                  </Text>
                  {formatDateTime(selected.createdAt)}
                </Text>
                <Text size="sm">
                  <Text span c="dimmed" size="sm">
                    {t('mailbox.columns.channel')}:{' '}
                  </Text>
                  {t(`mailbox.channels.${selected.channel}`)}
                </Text>
              </Stack>
              <MessageText text={selected.text} />
            </Paper>
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
