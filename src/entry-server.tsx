/**
 * The build's server render of a public page (decision 017): the same router, route
 * components and queries as the browser, rendered to HTML in Node with the route's data read
 * from the build's API. The page the browser receives is this render; the app adopts it with
 * `hydrateRoot` (src/main.tsx).
 */
import { dehydrate, type DehydratedState, timeoutManager } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { renderOpenedPageWhole } from '@/app/after-first-screen';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { shopSettingsQueryOptions } from '@/domain/shop/shop-settings';

// The blog's Markdown is sanitised in a DOM the build's host gives (jsdom in
// scripts/prerender/server-render.ts): Node has none.
export { sanitiseMarkdownIn } from '@/lib/markdown/render-markdown';

export interface ServerRenderedPage {
  /** What React put in the document's head: title, meta tags, canonical, JSON-LD, preloads. */
  headHtml: string;
  /** The markup of #root. */
  rootHtml: string;
  /** The route's data, for the browser's query cache before it hydrates. */
  queryState: DehydratedState;
  /** The matched routes' ids (`/products/$slug`), deepest last. */
  routeIds: string[];
}

const ROOT_OPEN = '<div id="root">';

// There is no device to keep offline copies on (a dynamic import, as the app's readers do).
const noDevice = import('@/lib/network/network-first').then((module) =>
  module.keepNoDeviceCopies(),
);

// The queries' garbage-collection timers (hours) must not keep the build's Node process alive.
timeoutManager.setTimeoutProvider({
  setTimeout: (callback, delay) => setTimeout(callback, delay).unref(),
  clearTimeout: (timer) => clearTimeout(timer),
  setInterval: (callback, delay) => setInterval(callback, delay).unref(),
  clearInterval: (timer) => clearInterval(timer),
});
const ROOT_CLOSE = '</div></body>';

// What React writes where a part threw on the server (inside a Suspense boundary): the page
// goes out without it and the browser renders it instead — a page without its content for
// crawlers, a layout shift and a slow paint for visitors (a blog post's body went out empty).
const BROWSER_FALLBACK = '<!--$!-->';

/** A server render that left a part to the browser is a failed prerender (decision 017 item 6). */
function failOnBrowserFallback(path: string, html: string): void {
  const at = html.indexOf(BROWSER_FALLBACK);
  if (at < 0) return;
  const reason = /data-msg="([^"]*)"/.exec(html.slice(at, at + 2000))?.[1] ?? 'no reason recorded';
  throw new Error(`server render of ${path} left a part to the browser: ${reason.trim()}`);
}

/** Renders `path` as the browser's first render of it will be. */
export async function renderPage(path: string): Promise<ServerRenderedPage> {
  await noDevice;
  // A page opened from a link renders whole (decision 004 item 16 is for later client renders).
  renderOpenedPageWhole();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  // The ribbon and the footer of every page show the shop's settings: read before rendering,
  // and carried in the page, so the first paint is the shop's own texts (not the built-in ones).
  await Promise.all([router.load(), queryClient.prefetchQuery(shopSettingsQueryOptions())]);
  // A whole document, so React puts what the routes hoist (title, meta, links) in its head.
  const html = renderToString(
    <html lang="it">
      <head />
      <body>
        <div id="root">
          <StrictMode>
            <App queryClient={queryClient} router={router} />
          </StrictMode>
        </div>
      </body>
    </html>,
  );
  const headStart = html.indexOf('<head>') + '<head>'.length;
  const headEnd = html.indexOf('</head>');
  const rootStart = html.indexOf(ROOT_OPEN) + ROOT_OPEN.length;
  const rootEnd = html.lastIndexOf(ROOT_CLOSE);
  if (headEnd < 0 || rootEnd < rootStart) throw new Error(`server render of ${path} has no root`);
  failOnBrowserFallback(path, html);
  const page = {
    headHtml: html.slice(headStart, headEnd),
    rootHtml: html.slice(rootStart, rootEnd),
    queryState: dehydrate(queryClient),
    routeIds: router.state.matches.map((match) => match.routeId),
  };
  queryClient.clear();
  return page;
}
