import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Grid, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CHAT_MESSAGE_MAX, MESSAGES, type ChatSummary } from '@stillpoint/contracts';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/forms';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useDeleteChat } from '../api/delete-chat';
import type { ChatFamily } from '../api/endpoints';
import { useChatConversation } from '../api/get-chat-conversation';
import { CHAT_HISTORY_PER_PAGE, useChatHistory } from '../api/get-chat-history';
import { useSendChatMessage, type ChatMode } from '../api/send-chat-message';
import { ChatHistoryList } from './ChatHistoryList';
import { ChatMessageItem, PendingQuestion, TypingIndicator, type MeditationPath } from './ChatMessageItem';
import { MessageComposer } from './MessageComposer';
import { chatIdFrom } from './text';
import classes from './assistant.module.css';

/** The address parameter that names the open conversation, so reload, links, back and forward keep it. */
const CHAT_PARAM = 'chat';
const EXAMPLES = ['sleep', 'stress', 'focus'] as const;

/**
 * The message check reads the contract's schema, and so brings Zod (about 24 KB brotli): it loads with the
 * first message sent, not with the personal user's landing page, which this chat is (decision 0027).
 */
const loadMessageRule = () => import('./message-rule');

/**
 * The meditation assistant: the person's conversations (latest first, paged; new, open, delete) beside
 * the open one (messages oldest first, the answers' suggested meditations as links to their player, the
 * answers read aloud as audio), and the message box that sends in text or in text read aloud. The open
 * conversation is the address's ?chat=ID. A live region announces the wait and the new answer.
 */
export function AssistantChat({
  family,
  meditationPath,
  headingId = 'assistant-chat',
  crisisPanel,
  crisisCountry,
}: {
  family: ChatFamily;
  meditationPath: MeditationPath;
  headingId?: string;
  /** What an answer to words of risk shows: the person's crisis resources (the safety feature, from the page). */
  crisisPanel?: ReactNode;
  /** The country the person chose for crisis resources, sent with each message. */
  crisisCountry?: string | undefined;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const chatId = chatIdFrom(params.get(CHAT_PARAM));
  const [page, setPage] = useState(1);
  const history = useChatHistory(family, { pageNo: page, perPage: CHAT_HISTORY_PER_PAGE });
  const conversation = useChatConversation(family, chatId);
  const send = useSendChatMessage(family);
  const remove = useDeleteChat(family);
  const [draft, setDraft] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The answer to start playing as soon as it shows: the one just asked for with "Send and read aloud".
  const [playAnswerId, setPlayAnswerId] = useState<number | null>(null);
  const messageBox = useRef<HTMLTextAreaElement>(null);
  const endOfMessages = useRef<HTMLDivElement>(null);
  // The conversation shown when a reply arrives decides where the reply goes (the person may have moved on).
  const shownChatId = useRef(chatId);
  useEffect(() => {
    shownChatId.current = chatId;
  }, [chatId]);

  const hrefOf = (id: number) => {
    const next = new URLSearchParams(params);
    next.set(CHAT_PARAM, String(id));
    return `?${next.toString()}`;
  };
  const showConversation = (id: number | null, { replace = false } = {}) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(CHAT_PARAM);
        else next.set(CHAT_PARAM, String(id));
        return next;
      },
      { replace },
    );

  const startNew = () => {
    showConversation(null);
    setFieldError(null);
    setSendError(null);
    messageBox.current?.focus();
  };

  // Deleting the open conversation also takes it out of the address.
  const removeAndClose: typeof remove = {
    ...remove,
    mutate: (id, options) =>
      remove.mutate(id, {
        ...options,
        onSuccess: (...args) => {
          if (id === shownChatId.current) showConversation(null, { replace: true });
          options?.onSuccess?.(...args);
        },
      }),
  };
  const deletion = useConfirmDelete(
    'assistant',
    removeAndClose,
    (chat: ChatSummary) => chat.id,
    (chat) => chat.title,
    {
      errorFallback: MESSAGES.somethingWentWrong,
    },
  );

  const sending = send.isPending ? send.variables : undefined;
  const sendingHere = sending !== undefined && (sending.chat_id ?? null) === chatId;

  const onSend = async (mode: ChatMode) => {
    const message = draft;
    const { messageProblem } = await loadMessageRule();
    const problem = messageProblem(message);
    setFieldError(problem);
    setSendError(null);
    if (problem) {
      messageBox.current?.focus();
      return;
    }
    const startedIn = chatId;
    setDraft('');
    setAnnouncement('');
    send.mutate(
      { mode, message: message.trim(), ...(startedIn !== null ? { chat_id: startedIn } : {}), ...(crisisCountry ? { country: crisisCountry } : {}) },
      {
        onSuccess: (response) => {
          const reply = response.data;
          setAnnouncement(t('assistant.answered', { text: reply.answer.text }));
          if (mode === 'voice' && reply.answer.audioUrl) setPlayAnswerId(reply.answer.id);
          // A new conversation takes its id in the address (replacing the empty one, so Back skips it).
          if (startedIn === null && shownChatId.current === null) showConversation(reply.chat_id, { replace: true });
        },
        onError: (error) => {
          // The message comes back into the box unless something else was typed meanwhile.
          setDraft((current) => current || message);
          const onField = error instanceof ApiError ? error.fieldErrors().message : undefined;
          if (onField) setFieldError(onField);
          else setSendError(errorMessage(error, MESSAGES.somethingWentWrong));
          messageBox.current?.focus();
        },
      },
    );
  };

  const messageCount = conversation.data?.messages.length ?? 0;
  useEffect(() => {
    if (sendingHere || messageCount > 0) endOfMessages.current?.scrollIntoView?.({ block: 'nearest' });
  }, [sendingHere, messageCount]);

  const title = chatId === null ? t('assistant.newTitle') : (conversation.data?.title ?? t('assistant.newTitle'));
  const listHeadingId = `${headingId}-list`;
  const conversationHeadingId = `${headingId}-conversation`;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId}>
            {t('assistant.heading')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('assistant.intro')}
          </Text>
        </Stack>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ChatHistoryList
              headingId={listHeadingId}
              query={history}
              page={page}
              onPage={setPage}
              openId={chatId}
              hrefOf={hrefOf}
              onNew={startNew}
              onDelete={deletion.ask}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md" component="section" aria-labelledby={conversationHeadingId}>
              <Title order={3} size="h4" id={conversationHeadingId}>
                {title}
              </Title>
              {chatId !== null && conversation.isPending ? (
                <PageLoader />
              ) : chatId !== null && conversation.isError ? (
                <Stack gap="sm" align="flex-start">
                  <Text role="alert">
                    {conversation.error instanceof ApiError && conversation.error.status === 404
                      ? t('assistant.notFound')
                      : errorMessage(conversation.error, MESSAGES.somethingWentWrong)}
                  </Text>
                  <Button variant="light" onClick={startNew}>
                    {t('assistant.newConversation')}
                  </Button>
                </Stack>
              ) : (
                <>
                  {messageCount === 0 && !sendingHere && (
                    <Stack gap="xs">
                      <Text size="sm" fw={500} id={`${headingId}-examples`}>
                        {t('assistant.examplesLabel')}
                      </Text>
                      <Group gap="xs" role="group" aria-labelledby={`${headingId}-examples`}>
                        {EXAMPLES.map((example) => (
                          <Button
                            key={example}
                            size="xs"
                            variant="default"
                            radius="xl"
                            onClick={() => {
                              setDraft(t(`assistant.examples.${example}`));
                              messageBox.current?.focus();
                            }}
                          >
                            {t(`assistant.examples.${example}`)}
                          </Button>
                        ))}
                      </Group>
                    </Stack>
                  )}
                  {(messageCount > 0 || sendingHere) && (
                    <ol className={classes.messages} aria-label={t('assistant.conversationLabel')}>
                      {conversation.data?.messages.map((message) => (
                        <ChatMessageItem
                          key={message.id}
                          message={message}
                          meditationPath={meditationPath}
                          crisisPanel={crisisPanel}
                          autoPlay={message.id === playAnswerId}
                          onPlayed={() => setPlayAnswerId(null)}
                        />
                      ))}
                      {sendingHere && (
                        <>
                          <PendingQuestion text={sending.message} />
                          <TypingIndicator />
                        </>
                      )}
                    </ol>
                  )}
                  <div ref={endOfMessages} />
                </>
              )}
              <VisuallyHidden role="status" aria-live="polite" aria-atomic>
                {sendingHere ? t('assistant.typing') : announcement}
              </VisuallyHidden>
              {sendError && (
                <Alert
                  color="red"
                  role="alert"
                  onClose={() => setSendError(null)}
                  withCloseButton
                  closeButtonLabel={t('toast.close')}
                >
                  {sendError}
                </Alert>
              )}
              <MessageComposer
                ref={messageBox}
                value={draft}
                onChange={(value) => {
                  setDraft(value.slice(0, CHAT_MESSAGE_MAX));
                  if (fieldError) setFieldError(null);
                }}
                onSend={(mode) => void onSend(mode)}
                pendingMode={send.isPending ? (send.variables?.mode ?? null) : null}
                error={fieldError}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      {deletion.modal}
    </Paper>
  );
}
