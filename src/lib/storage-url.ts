import { env } from '@/lib/env';

/**
 * Image and media columns hold a storage key `<bucket>/<path>` (e.g.
 * `product-images/seed/bun-classico-640w.webp`) or an absolute URL (see the migrations' comments);
 * this turns either into something an `<img>` can load. Empty values give undefined.
 */
export function publicStorageUrl(keyOrUrl: string | null | undefined): string | undefined {
  if (!keyOrUrl) return undefined;
  if (/^https?:\/\//i.test(keyOrUrl) || keyOrUrl.startsWith('data:')) return keyOrUrl;
  const key = keyOrUrl.replace(/^\/+/, '');
  const encoded = key.split('/').map(encodeURIComponent).join('/');
  return `${env.supabaseUrl}/storage/v1/object/public/${encoded}`;
}
