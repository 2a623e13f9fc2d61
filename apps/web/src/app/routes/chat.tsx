import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChatView, ConnectionRequests, type ChatArea } from '../../features/chat';
import { usePageTitle } from '../../lib/ui/use-page-title';

/**
 * /<area>/chat: the chat of every area that has one. The open conversation is in the address (?with=<id>),
 * so a notification's link opens it; personal users also manage their connection requests here (?tab=requests).
 */
export function ChatPage({ area }: { area: ChatArea }) {
  const { t } = useTranslation();
  usePageTitle(t('chat.title'));
  const [params, setParams] = useSearchParams();
  const withId = Number(params.get('with'));
  const selected = Number.isSafeInteger(withId) && withId > 0 ? withId : null;
  const select = (userid: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('tab');
        if (userid === null) next.delete('with');
        else next.set('with', String(userid));
        return next;
      },
      { replace: userid === null },
    );
  const view = <ChatView area={area} selected={selected} onSelect={select} />;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('chat.title')}</Title>
        <Text c="dimmed">{t(`chat.subtitle.${area}`)}</Text>
      </Stack>
      {area === 'frontuser' ? (
        <Tabs
          value={params.get('tab') === 'requests' ? 'requests' : 'messages'}
          onChange={(tab) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              if (tab === 'requests') next.set('tab', 'requests');
              else next.delete('tab');
              return next;
            })
          }
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="messages">{t('chat.tabs.messages')}</Tabs.Tab>
            <Tabs.Tab value="requests">{t('chat.tabs.requests')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="messages">{view}</Tabs.Panel>
          <Tabs.Panel value="requests">
            <ConnectionRequests onChat={(userid) => select(userid)} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        view
      )}
    </Stack>
  );
}
