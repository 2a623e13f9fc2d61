import { useEffect, useRef, useState } from 'react';
import { Stack } from '@mantine/core';
import type { AiMeditation } from '@stillpoint/contracts';
import { AiMeditationHistory } from './AiMeditationHistory';
import { ComposeForm } from './ComposeForm';
import { MeditationWorkbench, type WorkbenchProps } from './MeditationWorkbench';

/**
 * The AI meditations studio of a library (a clinic's, or the platform's for the administrators): compose
 * a meditation from a prompt, edit and voice it, publish it, and the history of what was composed. The
 * meditation being worked on is the one just composed or the one opened from the history.
 */
export function AiMeditationStudio({
  family,
  libraryPath,
  onPublished,
}: Pick<WorkbenchProps, 'family' | 'libraryPath' | 'onPublished'>) {
  const [current, setCurrent] = useState<AiMeditation | null>(null);
  const workbench = useRef<HTMLDivElement>(null);
  // A meditation composed or opened: bring its workbench into view and put the focus on its heading.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    const heading = workbench.current?.querySelector<HTMLElement>('#ai-workbench');
    heading?.focus();
    heading?.scrollIntoView?.({ block: 'start' });
  }, [focusRequest]);
  const open = (meditation: AiMeditation) => {
    setCurrent(meditation);
    setFocusRequest((count) => count + 1);
  };

  return (
    <Stack gap="lg">
      <ComposeForm family={family} onComposed={open} />
      {current && (
        <div ref={workbench}>
          <MeditationWorkbench
            // A new meditation starts with fresh forms.
            key={current.id}
            family={family}
            meditation={current}
            onChange={setCurrent}
            libraryPath={libraryPath}
            onPublished={onPublished}
          />
        </div>
      )}
      <AiMeditationHistory
        family={family}
        openId={current?.id ?? null}
        onOpen={open}
        onDeleted={(id) => setCurrent((shown) => (shown?.id === id ? null : shown))}
      />
    </Stack>
  );
}
