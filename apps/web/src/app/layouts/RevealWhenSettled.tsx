import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { PageLoader } from '../../lib/ui/PageLoader';
import { PageShownContext } from '../../lib/ui/staged-render';

/** How long the data may stay quiet before the page counts as settled (a section may start a query of its own). */
export const SETTLE_QUIET_MS = 60;
/** The page shows after this at the latest, whatever is still loading (it then fills in as before). */
export const SETTLE_MAX_MS = 3000;

/**
 * A landing page in its final layout at once: its parts render (and start their requests together) under
 * a loader, hidden, and show when no request has run for SETTLE_QUIET_MS (or after SETTLE_MAX_MS), so that
 * nothing on screen moves as the lists and the greeting arrive one by one (layout shift, decision 0016).
 * Once shown, the page stays shown: later requests (polls, tabs) change it as usual. Its parts learn
 * when it shows through PageShownContext (what renders in stages starts then).
 */
export function RevealWhenSettled({ children }: { children: ReactNode }) {
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    if (settled) return;
    const latest = window.setTimeout(() => startTransition(() => setSettled(true)), SETTLE_MAX_MS);
    return () => window.clearTimeout(latest);
  }, [settled]);

  useEffect(() => {
    if (settled || fetching > 0) return;
    const quiet = window.setTimeout(() => startTransition(() => setSettled(true)), SETTLE_QUIET_MS);
    return () => window.clearTimeout(quiet);
  }, [settled, fetching]);

  // One tree whether shown or not (the page is not mounted twice): only the loader and the styles change.
  // The page keeps at least a screen's height once shown: the loader needs it, and were it given back, the
  // shell's footer would rise into view under a page shorter than the screen (a layout shift).
  return (
    <Box pos="relative" mih="100vh" aria-busy={!settled}>
      {!settled && (
        <Box pos="absolute" top={0} left={0} right={0} style={{ zIndex: 1 }}>
          <PageLoader />
        </Box>
      )}
      <Box style={settled ? undefined : { visibility: 'hidden' }} aria-hidden={settled ? undefined : true}>
        {/* Parts rendered in stages wait for the page to show (lib/ui/staged-render.ts). */}
        <PageShownContext value={settled}>{children}</PageShownContext>
      </Box>
    </Box>
  );
}
