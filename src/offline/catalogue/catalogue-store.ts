import { measureCatalogueWrite } from '@/offline/catalogue/catalogue-write-timing';
import { writeMakingRoom } from '@/offline/storage-pressure';
import type { CatalogueFilters } from '@/domain/catalogue/product-filters';
import { filterProductRows } from '@/domain/catalogue/filter-products';
import {
  type CatalogueSection,
  offlineDb,
  type OfflineDatabase,
  type StoredBlogPost,
  type StoredCarouselItem,
  type StoredProduct,
  type StoredSettingsRecord,
  type StoredShopClosure,
  type StoredShopSettings,
} from '@/offline/db';

/**
 * The offline copy of the catalogue (products, carousel, blog, settings) in IndexedDB. Load
 * this module with a dynamic import only: it brings Dexie. Every `read*` answers undefined
 * when the device has no trustworthy copy yet, so the caller can pass the network error on.
 */

const stamp = (db: OfflineDatabase, section: CatalogueSection, at: number) =>
  db.sectionStamps.put({ section, syncedAt: at });

async function hasCopy(db: OfflineDatabase, section: CatalogueSection): Promise<boolean> {
  return (await db.sectionStamps.get(section)) !== undefined;
}

/** When `section` was last copied whole from the server (epoch ms), if ever. */
export async function sectionSyncedAt(
  section: CatalogueSection,
  db: OfflineDatabase = offlineDb(),
): Promise<number | undefined> {
  return (await db.sectionStamps.get(section))?.syncedAt;
}

/**
 * Keeps the server's answer to a catalogue read. The unfiltered list is the whole catalogue:
 * it replaces the copy and stamps it. A filtered list refreshes its rows and drops local rows
 * the same filters match but the server no longer returned (archived or changed products).
 */
export async function storeProductList(
  filters: CatalogueFilters,
  rows: readonly StoredProduct[],
  db: OfflineDatabase = offlineDb(),
  now: number = Date.now(),
): Promise<void> {
  const complete = Object.keys(filters).length === 0;
  const startedAt = performance.now();
  await writeMakingRoom('catalogue', () =>
    db.transaction('rw', db.products, db.sectionStamps, async () => {
      if (complete) {
        await db.products.clear();
        await stamp(db, 'products', now);
      } else {
        const returned = new Set(rows.map((row) => row.id));
        const local = filterProductRows(await db.products.toArray(), filters);
        await db.products.bulkDelete(local.map((row) => row.id).filter((id) => !returned.has(id)));
      }
      // A slug moves with its product: drop another local row still holding it.
      const slugs = rows.map((row) => row.slug);
      const holders = await db.products.where('slug').anyOf(slugs).toArray();
      const ids = new Set(rows.map((row) => row.id));
      await db.products.bulkDelete(holders.filter((row) => !ids.has(row.id)).map((row) => row.id));
      await db.products.bulkPut([...rows]);
    }),
  );
  measureCatalogueWrite(startedAt, { rows: rows.length, complete });
}

/** Every product row kept on the device, or undefined before the first complete copy. */
export async function readProductRows(
  db: OfflineDatabase = offlineDb(),
): Promise<StoredProduct[] | undefined> {
  if (!(await hasCopy(db, 'products'))) return undefined;
  return db.products.toArray();
}

/** Keeps the server's answer for one slug: the row, or its absence (archived, renamed). */
export async function storeProduct(
  slug: string,
  row: StoredProduct | null,
  db: OfflineDatabase = offlineDb(),
): Promise<void> {
  await writeMakingRoom('catalogue', () =>
    db.transaction('rw', db.products, async () => {
      await db.products.where('slug').equals(slug).delete();
      if (row) await db.products.put(row);
    }),
  );
}

/**
 * One product row by slug: the row when kept; null when the complete catalogue is kept and it
 * is not in it; undefined when the device cannot tell.
 */
export async function readProductRow(
  slug: string,
  db: OfflineDatabase = offlineDb(),
): Promise<StoredProduct | null | undefined> {
  const row = await db.products.where('slug').equals(slug).first();
  if (row) return row;
  return (await hasCopy(db, 'products')) ? null : undefined;
}

/** The active carousel slides as the server listed them (they replace the copy). */
export async function storeCarousel(
  items: readonly StoredCarouselItem[],
  db: OfflineDatabase = offlineDb(),
  now: number = Date.now(),
): Promise<void> {
  await writeMakingRoom('catalogue', () =>
    db.transaction('rw', db.carousel, db.sectionStamps, async () => {
      await db.carousel.clear();
      await db.carousel.bulkPut([...items]);
      await stamp(db, 'carousel', now);
    }),
  );
}

/** The kept slides in display order, like the server's read. */
export async function readCarousel(
  db: OfflineDatabase = offlineDb(),
): Promise<StoredCarouselItem[] | undefined> {
  if (!(await hasCopy(db, 'carousel'))) return undefined;
  const items = await db.carousel.toArray();
  return items.filter((item) => item.is_active).sort((a, b) => a.display_order - b.display_order);
}

/** The published posts (the whole blog index: it replaces the copy). */
export async function storeBlogPosts(
  posts: readonly StoredBlogPost[],
  db: OfflineDatabase = offlineDb(),
  now: number = Date.now(),
): Promise<void> {
  await writeMakingRoom('catalogue', () =>
    db.transaction('rw', db.blogPosts, db.sectionStamps, async () => {
      await db.blogPosts.clear();
      await db.blogPosts.bulkPut([...posts]);
      await stamp(db, 'blog', now);
    }),
  );
}

const newestFirst = (a: StoredBlogPost, b: StoredBlogPost) =>
  (b.published_at ?? '').localeCompare(a.published_at ?? '');

/** The kept posts, newest first like the blog index. */
export async function readBlogPosts(
  db: OfflineDatabase = offlineDb(),
): Promise<StoredBlogPost[] | undefined> {
  if (!(await hasCopy(db, 'blog'))) return undefined;
  return (await db.blogPosts.toArray()).sort(newestFirst);
}

/** Keeps the server's answer for one post slug: the post, or its absence. */
export async function storeBlogPost(
  slug: string,
  post: StoredBlogPost | null,
  db: OfflineDatabase = offlineDb(),
): Promise<void> {
  await writeMakingRoom('catalogue', () =>
    db.transaction('rw', db.blogPosts, async () => {
      await db.blogPosts.where('slug').equals(slug).delete();
      if (post) await db.blogPosts.put(post);
    }),
  );
}

/** One kept post: the post, null when the whole index is kept without it, else undefined. */
export async function readBlogPost(
  slug: string,
  db: OfflineDatabase = offlineDb(),
): Promise<StoredBlogPost | null | undefined> {
  const post = await db.blogPosts.where('slug').equals(slug).first();
  if (post) return post;
  return (await hasCopy(db, 'blog')) ? null : undefined;
}

export async function storeShopSettings(
  settings: StoredShopSettings,
  db: OfflineDatabase = offlineDb(),
  now: number = Date.now(),
): Promise<void> {
  await writeMakingRoom('catalogue', () =>
    db.transaction('rw', db.settings, db.sectionStamps, async () => {
      await db.settings.put({ key: 'shop', settings } as StoredSettingsRecord);
      await stamp(db, 'settings', now);
    }),
  );
}

export async function readShopSettings(
  db: OfflineDatabase = offlineDb(),
): Promise<StoredShopSettings | undefined> {
  const record = await db.settings.get('shop');
  return record?.key === 'shop' ? record.settings : undefined;
}

/** Keeps the bakery's coming closures beside the settings (the same section and stamp). */
export async function storeShopClosures(
  closures: StoredShopClosure[],
  db: OfflineDatabase = offlineDb(),
): Promise<void> {
  await writeMakingRoom('catalogue', () =>
    db.settings.put({ key: 'closures', closures } as StoredSettingsRecord),
  );
}

export async function readShopClosures(
  db: OfflineDatabase = offlineDb(),
): Promise<StoredShopClosure[] | undefined> {
  const record = await db.settings.get('closures');
  return record?.key === 'closures' ? record.closures : undefined;
}
