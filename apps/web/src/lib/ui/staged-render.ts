import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * Whether the page is on screen. A landing renders hidden under a loader until its data is in
 * (app/layouts/RevealWhenSettled.tsx, which provides this); outside one, a page is shown at once.
 */
export const PageShownContext = createContext(true);

/** Whether the page around the caller is on screen (see PageShownContext). */
export function usePageShown(): boolean {
  return useContext(PageShownContext);
}

/**
 * How many of a page's `total` parts to render: `first` with the page, then, once `start` is true, one
 * more per task, each in a transition (decision 0027).
 *
 * A long page of cards rendered at once is one commit, one style and layout pass of every card: on a
 * slow phone hundreds of milliseconds during which the page answers nothing and its first paint waits.
 * Parts rendered one by one, below what the first ones fill, keep each task short, and appear below the
 * screen's edge, where their arrival moves nothing (the caller reserves their room meanwhile).
 */
export function useStagedCount(total: number, { first, start }: { first: number; start: boolean }): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (!start || count >= total) return;
    // A task of its own for each part: the browser paints and answers input between two of them.
    const next = window.setTimeout(() => startTransition(() => setCount((shown) => shown + 1)), 0);
    return () => window.clearTimeout(next);
  }, [start, count, total]);
  return Math.min(count, total);
}
