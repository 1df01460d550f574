import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

// On the server (the build's prerender) every render is the server's markup; in the browser
// only the renders of a hydration are (src/main.tsx says when one starts and ends).
let renderingServerMarkup = typeof window === 'undefined';

/** src/main.tsx, just before `hydrateRoot`: the first renders must equal the server's markup. */
export function startHydratingServerMarkup(): void {
  renderingServerMarkup = true;
}

/**
 * Once the hydration is over (the app live and the browser idle): a component mounted from now
 * on renders for this browser at once.
 */
export function stopHydratingServerMarkup(): void {
  renderingServerMarkup = false;
}

const neverChanges = () => () => undefined;
const renderingServerMarkupNow = () => renderingServerMarkup;
const serverRenders = () => true;

/**
 * True while React renders markup that must equal the server's: on the server (the build's
 * prerender, decision 017) and while the browser hydrates a prerendered page; false once the
 * app renders on its own (after hydration, or a page the app drew itself). What a visitor's
 * browser alone knows (a stored choice, a cart, a session) is shown from the next render on,
 * so the first one matches the server's markup.
 *
 * `useSyncExternalStore`'s server snapshot is what makes a hydrating render see `true`, however
 * late React hydrates this part. While the page is being hydrated the browser's snapshot is
 * `true` too, so React does not re-render the component synchronously for the difference (one
 * non-yielding task right after hydration for every such component, issue 38's TBT); it
 * switches to the browser's markup in a transition, which React renders in slices between the
 * visitor's taps. A part React hydrates after that window still gets the synchronous switch.
 * The window lasts from `hydrateRoot` until the app is live and the browser idle (the route's
 * content hydrates after the root's first commit, inside the router's Suspense boundaries): a
 * component the app mounts itself within it (the cart opened in the first seconds) also starts
 * from the server's markup and switches in the same way, a frame later.
 */
export function useServerMarkup(): boolean {
  const serverMarkup = useSyncExternalStore(neverChanges, renderingServerMarkupNow, serverRenders);
  const [switched, setSwitched] = useState(false);
  useEffect(() => {
    if (serverMarkup) startTransition(() => setSwitched(true));
  }, [serverMarkup]);
  return serverMarkup && !switched;
}

/**
 * Whether this component's first render was the server's markup (stays as it was).
 *
 * Only a hydrating render sees the server snapshot: a component the app mounts itself, even while
 * the page is still being hydrated, did not start from the server's markup. Both snapshots
 * answer what the first one decided. After a hydration React compares the browser's snapshot
 * with the server's one in a passive effect, and a difference re-renders the component and
 * everything below it synchronously: a snapshot that said `false` there cost the home page one
 * non-yielding render of 64–84 ms (the newsletter form and everything below it) right after
 * the app started (issue 38's TBT, decision 017 item 24).
 */
export function useFirstRenderWasServerMarkup(): boolean {
  const [snapshots] = useState(() => {
    let first: boolean | undefined;
    return {
      browser: () => (first ??= false),
      server: () => (first ??= true),
    };
  });
  return useSyncExternalStore(neverChanges, snapshots.browser, snapshots.server);
}
