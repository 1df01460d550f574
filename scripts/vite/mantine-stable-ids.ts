import type { Plugin } from 'vite';

/** Mantine's `useId` module, as the build resolves it (its ES modules). */
export const MANTINE_USE_ID_MODULE = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * What the build loads instead: React's own `useId`, which is the same on the server and in
 * the browser by design, without Mantine's swap for a random id.
 */
export const STABLE_USE_ID_SOURCE = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return 'mantine-' + reactId.replace(/[^A-Za-z0-9_-]/g, '');
}
`;

/**
 * Mantine's `useId` (`@mantine/hooks`, used by every input, menu, popover and modal) starts
 * from React's `useId` and then, in a layout effect after mounting, sets a random id — a state
 * update in every such component, even one given its own id. On a prerendered page (decision
 * 017) that is a synchronous render of every one of them right after hydration, in one long
 * task before the visitor can tap (issue 38: ~120 ms on /products without CPU throttling), and
 * every label's `for` and `aria-*` reference changes under assistive technology. React's ids
 * are unique within the one root the shop renders, and equal on the server and the client,
 * which is what hydration needs; the build keeps them.
 *
 * The build and the server render only: the dev server pre-bundles Mantine without plugins, so
 * `npm run dev` keeps Mantine's random ids (and its re-render), which only costs time there.
 *
 * `mantine-stable-ids.test.ts` reads the installed Mantine: if an upgrade changes what
 * `useId` does, the test fails before the build ships a different behaviour.
 */
export function mantineStableIds(): Plugin {
  return {
    name: 'bottega:mantine-stable-ids',
    enforce: 'pre',
    load(id) {
      return MANTINE_USE_ID_MODULE.test(id) ? STABLE_USE_ID_SOURCE : null;
    },
  };
}
