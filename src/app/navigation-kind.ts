import type { RouterHistory } from '@tanstack/react-router';

type HistoryActionType = Parameters<Parameters<RouterHistory['subscribe']>[0]>[0]['action']['type'];

/** How the page now being drawn was reached; undefined for the page the visitor opened. */
let lastAction: HistoryActionType | undefined;

/**
 * Follows the router's history, so a page can tell a link's navigation from a way back. Only
 * once the app is rendered: the router loads a navigation itself only while nothing listens
 * to its history (a guard's redirect before the first render), and would wait forever for a
 * listener that does not load it.
 */
export function followNavigationKind(history: RouterHistory): () => void {
  return history.subscribe(({ action }) => {
    lastAction = action.type;
  });
}

/**
 * True when the page now being drawn was reached through a link in the app (a push or a
 * replace), with no `#anchor`: it opens at the top, so what lies below its first screen may
 * come a frame later. False for the opened page (it hydrates what the server drew) and for a
 * way back or forward (the router restores a scroll position the whole page must be there for).
 */
export function openedByLinkAtTop(location: { hash: string }): boolean {
  return (lastAction === 'PUSH' || lastAction === 'REPLACE') && location.hash === '';
}

/** For tests: as if no navigation had happened yet. */
export function resetNavigationKindForTests(): void {
  lastAction = undefined;
}
