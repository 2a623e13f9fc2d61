import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Anchor, Button, Text, VisuallyHidden } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, type ChatMessage } from '@stillpoint/contracts';
import { PlainText } from './PlainText';
import { formatDuration } from '../../../lib/duration';
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
  autoPlay = false,
  onPlayed,
}: {
  message: ChatMessage;
  meditationPath: MeditationPath;
  /** Shown in an answer to words of risk: the person's crisis resources, with tap-to-call (the page gives it). */
  crisisPanel?: ReactNode;
  /** Start the audio at once: the answer the person just asked to hear ("Send and read aloud"). */
  autoPlay?: boolean;
  /** Called once the automatic start was tried (played, or refused by the browser). */
  onPlayed?: () => void;
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
        {message.audioUrl && <AnswerAudio src={message.audioUrl} autoPlay={autoPlay} onPlayed={onPlayed} />}
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
                    · {formatDuration(suggestion.durationSeconds)}
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

/**
 * The answer read aloud. Asked for with "Send and read aloud", it starts by itself: the click on that button
 * lets the browser play sound. Should the browser still refuse, a clear "Play the answer" button says so.
 */
function AnswerAudio({ src, autoPlay, onPlayed }: { src: string; autoPlay: boolean; onPlayed?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [blocked, setBlocked] = useState(false);
  const done = useRef(onPlayed);
  useEffect(() => {
    done.current = onPlayed;
  }, [onPlayed]);
  useEffect(() => {
    const element = audio.current;
    if (!autoPlay || !element) return;
    let cancelled = false;
    Promise.resolve()
      .then(() => element.play())
      .then(
        () => {
          if (!cancelled) setBlocked(false);
        },
        () => {
          if (!cancelled) setBlocked(true);
        },
      )
      .finally(() => done.current?.());
    return () => {
      cancelled = true;
    };
  }, [autoPlay, src]);
  const playNow = () => {
    setBlocked(false);
    void audio.current?.play()?.catch(() => setBlocked(true));
  };
  return (
    <>
      <audio
        ref={audio}
        className={classes.audio}
        controls
        preload={autoPlay ? 'auto' : 'metadata'}
        src={src}
        aria-label={t('assistant.readAloud')}
        data-testid="assistant-answer-audio"
        onPlay={() => setBlocked(false)}
      />
      {blocked && (
        <Button size="xs" variant="light" mt="xs" leftSection={<IconPlayerPlay size={14} aria-hidden />} onClick={playNow}>
          {t('authoring.playAnswer')}
        </Button>
      )}
    </>
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
