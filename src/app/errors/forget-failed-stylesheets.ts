/**
 * Takes a stylesheet link that failed to load (offline, a lazy page's or part's CSS the device
 * has not kept) out of the document. Vite adds a lazy chunk's stylesheets as `<link>`s and, on
 * the next attempt, skips any href already in the document: a failed link left behind would
 * make the page or part load again unstyled once the connection returns (decision 009).
 * `error` does not bubble, so this listens in the capture phase; Vite's own listener on the
 * link still runs and reports the failure.
 */
export function forgetFailedStylesheets(target: Pick<Document, 'addEventListener'>): void {
  target.addEventListener(
    'error',
    (event) => {
      const element = event.target;
      if (element instanceof HTMLLinkElement && element.rel === 'stylesheet') element.remove();
    },
    true,
  );
}
