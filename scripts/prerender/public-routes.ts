/**
 * The shop's public addresses, the ones prerendered to HTML and listed in sitemap.xml
 * (decision 014). Private pages (cart, checkout, account, orders, admin) stay app-only: they
 * show one visitor's data and are `noindex`.
 */

/** Pages whose address does not depend on the catalogue or the blog. */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/products',
  '/blog',
  '/about',
  '/process',
  '/business',
  '/contact',
  '/privacy-policy',
  '/cookie-policy',
  '/terms-of-service',
] as const;

/**
 * App pages prerendered like the public ones but left out of the sitemap (they are `noindex`):
 * the cart and the sign-in and sign-up pages, which every header links to and whose first
 * paint would otherwise wait for the whole app (issue 38: LCP 4.3 s and 3.7 s on Lighthouse's
 * phone). What they show of one visitor (the cart's lines) or take from them (the forms) is
 * drawn by the app once it runs; the server's page is the frame (decision 017 items 19, 29).
 */
export const PRERENDERED_APP_PATHS = ['/cart', '/login', '/register'] as const;

/** Rendered to `404.html`: the not-found page a static host answers unknown files with. */
export const NOT_FOUND_PATH = '/pagina-non-trovata';

export interface PublicRoute {
  path: string;
  /** When the page's content last changed (ISO date), for the sitemap. */
  lastmod: string;
}

export interface PublicContent {
  products: { slug: string; updated_at: string }[];
  posts: { slug: string; updated_at: string }[];
}

/** The newest of some ISO timestamps, or `fallback` when there are none. */
function newest(dates: string[], fallback: string): string {
  return dates.reduce((latest, date) => (date > latest ? date : latest), '') || fallback;
}

/**
 * Every public route with its lastmod: a product or post by its own `updated_at`, the
 * catalogue and blog lists by their newest entry, the other pages by the build date.
 */
export function publicRoutes(content: PublicContent, builtAt: string): PublicRoute[] {
  const productDates = content.products.map((product) => product.updated_at);
  const postDates = content.posts.map((post) => post.updated_at);
  const listDate: Partial<Record<string, string>> = {
    '/': newest([...productDates, ...postDates], builtAt),
    '/products': newest(productDates, builtAt),
    '/blog': newest(postDates, builtAt),
  };
  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path, lastmod: listDate[path] ?? builtAt })),
    ...content.products.map((product) => ({
      path: `/products/${encodeURIComponent(product.slug)}`,
      lastmod: product.updated_at,
    })),
    ...content.posts.map((post) => ({
      path: `/blog/${encodeURIComponent(post.slug)}`,
      lastmod: post.updated_at,
    })),
  ];
}

/**
 * The file a static host serves for `path`: `/` → index.html, `/products/x` →
 * products/x/index.html (every static host serves a folder's index.html for its address).
 */
export function htmlFileFor(path: string): string {
  if (path === NOT_FOUND_PATH) return '404.html';
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  return [...segments, 'index.html'].join('/');
}
