import type { QueryClient } from '@tanstack/react-query';
import { productKeys } from '@/domain/catalogue/product-queries';

/** Query keys of the admin editors (cache group "admin"). */
export const adminContentKeys = {
  all: ['admin', 'content'] as const,
  products: () => [...adminContentKeys.all, 'products'] as const,
  product: (id: string) => [...adminContentKeys.products(), id] as const,
  posts: () => [...adminContentKeys.all, 'posts'] as const,
  post: (id: string) => [...adminContentKeys.posts(), id] as const,
  carousel: () => [...adminContentKeys.all, 'carousel'] as const,
};

// The storefront's keys for the carousel and the blog live in their features, which this one
// may not import; these prefixes match them (src/features/content/api/carousel-queries.ts,
// src/features/blog/api/blog-queries.ts).
const storefrontKeys = {
  products: productKeys.all,
  carousel: ['carousel'] as const,
  blog: ['blog'] as const,
};

/**
 * After a write: the admin's lists and the storefront queries showing that content are
 * refetched if on screen and dropped otherwise. Dropping matters: catalogue queries never
 * refetch on mount (cache group "products"), so a merely invalidated copy would still be served
 * by the shop pages of this window, and by the persisted cache after a reload.
 */
export async function invalidateContent(
  queryClient: QueryClient,
  area: keyof typeof storefrontKeys,
): Promise<void> {
  const adminKey = {
    products: adminContentKeys.products(),
    carousel: adminContentKeys.carousel(),
    blog: adminContentKeys.posts(),
  }[area];
  queryClient.removeQueries({ queryKey: storefrontKeys[area], type: 'inactive' });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKey }),
    queryClient.invalidateQueries({ queryKey: storefrontKeys[area] }),
  ]);
}
