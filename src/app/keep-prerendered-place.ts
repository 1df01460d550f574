/** The part of the router this needs: its render notification. */
export interface RenderedNotifier {
  subscribe(event: 'onRendered', listener: () => void): () => void;
}

/** How long the page keeps its prerendered height at most, if its footer never comes. */
export const KEEP_HEIGHT_MAX_MS = 10_000;

/**
 * Keeps a visitor where they were on the prerendered page the app replaces (decision 014). The
 * app starts at their first touch, often a scroll, so they may be far down the page: the
 * router's first render scrolls to the top (TanStack Router resets the window's scroll on every
 * render of a new location), and lower sections whose code is still arriving would make the
 * page shorter for a moment, which moves the browser's scroll position for good. So `root`
 * keeps the prerendered page's height until the app's footer (the last section) is there, and
 * after the first render the window goes back to where the visitor last scrolled it.
 */
export function keepPrerenderedPlace(root: HTMLElement, router: RenderedNotifier): void {
  let place = { left: window.scrollX, top: window.scrollY };
  const follow = () => {
    place = { left: window.scrollX, top: window.scrollY };
  };
  window.addEventListener('scroll', follow, { passive: true });
  const stopWatching = router.subscribe('onRendered', () => {
    stopWatching();
    window.removeEventListener('scroll', follow);
    window.scrollTo({ ...place, behavior: 'instant' });
  });

  root.style.minHeight = `${root.offsetHeight}px`;
  const release = () => {
    footerWatch.disconnect();
    window.clearTimeout(timeout);
    root.style.removeProperty('min-height');
  };
  const appFooter = () =>
    [...root.querySelectorAll('footer')].some((footer) => !footer.closest('[data-prerendered]'));
  const footerWatch = new MutationObserver(() => {
    if (appFooter()) release();
  });
  footerWatch.observe(root, { childList: true, subtree: true });
  const timeout = window.setTimeout(release, KEEP_HEIGHT_MAX_MS);
}
