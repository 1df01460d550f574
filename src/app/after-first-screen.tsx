import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * Below-the-fold sections of the page the visitor opened wait their turn: the first screen is
 * rendered and painted first, then each waiting section is added in the page's order, one per
 * idle moment, so no single task of a slow phone's main thread has to build the whole page.
 * Once the opened page is complete, later pages render whole at once (a back navigation then
 * finds every section where the scroll position expects it).
 */

/** Shows of the sections still waiting, in the order they asked (the page's order). */
const waiting: Array<() => void> = [];
let cancelPendingIdle: (() => void) | undefined;
let openedPageComplete = false;

function showNextWhenIdle(): void {
  if (cancelPendingIdle) return;
  cancelPendingIdle = whenIdle(() => {
    cancelPendingIdle = undefined;
    waiting.shift()?.();
    if (waiting.length > 0) showNextWhenIdle();
    else openedPageComplete = true;
  });
}

function waitForTurn(show: () => void): () => void {
  waiting.push(show);
  showNextWhenIdle();
  return () => {
    const index = waiting.indexOf(show);
    if (index >= 0) waiting.splice(index, 1);
  };
}

export interface AfterFirstScreenProps {
  children: ReactNode;
}

/** Renders `children` once the sections above it are on screen (see the module's comment). */
export function AfterFirstScreen({ children }: AfterFirstScreenProps) {
  const [shown, setShown] = useState(() => openedPageComplete);
  useEffect(() => {
    if (shown) return undefined;
    return waitForTurn(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown ? children : null;
}

/**
 * The opened page is already whole on screen: the prerendered page the app replaces (decision
 * 014). Its lower sections render with the rest, or the page would shrink under a visitor who
 * has scrolled down it (the app starts at their first touch, often a scroll) and grow back.
 */
export function renderOpenedPageWhole(): void {
  openedPageComplete = true;
}

/**
 * For component tests of the whole app, which are about something else: every section renders
 * at once, as on a page opened after the first (this module's own test covers the waiting).
 */
export function renderWholePagesForTests(): void {
  renderOpenedPageWhole();
}

/** For tests: start over as a freshly opened page. */
export function resetAfterFirstScreenForTests(): void {
  waiting.length = 0;
  cancelPendingIdle?.();
  cancelPendingIdle = undefined;
  openedPageComplete = false;
}
