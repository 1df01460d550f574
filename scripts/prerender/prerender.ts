/**
 * The build's last step (decision 017): every public route rendered to its own HTML file by the
 * app's own server render (src/entry-server.tsx, built for Node), reading the shop's data from
 * the build's API, with that data in the page for the app's hydration; then sitemap.xml and
 * robots.txt. A build whose pages cannot be prerendered fails, unless it was asked for a
 * single-page app only (`spaOnly`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { missingRichResultProperties } from '../../src/app/seo/rich-result-requirements.ts';
import { readAppModules } from '../vite/start-app-after-first-paint.ts';
import { buildTimeApi } from './build-time-api.ts';
import { composePageHtml, jsonLdBlocks, markStaticHead } from './page-html.ts';
import {
  htmlFileFor,
  NOT_FOUND_PATH,
  PRERENDERED_APP_PATHS,
  publicRoutes,
} from './public-routes.ts';
import { readPublicContent } from './read-public-content.ts';
import { NEXT_ROUTE_PATTERNS, nextRoutesFor, routeFilesFor } from './route-files.ts';
import { loadServerRender } from './server-render.ts';
import { robotsWithSitemap, sitemapXml } from './sitemap.ts';

export interface PrerenderOptions {
  distDir: string;
  apiUrl: string;
  anonKey: string;
  /** The public address of the shop (SITE_URL), without a trailing slash. */
  siteUrl: string;
  /** Serve the shop as a single-page app when its pages cannot be prerendered, not fail. */
  spaOnly?: boolean;
}

export async function prerenderPublicPages(options: PrerenderOptions): Promise<void> {
  const { distDir, siteUrl } = options;
  const robotsPath = join(distDir, 'robots.txt');
  writeFileSync(robotsPath, robotsWithSitemap(readFileSync(robotsPath, 'utf8'), siteUrl));

  const api = await buildTimeApi({ apiUrl: options.apiUrl, anonKey: options.anonKey });
  if (!api) {
    const reason = `l'API ${options.apiUrl} non risponde`;
    if (!options.spaOnly)
      throw new Error(
        `Pagine pubbliche non prerenderizzate: ${reason}. Per una build solo come app a pagina singola: npm run build -- --spa-only (o BUILD_SPA_ONLY=1).`,
      );
    console.warn(`Pagine pubbliche NON prerenderizzate (--spa-only): ${reason}.`);
    return;
  }
  try {
    if (api.kind === 'demo')
      console.info(`Prerender con i dati demo di uno stack locale temporaneo su ${options.apiUrl}`);
    const content = await readPublicContent(api.source);
    const routes = publicRoutes(content, new Date().toISOString());
    const template = readFileSync(join(distDir, 'index.html'), 'utf8');
    const modules = readAppModules(template);
    const started = Date.now();
    const readBuiltStylesheet = (href: string) => {
      const file = join(distDir, href);
      return href.startsWith('/assets/') && existsSync(file)
        ? readFileSync(file, 'utf8')
        : undefined;
    };
    const renderPage = await loadServerRender(distDir);
    const paths = [...routes.map((route) => route.path), ...PRERENDERED_APP_PATHS, NOT_FOUND_PATH];
    for (const path of paths) {
      const rendered = await renderPage(path);
      const routeFiles = routeFilesFor(modules.firstRoute, rendered.routeIds);
      const file = join(distDir, htmlFileFor(path));
      mkdirSync(dirname(file), { recursive: true });
      const html = composePageHtml(
        template,
        {
          headHtml: markStaticHead(rendered.headHtml),
          rootHtml: rendered.rootHtml,
          stylesheets: routeFiles.filter((href) => href.endsWith('.css')),
          queryStateJson: JSON.stringify(rendered.queryState),
          appModulesJson: JSON.stringify({
            entry: modules.entry,
            preload: modules.preload,
            routeFiles,
            nextRoutes: nextRoutesFor(modules.firstRoute, NEXT_ROUTE_PATTERNS, routeFiles),
          }),
        },
        readBuiltStylesheet,
      );
      writeFileSync(file, html);
      for (const block of jsonLdBlocks(html)) {
        const missing = missingRichResultProperties(block);
        if (missing.length > 0)
          console.warn(`Prerender ${path}: al JSON-LD mancano ${missing.join(', ')}`);
      }
    }
    writeFileSync(join(distDir, 'sitemap.xml'), sitemapXml(siteUrl, routes));
    console.info(
      `Prerender: ${paths.length} pagine (${content.products.length} prodotti, ${content.posts.length} articoli) in ${Math.round((Date.now() - started) / 1000)} s; sitemap.xml con ${routes.length} indirizzi.`,
    );
  } finally {
    await api.release();
  }
}
