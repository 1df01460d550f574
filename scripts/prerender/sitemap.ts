import { escapeHtml } from '../../supabase/local/tools/html-page.ts';
import type { PublicRoute } from './public-routes.ts';

/** sitemap.xml (sitemaps.org 0.9) for the public routes, with absolute URLs from `siteUrl`. */
export function sitemapXml(siteUrl: string, routes: PublicRoute[]): string {
  const urls = routes.map(
    (route) =>
      `  <url>\n    <loc>${escapeHtml(`${siteUrl}${route.path}`)}</loc>\n    <lastmod>${route.lastmod.slice(0, 10)}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** public/robots.txt with the sitemap's absolute address (any earlier Sitemap line replaced). */
export function robotsWithSitemap(robots: string, siteUrl: string): string {
  const rules = robots
    .split('\n')
    .filter((line) => !/^sitemap:/i.test(line))
    .join('\n')
    .trimEnd();
  return `${rules}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
