import { existsSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { startStaticServer } from '../lib/static-server.ts';
import { PRERENDERED_ATTRIBUTE } from '../vite/app-loader-source.ts';
import type { RenderedPage } from './page-html.ts';

/** Debian's Chromium, as the tests and the bench use it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function chromiumAvailable(): boolean {
  return existsSync(chromiumPath);
}

// A phone's viewport: the first screen that has to be fast (Lighthouse mobile) gets the markup
// it would render itself. Layout differences on wider screens are CSS, not markup.
const VIEWPORT = { width: 412, height: 823 };

/**
 * What the running app has drawn: its head elements (each marked `data-static-head`, see
 * page-html.ts) and #root. Runs inside the page.
 */
function readRenderedPage(prerenderedAttribute: string): RenderedPage {
  const headSelector = [
    'title',
    'meta[name="description"]',
    'meta[name="robots"]',
    'meta[property^="og:"]',
    'meta[name^="twitter:"]',
    'link[rel="canonical"]',
    'script[type="application/ld+json"]',
  ].join(',');
  const headElements = [...document.querySelectorAll(headSelector)].map((element) => {
    const copy = element.cloneNode(true) as Element;
    copy.setAttribute('data-static-head', '');
    return `    ${copy.outerHTML}\n`;
  });
  // Once each: the document can hold the same tag twice.
  const headHtml = [...new Set(headElements)].join('');
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  const copy = root.cloneNode(true) as HTMLElement;
  // The cookie banner shows before the app only to a visitor with no stored choice (index.html's
  // inline script sets `bdb-consent-pending`), and a tap on it is kept for the app.
  copy.querySelectorAll('.bdb-consent').forEach((banner) => {
    banner.classList.add('bdb-first-paint-consent');
  });
  // The hero's picture fades in over its blurred placeholder after 500 ms (spec §9): on the
  // prerendered page a CSS animation does it (hero-art.module.css), and the app's hero takes
  // over with the picture as it finds it (hero-art.tsx).
  copy.querySelectorAll('[data-testid="hero-image"]').forEach((image) => {
    image.removeAttribute('data-visible');
  });
  // What is typed into a field of the prerendered page would be lost when the app replaces it:
  // read-only until then (the loader starts the app as soon as one is focused or tapped, and
  // focuses the app's own field at the same place).
  copy.querySelectorAll('input, textarea').forEach((field) => {
    if (!field.closest('.bdb-consent')) field.setAttribute('readonly', '');
  });
  // What the app has not replaced yet: the loader and the tests tell the two apart by it.
  [...copy.children].forEach((child) => child.setAttribute(prerenderedAttribute, ''));
  // The app's JSON-LD is in the head; scripts never run from prerendered markup anyway.
  copy.querySelectorAll('script').forEach((script) => script.remove());
  // Vite's loader links a lazy chunk's CSS by absolute URL (http://host/assets/…): keep the
  // path of every stylesheet of this origin's build, once.
  const stylesheets = [
    ...new Set(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
        .map((link) => new URL(link.href, location.href))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
        .map((url) => url.pathname),
    ),
  ];
  return { headHtml, rootHtml: copy.innerHTML, stylesheets };
}

async function renderPage(page: Page, url: string): Promise<RenderedPage> {
  await page.goto(url, { waitUntil: 'load' });
  // The footer is rendered last, once the page is complete (src/app/after-first-screen.tsx).
  await page.getByRole('contentinfo').waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  return page.evaluate(readRenderedPage, PRERENDERED_ATTRIBUTE);
}

/**
 * Opens each path of the built app (served from `distDir`, reading its own API) in headless
 * Chromium and returns what the app rendered, path by path.
 */
export async function capturePages(
  distDir: string,
  paths: string[],
): Promise<Map<string, RenderedPage>> {
  const web = await startStaticServer({ dir: distDir, port: 0 });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      locale: 'it-IT',
      timezoneId: 'Europe/Rome',
      // The worker would only add its own downloads to every page.
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const pages = new Map<string, RenderedPage>();
    for (const path of paths) pages.set(path, await renderPage(page, `${web.url}${path}`));
    return pages;
  } finally {
    await browser.close();
    await web.stop();
  }
}
