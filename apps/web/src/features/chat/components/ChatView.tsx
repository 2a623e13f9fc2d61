import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconPaperclip, IconSearch, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_EVENTS, type ChatContact, type DirectMessage } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { endpointKey, useEndpointQuery } from '../../../lib/api-hooks';
import { errorMessage } from '../../../lib/forms';
import { QueryState } from '../../../lib/ui/QueryState';
import { UploadProgress } from '../../../lib/ui/UploadProgress';
import { emitChatEvent, useChatEvents } from '../api/chat-socket';
import { audienceOf, chatFamilyOf, type ChatArea } from '../api/families';
import { sendChatMessage } from '../api/send-message';
import classes from './chat.module.css';

/** How long a typing indicator shows after the last "typing" event, and how often the client repeats it. */
const TYPING_SHOWN_MS = 4000;
const TYPING_REPEAT_MS = 2000;

export interface ChatViewProps {
  area: ChatArea;
  /** The person whose conversation is open (the page keeps it in the address: ?with=<id>). */
  selected: number | null;
  onSelect: (userid: number | null) => void;
}

/**
 * The chat: contacts with unread badges and a search beside the open conversation (newest at the bottom,
 * older messages loaded on scrolling up), live through Socket.IO. At phone width the list and the
 * conversation are two screens.
 */
export function ChatView({ area, selected, onSelect }: ChatViewProps) {
  const { t } = useTranslation();
  const family = chatFamilyOf(area);
  const audience = audienceOf(area);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const queryClient = useQueryClient();
  const contactsQuery = useEndpointQuery(family.allContacts);
  const [search, setSearch] = useState('');
  const [typingFrom, setTypingFrom] = useState<Record<number, boolean>>({});
  const typingTimers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const setTyping = useCallback((userid: number, typing: boolean) => {
    const timers = typingTimers.current;
    clearTimeout(timers.get(userid));
    timers.delete(userid);
    // An indicator goes by itself a few seconds after the last "typing" (a closed window sends no "stopped").
    if (typing)
      timers.set(
        userid,
        setTimeout(() => setTypingFrom((current) => ({ ...current, [userid]: false })), TYPING_SHOWN_MS),
      );
    setTypingFrom((current) => ({ ...current, [userid]: typing }));
  }, []);
  useEffect(() => {
    const timers = typingTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  const refreshContacts = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: endpointKey(family.allContacts) }),
    [queryClient, family],
  );
  useChatEvents(audience, {
    [CHAT_EVENTS.message]: refreshContacts,
    [CHAT_EVENTS.unread]: refreshContacts,
    [CHAT_EVENTS.typing]: (event: { from: number; typing: boolean }) => setTyping(event.from, event.typing),
  });

  const contacts = contactsQuery.data?.data;
  const contact = contacts?.find((item) => item.chat_with_userid === selected) ?? null;
  const showList = !phone || selected === null;
  const showConversation = !phone || selected !== null;

  return (
    <div className={classes.layout} data-phone={phone || undefined}>
      {showList && (
        <section className={classes.list} aria-labelledby="chat-contacts-title">
          <Stack gap="sm" p="sm">
            <Title order={2} size="h4" id="chat-contacts-title">
              {t('chat.contacts')}
            </Title>
            <TextInput
              type="search"
              label={t('chat.search')}
              placeholder={t('chat.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          </Stack>
          <QueryState query={contactsQuery}>
            {(response) => (
              <ContactList
                contacts={response.data.filter((item) => item.person.name.toLowerCase().includes(search.trim().toLowerCase()))}
                selected={selected}
                onSelect={onSelect}
                typing={typingFrom}
                empty={response.data.length === 0 ? t('chat.noContacts') : t('chat.noMatch')}
              />
            )}
          </QueryState>
        </section>
      )}
      {showConversation && (
        <section
          className={classes.conversation}
          aria-label={contact ? t('chat.conversationWith', { name: contact.person.name }) : t('chat.conversation')}
        >
          {contact ? (
            <Conversation
              key={contact.chat_with_userid}
              area={area}
              contact={contact}
              typing={typingFrom[contact.chat_with_userid] ?? false}
              onTypingExpired={() => setTyping(contact.chat_with_userid, false)}
              onBack={phone ? () => onSelect(null) : undefined}
              onRead={refreshContacts}
            />
          ) : (
            <Stack align="center" justify="center" h="100%" p="xl">
              <Text c="dimmed">{contacts && selected !== null ? t('chat.notAContact') : t('chat.pickContact')}</Text>
            </Stack>
          )}
        </section>
      )}
    </div>
  );
}

function ContactList({
  contacts,
  selected,
  onSelect,
  typing,
  empty,
}: {
  contacts: ChatContact[];
  selected: number | null;
  onSelect: (userid: number) => void;
  typing: Record<number, boolean>;
  empty: string;
}) {
  const { t } = useTranslation();
  if (contacts.length === 0) {
    return (
      <Text c="dimmed" p="sm">
        {empty}
      </Text>
    );
  }
  return (
    <ul className={classes.contacts}>
      {contacts.map((contact) => {
        const isTyping = typing[contact.chat_with_userid] ?? false;
        return (
          <li key={contact.chat_with_userid}>
            <UnstyledButton
              className={classes.contact}
              aria-current={contact.chat_with_userid === selected ? 'true' : undefined}
              onClick={() => onSelect(contact.chat_with_userid)}
              data-testid={`chat-contact-${contact.chat_with_userid}`}
            >
              <Avatar src={contact.person.avatar} alt="" radius="xl" size="md" />
              <div className={classes.contactText}>
                <Text fw={600} size="sm" truncate>
                  {contact.person.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {isTyping
                    ? t('chat.typing')
                    : contact.last_message === null
                      ? t(`chat.roles.${contact.role}`)
                      : contact.last_message || t('chat.attachment')}
                </Text>
              </div>
              {contact.unread_count > 0 && (
                <Badge
                  circle={contact.unread_count < 10}
                  color="red"
                  aria-label={t('chat.unread', { count: contact.unread_count })}
                  data-testid="chat-unread"
                >
                  {contact.unread_count > 99 ? '99+' : contact.unread_count}
                </Badge>
              )}
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}

function Conversation({
  area,
  contact,
  typing,
  onTypingExpired,
  onBack,
  onRead,
}: {
  area: ChatArea;
  contact: ChatContact;
  typing: boolean;
  onTypingExpired: () => void;
  onBack: (() => void) | undefined;
  onRead: () => void;
}) {
  const { t } = useTranslation();
  const family = chatFamilyOf(area);
  const audience = audienceOf(area);
  const other = contact.chat_with_userid;
  const [messages, setMessages] = useState<DirectMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  /** Where to put the scroll after the messages change: the bottom, or where it was before older ones came. */
  const scrollPlan = useRef<{ kind: 'bottom' } | { kind: 'keep'; fromBottom: number } | null>({ kind: 'bottom' });
  const lastTypingSent = useRef(0);

  const markRead = useCallback(() => {
    void apiCall(family.readAllChat, { from: other }).then(onRead, () => undefined);
  }, [family, other, onRead]);

  const fetchLatest = useCallback(
    () =>
      apiCall(family.history, { chat_with_userid: other }).then(
        (response) => {
          scrollPlan.current = { kind: 'bottom' };
          setMessages(response.data.messages);
          setHasOlder(response.data.has_older);
          setState('ready');
          if (response.data.contact.unread_count > 0) markRead();
        },
        () => setState('error'),
      ),
    [family, other, markRead],
  );
  useEffect(() => {
    void fetchLatest();
  }, [fetchLatest]);
  const retry = () => {
    setState('loading');
    void fetchLatest();
  };

  // Messages that came while the window was hidden are read when the person comes back to it.
  const unreadHere = contact.unread_count > 0;
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && unreadHere) markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [unreadHere, markRead]);

  const loadOlder = useCallback(async () => {
    if (loadingOlder || !hasOlder || messages.length === 0) return;
    setLoadingOlder(true);
    try {
      const response = await apiCall(family.history, { chat_with_userid: other, before: messages[0]!.id });
      const element = viewport.current;
      scrollPlan.current = { kind: 'keep', fromBottom: element ? element.scrollHeight - element.scrollTop : 0 };
      setMessages((current) => [...response.data.messages, ...current]);
      setHasOlder(response.data.has_older);
    } finally {
      setLoadingOlder(false);
    }
  }, [family, other, messages, hasOlder, loadingOlder]);

  useLayoutEffect(() => {
    const element = viewport.current;
    const plan = scrollPlan.current;
    if (!element || !plan) return;
    element.scrollTop = plan.kind === 'bottom' ? element.scrollHeight : element.scrollHeight - plan.fromBottom;
    scrollPlan.current = null;
  }, [messages]);

  const addMessage = useCallback((message: DirectMessage) => {
    const element = viewport.current;
    const atBottom = !element || element.scrollHeight - element.scrollTop - element.clientHeight < 80;
    setMessages((current) => (current.some((item) => item.id === message.id) ? current : [...current, message]));
    if (atBottom) scrollPlan.current = { kind: 'bottom' };
  }, []);

  useChatEvents(audience, {
    [CHAT_EVENTS.message]: (event: { message: DirectMessage }) => {
      const { message } = event;
      if (message.from === other) {
        addMessage(message);
        onTypingExpired();
        if (document.visibilityState === 'visible') markRead();
      } else if (message.to === other) {
        addMessage(message);
      }
    },
    [CHAT_EVENTS.read]: (event: { by: number; up_to: number; read_at: string }) => {
      if (event.by !== other) return;
      setMessages((current) =>
        current.map((item) =>
          item.from !== other && item.id <= event.up_to && !item.read_at ? { ...item, read_at: event.read_at } : item,
        ),
      );
    },
  });

  const send = async () => {
    const message = text.trim();
    if ((!message && !file) || sending) return;
    setSending(true);
    setError(null);
    try {
      const sent = await sendChatMessage(family, { to: other, message, file }, file ? setProgress : undefined);
      scrollPlan.current = { kind: 'bottom' };
      addMessage(sent);
      setText('');
      setFile(null);
      emitChatEvent(audience, CHAT_EVENTS.typing, { to: other, typing: false });
      lastTypingSent.current = 0;
    } catch (failure) {
      setError(errorMessage(failure, t('chat.sendFailed')));
    } finally {
      setSending(false);
      setProgress(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  const onChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value.trim() && now - lastTypingSent.current > TYPING_REPEAT_MS) {
      lastTypingSent.current = now;
      emitChatEvent(audience, CHAT_EVENTS.typing, { to: other, typing: true });
    }
  };

  // The newest own message the other person has read: "Seen" shows under it.
  const seenId = useMemo(
    () => [...messages].reverse().find((item) => item.from !== other && item.read_at)?.id ?? null,
    [messages, other],
  );
  const lastOwnId = useMemo(() => [...messages].reverse().find((item) => item.from !== other)?.id ?? null, [messages, other]);

  return (
    <div className={classes.thread}>
      <Group className={classes.threadHeader} gap="sm" wrap="nowrap" p="sm">
        {onBack && (
          <ActionIcon variant="subtle" onClick={onBack} aria-label={t('chat.backToContacts')}>
            <IconArrowLeft size={20} aria-hidden />
          </ActionIcon>
        )}
        <Avatar src={contact.person.avatar} alt="" radius="xl" />
        <div>
          <Title order={2} size="h4">
            {contact.person.name}
          </Title>
          <Text size="xs" c="dimmed" aria-live="polite" data-testid="chat-typing">
            {typing ? t('chat.isTyping', { name: contact.person.name }) : t(`chat.roles.${contact.role}`)}
          </Text>
        </div>
      </Group>
      <ScrollArea
        className={classes.messages}
        viewportRef={viewport}
        onScrollPositionChange={({ y }) => {
          if (y < 60) void loadOlder();
        }}
        type="auto"
      >
        <Stack gap="xs" p="sm" role="log" aria-label={t('chat.messages')} data-testid="chat-messages">
          {state === 'loading' && <Text c="dimmed">{t('common.loading')}</Text>}
          {state === 'error' && (
            <Group>
              <Text role="alert">{t('chat.loadFailed')}</Text>
              <Button variant="light" size="xs" onClick={retry}>
                {t('common.tryAgain')}
              </Button>
            </Group>
          )}
          {hasOlder && (
            <Button variant="subtle" size="xs" loading={loadingOlder} onClick={() => void loadOlder()} className={classes.older}>
              {t('chat.loadOlder')}
            </Button>
          )}
          {state === 'ready' && messages.length === 0 && <Text c="dimmed">{t('chat.noMessages')}</Text>}
          {messages.map((message) => {
            const own = message.from !== other;
            return (
              <div key={message.id} className={classes.row} data-own={own || undefined}>
                <div className={classes.bubble} data-own={own || undefined} data-testid="chat-message">
                  <span className={classes.visuallyHidden}>{own ? t('chat.you') : contact.person.name}: </span>
                  {message.file &&
                    (message.file.kind === 'image' ? (
                      <Anchor href={message.file.url} target="_blank" rel="noreferrer">
                        <Image src={message.file.url} alt={message.file.name ?? t('chat.image')} maw={240} radius="sm" />
                      </Anchor>
                    ) : (
                      <Anchor href={message.file.url} target="_blank" rel="noreferrer" download={message.file.name ?? undefined}>
                        {message.file.name ?? t('chat.file')}
                      </Anchor>
                    ))}
                  {message.message && <Text className={classes.text}>{message.message}</Text>}
                  <Text size="xs" className={classes.time}>
                    <time dateTime={message.created_at}>
                      {new Date(message.created_at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
                    </time>
                  </Text>
                </div>
                {own && message.id === lastOwnId && message.id === seenId && (
                  <Text size="xs" c="dimmed" data-testid="chat-seen">
                    {t('chat.seen')}
                  </Text>
                )}
              </div>
            );
          })}
        </Stack>
      </ScrollArea>
      <div className={classes.composer}>
        {error && (
          <Text c="red" size="sm" role="alert" mb={4}>
            {error}
          </Text>
        )}
        <UploadProgress percent={progress} />
        {file && (
          <Group gap={4} mb={4}>
            <Badge
              variant="light"
              size="lg"
              tt="none"
              rightSection={<CloseButton size="xs" aria-label={t('chat.removeFile')} onClick={() => setFile(null)} />}
            >
              {file.name}
            </Badge>
          </Group>
        )}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <FileButton onChange={setFile} accept="image/png,image/jpeg,image/webp,image/gif,application/pdf,audio/*,video/*">
            {(props) => (
              <ActionIcon {...props} variant="default" size="lg" aria-label={t('chat.attach')}>
                <IconPaperclip size={18} aria-hidden />
              </ActionIcon>
            )}
          </FileButton>
          <Textarea
            className={classes.input}
            aria-label={t('chat.messageLabel', { name: contact.person.name })}
            placeholder={t('chat.placeholder')}
            autosize
            minRows={1}
            maxRows={5}
            value={text}
            onChange={(event) => onChange(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          <ActionIcon
            size="lg"
            onClick={() => void send()}
            loading={sending}
            disabled={!text.trim() && !file}
            aria-label={t('chat.send')}
          >
            <IconSend size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </div>
    </div>
  );
}
