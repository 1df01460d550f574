/**
 * How long the pointer rests on a link, or the keyboard's focus stays on it, before it counts
 * as intent: the router's own default (`defaultPreloadDelay`), so a mouse crossing the menu
 * does not download every page it passes.
 */
export const INTENT_DELAY_MS = 50;

/**
 * Warms a route's files when the visitor shows they are about to open it: a finger or the mouse
 * pressing a link at once, the pointer resting on one or the keyboard's focus reaching it after
 * a moment. The router's own preload starts on the same signals (`defaultPreload: 'intent'`),
 * but it downloads the route's files one level at a time (warm-route-files.ts). Answers a
 * function that stops it.
 */
export function warmOnIntent(
  document: Document,
  warm: (path: string) => Promise<void>,
): () => void {
  const pending = new Map<Element, number>();
  const pathOf = (event: Event): [Element, string] | null => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== document.location.origin)
      return null;
    return link.pathname === document.location.pathname ? null : [link, link.pathname];
  };
  const now = (event: Event) => {
    const target = pathOf(event);
    if (target) void warm(target[1]);
  };
  const soon = (event: Event) => {
    const target = pathOf(event);
    if (!target || pending.has(target[0])) return;
    const [link, path] = target;
    pending.set(
      link,
      window.setTimeout(() => {
        pending.delete(link);
        void warm(path);
      }, INTENT_DELAY_MS),
    );
  };
  const gone = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const related = (event as MouseEvent | FocusEvent).relatedTarget;
    // Moving between the parts of one link (its icon, its text) is still resting on it.
    if (!link || (related instanceof Node && link.contains(related))) return;
    window.clearTimeout(pending.get(link));
    pending.delete(link);
  };
  const listeners: [string, (event: Event) => void][] = [
    ['pointerdown', now],
    ['mouseover', soon],
    ['focusin', soon],
    ['mouseout', gone],
    ['focusout', gone],
  ];
  for (const [type, listener] of listeners)
    document.addEventListener(type, listener, { capture: true, passive: true });
  return () => {
    for (const [type, listener] of listeners)
      document.removeEventListener(type, listener, { capture: true });
    for (const timer of pending.values()) window.clearTimeout(timer);
    pending.clear();
  };
}
