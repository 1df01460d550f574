/**
 * The build's last step (decision 014): every public route rendered to its own HTML file by
 * the app itself, in headless Chromium, reading the shop's data from the build's API; then
 * sitemap.xml and robots.txt. Never fails the build: without Chromium or a reachable API the
 * shop is served as a single-page app, as before, and the build says so.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildTimeApi } from './build-time-api.ts';
import { capturePages, chromiumAvailable, chromiumPath } from './capture-pages.ts';
import { missingRichResultProperties } from '../../src/lib/seo/rich-result-requirements.ts';
import { composePageHtml, jsonLdBlocks } from './page-html.ts';
import { htmlFileFor, NOT_FOUND_PATH, publicRoutes } from './public-routes.ts';
import { readPublicContent } from './read-public-content.ts';
import { robotsWithSitemap, sitemapXml } from './sitemap.ts';

export interface PrerenderOptions {
  distDir: string;
  apiUrl: string;
  anonKey: string;
  /** The public address of the shop (SITE_URL), without a trailing slash. */
  siteUrl: string;
}

export async function prerenderPublicPages(options: PrerenderOptions): Promise<void> {
  const { distDir, siteUrl } = options;
  const robotsPath = join(distDir, 'robots.txt');
  writeFileSync(robotsPath, robotsWithSitemap(readFileSync(robotsPath, 'utf8'), siteUrl));

  if (!chromiumAvailable()) {
    console.warn(
      `Pagine pubbliche NON prerenderizzate: Chromium non trovato in ${chromiumPath} (CHROMIUM_PATH). Il negozio funziona come app a pagina singola.`,
    );
    return;
  }
  const api = await buildTimeApi({ apiUrl: options.apiUrl, anonKey: options.anonKey });
  if (!api) {
    console.warn(
      `Pagine pubbliche NON prerenderizzate: l'API ${options.apiUrl} non risponde. Il negozio funziona come app a pagina singola.`,
    );
    return;
  }
  try {
    if (api.kind === 'demo')
      console.info(`Prerender con i dati demo di uno stack locale temporaneo su ${options.apiUrl}`);
    const content = await readPublicContent(api.source);
    const routes = publicRoutes(content, new Date().toISOString());
    const template = readFileSync(join(distDir, 'index.html'), 'utf8');
    const started = Date.now();
    const readBuiltStylesheet = (href: string) => {
      const file = join(distDir, href);
      return href.startsWith('/assets/') && existsSync(file)
        ? readFileSync(file, 'utf8')
        : undefined;
    };
    const pages = await capturePages(distDir, [
      ...routes.map((route) => route.path),
      NOT_FOUND_PATH,
    ]);
    for (const [path, page] of pages) {
      const file = join(distDir, htmlFileFor(path));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, composePageHtml(template, page, readBuiltStylesheet));
      for (const block of jsonLdBlocks(page.headHtml)) {
        const missing = missingRichResultProperties(block);
        if (missing.length > 0)
          console.warn(`Prerender ${path}: al JSON-LD mancano ${missing.join(', ')}`);
      }
    }
    writeFileSync(join(distDir, 'sitemap.xml'), sitemapXml(siteUrl, routes));
    console.info(
      `Prerender: ${pages.size} pagine (${content.products.length} prodotti, ${content.posts.length} articoli) in ${Math.round((Date.now() - started) / 1000)} s; sitemap.xml con ${routes.length} indirizzi.`,
    );
  } finally {
    await api.release();
  }
}
