import type { ReactNode } from 'react';
import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, type ChatMessage } from '@stillpoint/contracts';
import { PlainText } from './PlainText';
import { wholeMinutes } from './text';
import classes from './assistant.module.css';

/** Where a meditation of the library opens (the discovery player of the area). */
export type MeditationPath = (meditationId: number) => string;

/**
 * One message of a conversation: who said it (the person's on the end side, the assistant's on the
 * start side), its text, and for the assistant's answers the audio read aloud and the meditations it
 * suggests, each a link to its player.
 */
export function ChatMessageItem({
  message,
  meditationPath,
  crisisPanel,
}: {
  message: ChatMessage;
  meditationPath: MeditationPath;
  /** Shown in an answer to words of risk: the person's crisis resources, with tap-to-call (the page gives it). */
  crisisPanel?: ReactNode;
}) {
  const { t } = useTranslation();
  const fromUser = message.role === 'user';
  const author = fromUser ? t('assistant.you') : t('assistant.assistantName');
  return (
    <li className={`${classes.message} ${fromUser ? classes.fromUser : classes.fromAssistant}`} data-role={message.role}>
      <Text size="xs" c="dimmed">
        {author}{' '}
        <VisuallyHidden component="span">{t('assistant.sentAt', { time: formatDateTime(message.createdAt) })}</VisuallyHidden>
      </Text>
      <div className={classes.bubble}>
        {message.crisis && crisisPanel ? <CrisisAnswer text={message.text} panel={crisisPanel} /> : <PlainText text={message.text} />}
        {message.audioUrl && (
          <audio
            className={classes.audio}
            controls
            preload="metadata"
            src={message.audioUrl}
            aria-label={t('assistant.readAloud')}
            data-testid="assistant-answer-audio"
          />
        )}
        {message.suggestions.length > 0 && (
          <>
            <Text size="sm" fw={600} mt="xs">
              {t('assistant.suggestions')}
            </Text>
            <ul className={classes.suggestions} aria-label={t('assistant.suggestionsLabel')}>
              {message.suggestions.map((suggestion) => (
                <li key={suggestion.id}>
                  <Anchor component={Link} to={meditationPath(suggestion.id)} size="sm">
                    {suggestion.title}
                  </Anchor>{' '}
                  <Text span size="sm" c="dimmed">
                    · {t('assistant.minutes', { count: wholeMinutes(suggestion.durationSeconds) })}
                  </Text>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </li>
  );
}

/** The person's message on its way: shown at once, before the answer. */
export function PendingQuestion({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <li className={`${classes.message} ${classes.fromUser}`} data-role="user" data-pending>
      <Text size="xs" c="dimmed">
        {t('assistant.you')}
      </Text>
      <div className={classes.bubble}>
        <PlainText text={text} />
      </div>
    </li>
  );
}

/** The assistant writing: three breathing dots (the live region says it in words). */
export function TypingIndicator() {
  return (
    <li className={`${classes.message} ${classes.fromAssistant}`} data-testid="assistant-typing" aria-hidden>
      <div className={classes.bubble}>
        <span className={classes.typing}>
          <span className={classes.dot} />
          <span className={classes.dot} />
          <span className={classes.dot} />
        </span>
      </div>
    </li>
  );
}

/**
 * An answer to words of risk: its first words (warmth) and its last (what happens next) around the crisis
 * resources with tap-to-call; the stored text in between lists the same resources in words.
 */
function CrisisAnswer({ text, panel }: { text: string; panel: ReactNode }) {
  const paragraphs = text.split(/\n{2,}/);
  return (
    <>
      <PlainText text={paragraphs[0] ?? ''} />
      {panel}
      {paragraphs.length > 1 && <PlainText text={paragraphs.at(-1)!} />}
    </>
  );
}
