import { Avatar, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionRequest } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { invalidateEndpoints, useEndpointQuery } from '../../../lib/api-hooks';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { QueryState } from '../../../lib/ui/QueryState';
import { runConnectionAction, type ConnectionActionType } from '../api/connection-action';
import { CONNECTION_ENDPOINTS, chatFamilyOf } from '../api/families';

type Found = Awaited<ReturnType<typeof findPeople>>[number];
const findPeople = async (search: string) => (await apiCall(CONNECTION_ENDPOINTS.findPeople, { search })).data;

/**
 * A personal user's connection requests: find a person by their exact username or e-mail and ask them to
 * connect; accept or decline requests sent to you, withdraw yours, and open or end your connections.
 */
export function ConnectionRequests({ onChat }: { onChat: (userid: number) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const requests = useEndpointQuery(CONNECTION_ENDPOINTS.list);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Found[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (type: ConnectionActionType, id: number, key: string) => {
    setBusy(key);
    try {
      const response = await runConnectionAction(type, id);
      if (!response) return;
      notify.success(response.message);
      await invalidateEndpoints(queryClient, [CONNECTION_ENDPOINTS.list, chatFamilyOf('frontuser').allContacts]);
      if (found) setFound(await findPeople(search));
    } catch (error) {
      notify.error(errorMessage(error, t('chat.requests.failed')));
    } finally {
      setBusy(null);
    }
  };

  const onFind = async (event: FormEvent) => {
    event.preventDefault();
    if (!search.trim()) return;
    setBusy('find');
    try {
      setFound(await findPeople(search.trim()));
    } catch (error) {
      notify.error(errorMessage(error, t('chat.requests.failed')));
    } finally {
      setBusy(null);
    }
  };

  const section = (
    title: string,
    items: ConnectionRequest[],
    actions: (item: ConnectionRequest) => ReactNode,
    testId: string,
  ) => (
    <Stack gap="xs" data-testid={testId}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('chat.requests.none')}
        </Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <li key={item.id}>
              <Group justify="space-between" wrap="wrap" py={4}>
                <Group gap="sm">
                  <Avatar src={item.person.avatar} alt="" radius="xl" size="sm" />
                  <Text fw={500}>{item.person.name}</Text>
                </Group>
                <Group gap="xs">{actions(item)}</Group>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );

  return (
    <Stack gap="lg" maw={720}>
      <form onSubmit={(event) => void onFind(event)} role="search" aria-label={t('chat.requests.findTitle')}>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('chat.requests.findTitle')}
          </Title>
          <Group align="flex-end" gap="xs">
            <TextInput
              flex={1}
              label={t('chat.requests.findLabel')}
              description={t('chat.requests.findHint')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <Button type="submit" loading={busy === 'find'}>
              {t('chat.requests.find')}
            </Button>
          </Group>
        </Stack>
      </form>
      {found && (
        <Stack gap="xs" data-testid="chat-found">
          {found.length === 0 ? (
            <Text c="dimmed">{t('chat.requests.nobody')}</Text>
          ) : (
            found.map((person) => (
              <Group key={person.userid} justify="space-between">
                <Group gap="sm">
                  <Avatar src={person.person.avatar} alt="" radius="xl" size="sm" />
                  <Text fw={500}>{person.person.name}</Text>
                </Group>
                {person.connection === 'none' && (
                  <Button
                    size="xs"
                    loading={busy === `send-${person.userid}`}
                    onClick={() => void act('send', person.userid, `send-${person.userid}`)}
                  >
                    {t('chat.requests.send')}
                  </Button>
                )}
                {person.connection === 'incoming' && person.request_id !== null && (
                  <Button size="xs" onClick={() => void act('accept', person.request_id!, `accept-${person.request_id}`)}>
                    {t('chat.requests.accept')}
                  </Button>
                )}
                {person.connection === 'outgoing' && <Badge variant="light">{t('chat.requests.pending')}</Badge>}
                {person.connection === 'connected' && (
                  <Button size="xs" variant="light" onClick={() => onChat(person.userid)}>
                    {t('chat.requests.chat')}
                  </Button>
                )}
              </Group>
            ))
          )}
        </Stack>
      )}
      <QueryState query={requests}>
        {(response) => (
          <Stack gap="lg">
            {section(
              t('chat.requests.incoming'),
              response.data.filter((item) => item.direction === 'incoming'),
              (item) => (
                <>
                  <Button
                    size="xs"
                    loading={busy === `accept-${item.id}`}
                    onClick={() => void act('accept', item.id, `accept-${item.id}`)}
                  >
                    {t('chat.requests.accept')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    loading={busy === `delete-${item.id}`}
                    onClick={() => void act('delete', item.id, `delete-${item.id}`)}
                  >
                    {t('chat.requests.decline')}
                  </Button>
                </>
              ),
              'chat-requests-incoming',
            )}
            {section(
              t('chat.requests.outgoing'),
              response.data.filter((item) => item.direction === 'outgoing'),
              (item) => (
                <Button
                  size="xs"
                  variant="default"
                  loading={busy === `delete-${item.id}`}
                  onClick={() => void act('delete', item.id, `delete-${item.id}`)}
                >
                  {t('chat.requests.withdraw')}
                </Button>
              ),
              'chat-requests-outgoing',
            )}
            {section(
              t('chat.requests.connected'),
              response.data.filter((item) => item.direction === 'connected'),
              (item) => (
                <>
                  <Button size="xs" variant="light" onClick={() => onChat(item.userid)}>
                    {t('chat.requests.chat')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    loading={busy === `delete-${item.id}`}
                    onClick={() => void act('delete', item.id, `delete-${item.id}`)}
                  >
                    {t('chat.requests.remove')}
                  </Button>
                </>
              ),
              'chat-requests-connected',
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
