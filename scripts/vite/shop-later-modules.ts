/**
 * The shop's offline core, and what lies outside it (issue 27's precache budget, decision 009).
 *
 * Every customer's device precaches the core: the shell and the pages a visitor without an
 * account uses offline (home, catalogue, product, cart and /business with the offline panel).
 * Everything else is cached later, in two groups:
 * - the account pages (checkout, orders, profile): they need a session, and signing in is
 *   itself outside the core, so a device caches them as soon as someone signs in on it
 *   (src/app/offline-readiness/prepare-offline.ts);
 * - the rest — the blog, the story and legal pages, the sign-in pages, the home page's
 *   carousel, the chat, the quiz, the newsletter popup, the field measures (sent online only,
 *   issue 38) — the first time it is used, and all of it at once when a device gets
 *   ready for a whole offline day (a restaurant, the installed app, or on request).
 */

/** The route files of the core (with their split components). */
const coreRoute =
  /\/src\/routes\/(?:(?:__root|index|cart|business|products)\.tsx(?:\?|$)|products\/)/;

/** The route files of the account pages (with their split components). */
const accountRoute =
  /\/src\/routes\/(?:(?:profile|checkout|orders)\.tsx(?:\?|$)|(?:checkout|orders)\/)/;

/** Any route file (the generated route tree is the entry's, not a route). */
const routeFile = /\/src\/routes\//;

/** Parts the core pages load lazily and can live without offline (they render nothing then). */
const laterParts = [
  'src/features/content/carousel/creations-carousel',
  'src/features/chat/components/chat-widget',
  'src/features/quiz/components/quiz-dialog',
  'src/features/newsletter/components/newsletter-popup',
  'src/app/field-measures/report-field-measures',
];

const normalise = (id: string) => id.replaceAll('\\', '/');

/** True for a route file outside the core (the account pages too), or a lazily loaded part. */
export function isLaterModule(id: string): boolean {
  const path = normalise(id);
  if (routeFile.test(path)) return !coreRoute.test(path);
  return laterParts.some((part) => path.includes(`/${part}.`));
}

/** True for the route files of the account pages, which a signed-in device caches. */
export function isAccountRouteModule(id: string): boolean {
  return accountRoute.test(normalise(id));
}
