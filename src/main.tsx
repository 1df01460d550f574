import '@/app/styles/mantine-styles';
// The theme's variables, after Mantine's defaults they override (decision 017 item 31).
import '@/app/theme/mantine-theme-variables.css';
// Shell styles after Mantine's: the prerendered pages' first paint uses them too.
import '@/app/styles/first-paint-base.css';
import '@/app/styles/first-paint-ribbon.css';
import '@/app/styles/first-paint-header.css';
import '@/app/styles/first-paint-hero.css';
import '@/app/styles/first-paint-consent.css';
import '@/app/styles/first-paint-product.css';
import '@/features/content/home/home-hero.css';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { createBrowserHistory } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { renderOpenedPageWhole } from '@/app/after-first-screen';
import { nextTask } from '@/lib/next-task';
import { App, APP_LIVE_ATTRIBUTE } from '@/app/app';
import { connectDeviceCopies } from '@/app/device-copies';
import { forgetFailedStylesheets } from '@/app/errors/forget-failed-stylesheets';
import { skipRouterReloadOffline } from '@/app/errors/no-router-reload-offline';
import {
  countedAsReadNow,
  hydratableQueryState,
  refreshPrerenderedData,
} from '@/app/prerendered-page';
import { registerServiceWorker } from '@/app/register-service-worker';
import { warmOnIntent } from '@/lib/route-files/warm-on-intent';
import { readRouteFilesMapAhead, warmRouteFiles } from '@/lib/route-files/warm-route-files';
import { type AppRouter, createAppRouter } from '@/app/router';
import { whenIdle } from '@/lib/when-idle';
import { startHydratingServerMarkup, stopHydratingServerMarkup } from '@/hooks/use-server-markup';
import { logger } from '@/lib/logger';
import { createQueryClient } from '@/lib/query-client';
import {
  createQueryPersistOptions,
  keepQueryCacheSaved,
  restoreQueryCache,
} from '@/lib/query-persistence';

// The document carries the page's title, description, social tags and JSON-LD for crawlers
// that do not run JavaScript (prerendered, decision 017; app-shell.html the generic ones); from
// here on each route manages its own (TanStack Router `head`).
document.head.querySelectorAll('[data-static-head]').forEach((element) => element.remove());

// The domain's reads keep their copies through the offline layer (src/app/device-copies.ts).
connectDeviceCopies();

// A lazy page's stylesheet that failed offline must not stop it from loading styled later.
forgetFailedStylesheets(document);
// Offline, a page the device never kept says so at once instead of reloading over a new tap.
skipRouterReloadOffline(window, sessionStorage);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A prerendered page (decision 017) is the server's render of this address: the app adopts it
// (`hydrateRoot`) with the route's data the page carries. The app shell, or a page opened with
// a query the prerender did not see (a search), is rendered by the app itself.
const prerenderedState = hydratableQueryState(document);
// The prerendered page is whole: the first render must be too (decision 004 item 16 is for
// pages the app draws itself).
if (prerenderedState) renderOpenedPageWhole();

const rootOptions: RootOptions = {
  onUncaughtError: (error, errorInfo) => {
    logger.error('Errore non gestito', { error, componentStack: errorInfo.componentStack });
  },
  // A difference between the server's markup and the first render: React renders the page
  // again on its own (it still works), but it is a bug to fix.
  onRecoverableError: (error, errorInfo) => {
    logger.error('Pagina prerenderizzata non adottata', {
      error,
      componentStack: errorInfo.componentStack,
    });
  },
};

// The first paint is already on screen. Load the first route (its lazy code, guards and
// loaders; on a prerendered page its data is in the cache already) before React renders, then
// render once, as a transition: React works in small slices and the page stays responsive; a
// tap on the page while it hydrates makes React hydrate that part first and replay the tap.
// Rendering first would render the pending state and then the whole page again synchronously
// when the route arrives (the router's store updates are not interruptible).
function render(queryClient: QueryClient, router: AppRouter, onLive: () => void): void {
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} onLive={onLive} />
    </StrictMode>
  );
  // From here React hears every tap (and replays one on a part it has not hydrated yet); the
  // taps index.html kept before are tapped again once the app is live.
  document.documentElement.setAttribute(APP_LIVE_ATTRIBUTE, 'hydrating');
  // A first visit's next page comes over the network: its files are asked for together as the
  // visitor reaches for a link, not one level at a time after the tap.
  warmOnIntent(document, warmRouteFiles);
  if (prerenderedState) startHydratingServerMarkup();
  startTransition(() => {
    if (prerenderedState) hydrateRoot(container!, app, rootOptions);
    else createRoot(container!, rootOptions).render(app);
  });
}
// The start, one step per main-thread task, so a slow phone never runs two in one long task
// (issue 38, decision 017 item 16): evaluating the app's modules (this task), then starting the
// Supabase client's download, the query cache, the history, the router, the first route's
// load, then React, which hydrates in slices of its own. A failed load (e.g. a chunk that did not download) renders
// anyway: the router shows the error screen and RouterProvider loads again on mount.
async function start(): Promise<void> {
  await nextTask();
  // Every screen reads the shop's data and the visitor's session through the Supabase client:
  // start downloading it now, beside the first route's code, not after it (on a product page
  // the chain route code → client → product → picture decides when the picture appears). Only
  // the module: the client itself is created by the first read (src/lib/supabase.ts), after
  // the auth runtime is listening for what a confirmation link in the URL signs in.
  import('@/lib/supabase-shop-client').catch(() => {
    // The first read imports it again and reports a failure where it matters.
  });
  await nextTask();
  const queryClient = createQueryClient();
  const persistOptions = createQueryPersistOptions();
  if (prerenderedState) hydrate(queryClient, countedAsReadNow(prerenderedState));
  await nextTask();
  // The address bar's history, then the router (which processes the route tree), each in a
  // task of its own: together they were one 19 ms task at full CPU speed (decision 017 item
  // 31). On a first visit the history marks the address's entry (`replaceState`), a round trip
  // to the browser that took 0.3–14 ms in this machine's start-ups (item 39).
  const history = createBrowserHistory();
  await nextTask();
  const router = createAppRouter(queryClient, { history });
  // What the router's own hydration marks (TanStack Router's `hydrate`): its first render is
  // the server's, without the Suspense boundary it puts around a page it renders on its own.
  if (prerenderedState) router.ssr = { manifest: undefined };
  await nextTask();
  await router.load().catch((error: unknown) => {
    logger.warn('Primo caricamento della pagina non riuscito', error);
  });
  // What the last visit saved, after the first route's own reads (a restore never replaces
  // newer data: online, the loaders' answers stay). On a page the app draws itself, before it
  // renders; on a prerendered page once the app is live and the browser idle: the page carries
  // its own data, and a restore before hydrating would make the first render differ from the
  // server's markup.
  if (!prerenderedState) await restoreQueryCache(queryClient, persistOptions);
  await nextTask();
  let live = false;
  render(queryClient, router, () => {
    if (live) return;
    live = true;
    // After the app's own files, so the map does not share the visitor's bandwidth with them.
    readRouteFilesMapAhead();
    whenIdle(() => {
      stopHydratingServerMarkup();
      const restored = prerenderedState
        ? restoreQueryCache(queryClient, persistOptions)
        : Promise.resolve();
      void restored.then(() => keepQueryCacheSaved(queryClient, persistOptions));
    });
  });
  if (prerenderedState) refreshPrerenderedData(queryClient, prerenderedState);
}
void start();

registerServiceWorker();
