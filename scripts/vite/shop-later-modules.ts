/**
 * The shop's offline core, and what lies outside it (issue 27's precache budget, decision 009).
 *
 * Every customer's device precaches the core: the shell and the pages of the offline promise
 * (home, catalogue, product, cart, checkout, orders, profile and /business with the offline
 * panel). Everything else — the blog, the story and legal pages, the sign-in and account pages,
 * the chat, the quiz, the newsletter popup — is cached the first time
 * it is used, and all of it at once when a device gets ready for a whole offline day (a
 * restaurant, the installed app, or on request: src/app/pwa/prepare-offline.ts).
 */

/** The route files of the core (with their split components). */
const coreRoute =
  /\/src\/routes\/(?:(?:__root|index|cart|business|profile|products|checkout|orders)\.tsx(?:\?|$)|(?:products|checkout|orders)\/)/;

/** Any route file (the generated route tree is the entry's, not a route). */
const routeFile = /\/src\/routes\//;

/** Parts the core pages load lazily and can live without offline (they render nothing then). */
const laterParts = [
  'src/features/chat/components/chat-widget',
  'src/features/quiz/components/quiz-dialog',
  'src/features/newsletter/components/newsletter-popup',
];

const normalise = (id: string) => id.replaceAll('\\', '/');

/** True for a route file outside the core, or a lazily loaded part outside it. */
export function isLaterModule(id: string): boolean {
  const path = normalise(id);
  if (routeFile.test(path)) return !coreRoute.test(path);
  return laterParts.some((part) => path.includes(`/${part}.`));
}
