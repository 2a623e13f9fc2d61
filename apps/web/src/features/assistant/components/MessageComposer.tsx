import { forwardRef, type KeyboardEvent } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend, IconVolume } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '@stillpoint/contracts';
import type { ChatMode } from '../api/send-chat-message';

export interface MessageComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** Send the message: answered in text ("Send", or Enter) or also read aloud. */
  onSend: (mode: ChatMode) => void;
  /** The mode of the message on its way (its button shows the wait), null when none is. */
  pendingMode: ChatMode | null;
  /** The message field's error (empty message, or the server's 422). */
  error?: string | null | undefined;
}

/**
 * Whether a key press in the message field sends it: Enter alone does; Shift+Enter starts a new line,
 * and an Enter that ends an input method's composition (Japanese, Chinese…) only confirms the characters.
 */
export function isSendKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'nativeEvent'>): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;
}

/** The message box: a labelled text area with a character counter, and the two ways to send. */
export const MessageComposer = forwardRef<HTMLTextAreaElement, MessageComposerProps>(function MessageComposer(
  { value, onChange, onSend, pendingMode, error },
  ref,
) {
  const { t } = useTranslation();
  const pending = pendingMode !== null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onSend('text');
      }}
      noValidate
    >
      <Stack gap="xs">
        <Textarea
          ref={ref}
          label={t('assistant.messageLabel')}
          description={`${t('assistant.messageHint')} ${t('assistant.counter', { count: value.length, max: CHAT_MESSAGE_MAX })}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={CHAT_MESSAGE_MAX}
          value={value}
          error={error || undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (!isSendKey(event)) return;
            event.preventDefault();
            if (!pending) onSend('text');
          }}
          data-testid="assistant-message"
        />
        <Group gap="sm" justify="flex-end">
          <Button
            variant="light"
            leftSection={<IconVolume size={16} aria-hidden />}
            loading={pendingMode === 'voice'}
            disabled={pending && pendingMode !== 'voice'}
            onClick={() => onSend('voice')}
          >
            {t('assistant.sendAloud')}
          </Button>
          <Button
            type="submit"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={pendingMode === 'text'}
            disabled={pending && pendingMode !== 'text'}
          >
            {t('assistant.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
});
