import { useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * True while React renders markup that must equal the server's: on the server (the build's
 * prerender, decision 017) and while the browser hydrates a prerendered page; false once the
 * app renders on its own (after hydration, or a page the app drew itself). What a visitor's
 * browser alone knows (a stored choice, a cart, a session) is shown from the next render on,
 * so the first one matches the server's markup.
 */
export function useServerMarkup(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}

/** Whether this component's first render was the server's markup (stays as it was). */
export function useFirstRenderWasServerMarkup(): boolean {
  const serverMarkup = useServerMarkup();
  const [first] = useState(serverMarkup);
  return first;
}
