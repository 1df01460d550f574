/// <reference types="vite/client" />
import Dexie, { type EntityTable } from 'dexie';
import type { Tables } from '@/types/database.gen';
import type { OutboxEntry } from '@/offline/outbox/order-outbox-types';
import type { StandingOutboxEntry } from '@/offline/outbox/standing-outbox-types';

/**
 * The one IndexedDB database of the app (Dexie), shared by the page and the service worker.
 * Import it only dynamically (`await import('@/offline/db')`) from page code: Dexie must
 * stay out of the entry chunk.
 *
 * Adding stores: never change a published version; append a new `db.version(n + 1).stores()`
 * block in `defineVersions` listing only the new or changed tables, and add their typings to
 * `OfflineDatabase`. Dexie upgrades existing browsers in place.
 */
export const OFFLINE_DB_NAME = 'bottega-del-bun';

// Dexie turns its debug mode on by itself on localhost and 127.0.0.1: every table operation and
// promise then records an async stack for DevTools (console.createTask), which made the offline
// copy's writes slower in `npm start`, the e2e suite and the bench than on the shop's real
// address. Off in every build, so what is measured here is what a customer's device runs; the
// dev server keeps it for Dexie's hints (missing indexes, async stacks).
if (!import.meta.env.DEV) Dexie.debug = false;

/** Product rows exactly as the REST API returns them (archived ones are never stored). */
export type StoredProduct = Tables<'products'>;
export type StoredCarouselItem = Tables<'homepage_carousel'>;
export type StoredShopSettings = Tables<'shop_settings'>;
/** A published blog post with the columns the blog reads. */
export type StoredBlogPost = Pick<
  Tables<'blog_posts'>,
  | 'id'
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'body_md'
  | 'cover_image_url'
  | 'author_name'
  | 'published_at'
  | 'updated_at'
>;

/** The parts of the catalogue kept offline, each refreshed as a whole. */
export type CatalogueSection = 'products' | 'carousel' | 'blog' | 'settings';

/** The bakery's closures still to come (`shop_closures`, decision 015). */
export interface StoredShopClosure {
  starts_on: string;
  ends_on: string;
  reason: string;
}

/**
 * The one settings row, under a fixed key (its own `id` is `true`, not a valid IndexedDB key),
 * and beside it the closures, which the device's delivery calendar needs with the cut-off.
 */
export type StoredSettingsRecord =
  | { key: 'shop'; settings: StoredShopSettings }
  | { key: 'closures'; closures: StoredShopClosure[] };

/**
 * One piece of the signed-in customer's own data kept for an offline day (issue 20): the
 * profile with the invoice data, the saved addresses, the recent orders. Keyed
 * `<userId>:<kind>`; signing out deletes them all (a shared kitchen tablet).
 */
export interface StoredUserRecord {
  key: string;
  userId: string;
  kind: string;
  data: unknown;
  /** When it was read from the server (epoch ms). */
  syncedAt: number;
}

/** When a section was last copied from the server (epoch ms): the 'Aggiornato il …' note. */
export interface SectionStamp {
  section: CatalogueSection;
  syncedAt: number;
}

export type OfflineDatabase = Dexie & {
  products: EntityTable<StoredProduct, 'id'>;
  carousel: EntityTable<StoredCarouselItem, 'id'>;
  blogPosts: EntityTable<StoredBlogPost, 'id'>;
  settings: EntityTable<StoredSettingsRecord, 'key'>;
  sectionStamps: EntityTable<SectionStamp, 'section'>;
  orderOutbox: EntityTable<OutboxEntry, 'id'>;
  userRecords: EntityTable<StoredUserRecord, 'key'>;
  standingOutbox: EntityTable<StandingOutboxEntry, 'id'>;
};

function defineVersions(db: Dexie): void {
  db.version(1).stores({
    products: 'id, &slug, category',
    carousel: 'id',
    blogPosts: 'id, &slug',
    settings: 'key',
    sectionStamps: 'section',
  });
  db.version(2).stores({ orderOutbox: 'id, createdAt' });
  db.version(3).stores({ userRecords: 'key, userId' });
  // Standing-order changes made offline (issue 23).
  db.version(4).stores({ standingOutbox: 'id, createdAt' });
}

export function createOfflineDatabase(name: string = OFFLINE_DB_NAME): OfflineDatabase {
  const db = new Dexie(name) as OfflineDatabase;
  defineVersions(db);
  return db;
}

let shared: OfflineDatabase | undefined;

/** The app's database, opened on first use (page and worker each hold one connection). */
export function offlineDb(): OfflineDatabase {
  shared ??= createOfflineDatabase();
  return shared;
}
