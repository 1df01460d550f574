import type { PublicContent } from './public-routes.ts';

/** Where the build reads the shop's data: the same REST API and anon key the app uses. */
export interface ContentSource {
  apiUrl: string;
  anonKey: string;
}

async function readRows<Row>(source: ContentSource, query: string): Promise<Row[]> {
  const response = await fetch(`${source.apiUrl}/rest/v1/${query}`, {
    headers: { apikey: source.anonKey, authorization: `Bearer ${source.anonKey}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`GET ${query}: HTTP ${response.status}`);
  return (await response.json()) as Row[];
}

/**
 * The active products and the published posts, as any visitor sees them (RLS decides, as for
 * the app's own reads). Throws when the API does not answer.
 */
export async function readPublicContent(
  source: ContentSource,
  now = new Date(),
): Promise<PublicContent> {
  const [products, posts] = await Promise.all([
    readRows<{ slug: string; updated_at: string }>(
      source,
      'products?select=slug,updated_at&archived_at=is.null&order=slug',
    ),
    readRows<{ slug: string; updated_at: string }>(
      source,
      `blog_posts?select=slug,updated_at&status=eq.published&published_at=lte.${encodeURIComponent(now.toISOString())}&order=slug`,
    ),
  ]);
  return { products, posts };
}

/** Whether the API answers at all (a build without a reachable backend prerenders less). */
export async function apiAnswers(source: ContentSource): Promise<boolean> {
  try {
    await readRows(source, 'products?select=slug&limit=1');
    return true;
  } catch {
    return false;
  }
}
