import { Text } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { parseScript } from './text';
import classes from './assistant.module.css';

/**
 * A composed script as it will be read: its paragraphs, and each "[pause N]" line as a quiet marker
 * (named in full for screen readers: "Pause, 20 seconds").
 */
export function ScriptView({ script, label }: { script: string; label: string }) {
  const { t } = useTranslation();
  const blocks = parseScript(script);
  return (
    // Scrolls when long: focusable and named, so the keyboard can scroll it too.
    <div className={classes.script} role="region" aria-label={label} tabIndex={0} data-testid="script-preview">
      {blocks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('aiStudio.draft.emptyScript')}
        </Text>
      ) : (
        blocks.map((block, index) =>
          block.kind === 'pause' ? (
            <div
              key={index}
              className={classes.pause}
              role="note"
              aria-label={t('aiStudio.draft.pause', { count: block.seconds })}
            >
              <IconPlayerPause size={14} aria-hidden />
              <span aria-hidden>{t('aiStudio.draft.pauseShort', { count: block.seconds })}</span>
            </div>
          ) : (
            <p key={index} className={classes.paragraph}>
              {block.text}
            </p>
          ),
        )
      )}
    </div>
  );
}
