import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizeProductFilters } from '@/domain/catalogue/product-filters';
import {
  readBlogPost,
  readBlogPosts,
  readCarousel,
  readProductRow,
  readProductRows,
  readShopSettings,
  sectionSyncedAt,
  storeBlogPosts,
  storeCarousel,
  storeProduct,
  storeProductList,
  storeShopSettings,
} from '@/offline/catalogue/catalogue-store';
import { createOfflineDatabase, type OfflineDatabase } from '@/offline/db';
import { sampleProductRow } from '@/domain/catalogue/sample-product';
import { sampleShopSettings } from '@/domain/shop/sample-shop-settings';

const classico = sampleProductRow({ id: 'a', slug: 'bun-classico', name: 'Bun Classico' });
const patate = sampleProductRow({
  id: 'b',
  slug: 'buns-patata',
  name: 'Bun di Patate',
  category: 'speciali',
});
const vegano = sampleProductRow({
  id: 'c',
  slug: 'bun-vegano',
  name: 'Bun Vegano',
  category: 'speciali',
  is_vegan: true,
});

let db: OfflineDatabase;
let serial = 0;
beforeEach(() => {
  serial += 1;
  db = createOfflineDatabase(`catalogue-store-test-${serial}`);
});
afterEach(async () => {
  await db.delete();
});

const slugs = (rows: readonly { slug: string }[] | undefined) => rows?.map((row) => row.slug);

describe('the offline product copy', () => {
  it('has nothing to answer with before a complete catalogue was kept', async () => {
    await storeProductList(normalizeProductFilters({ category: 'speciali' }), [patate], db);
    expect(await readProductRows(db)).toBeUndefined();
    expect(await readProductRow('buns-patata', db)).toEqual(patate);
    expect(await readProductRow('bun-classico', db)).toBeUndefined();
  });

  it('replaces everything with the unfiltered list and stamps the time', async () => {
    await storeProductList(normalizeProductFilters({ category: 'speciali' }), [patate, vegano], db);
    await storeProductList(normalizeProductFilters({}), [classico, vegano], db, 1_700_000_000_000);
    expect(slugs(await readProductRows(db))?.sort()).toEqual(['bun-classico', 'bun-vegano']);
    expect(await sectionSyncedAt('products', db)).toBe(1_700_000_000_000);
    expect(await readProductRow('buns-patata', db)).toBeNull();
  });

  it('a filtered list drops the local rows the server no longer returns for those filters', async () => {
    await storeProductList(normalizeProductFilters({}), [classico, patate, vegano], db);
    const renamed = { ...vegano, name: 'Bun Vegano alla Curcuma' };
    await storeProductList(normalizeProductFilters({ category: 'speciali' }), [renamed], db);
    const kept = await readProductRows(db);
    expect(slugs(kept)?.sort()).toEqual(['bun-classico', 'bun-vegano']);
    expect(kept?.find((row) => row.id === 'c')?.name).toBe('Bun Vegano alla Curcuma');
  });

  it('keeps a product read by slug, and forgets it when the server has none', async () => {
    await storeProductList(normalizeProductFilters({}), [classico], db);
    await storeProduct('buns-patata', patate, db);
    expect(await readProductRow('buns-patata', db)).toEqual(patate);
    await storeProduct('bun-classico', null, db);
    expect(await readProductRow('bun-classico', db)).toBeNull();
  });

  it('a slug that moved to another product leaves no duplicate', async () => {
    await storeProductList(normalizeProductFilters({}), [classico], db);
    const successor = { ...patate, slug: 'bun-classico' };
    await storeProductList(normalizeProductFilters({ category: 'speciali' }), [successor], db);
    expect(await readProductRow('bun-classico', db)).toEqual(successor);
  });
});

describe('carousel and blog copies', () => {
  it('keep the active slides in display order', async () => {
    const slide = (id: string, display_order: number) => ({
      id,
      display_order,
      is_active: true,
      title: id,
      description: '',
      media_type: 'image',
      media_url: `carousel-media/${id}.svg`,
      created_at: '2026-11-01T08:00:00Z',
      updated_at: '2026-11-01T08:00:00Z',
    });
    expect(await readCarousel(db)).toBeUndefined();
    await storeCarousel([slide('b', 2), slide('a', 1)], db);
    expect((await readCarousel(db))?.map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('keep posts newest first and tell a missing post from an unknown one', async () => {
    const post = (slug: string, published_at: string) => ({
      id: slug,
      slug,
      title: slug,
      excerpt: '',
      body_md: '',
      cover_image_url: null,
      author_name: 'Bottega',
      published_at,
      updated_at: published_at,
    });
    expect(await readBlogPost('vecchio', db)).toBeUndefined();
    await storeBlogPosts([post('vecchio', '2026-10-01'), post('nuovo', '2026-11-01')], db);
    expect(slugs(await readBlogPosts(db))).toEqual(['nuovo', 'vecchio']);
    expect((await readBlogPost('vecchio', db))?.slug).toBe('vecchio');
    expect(await readBlogPost('mai-scritto', db)).toBeNull();
  });
});

describe('the settings copy', () => {
  it('keeps the one settings row, whose id (true) is no IndexedDB key', async () => {
    const settings = { ...sampleShopSettings, id: true };
    expect(await readShopSettings(db)).toBeUndefined();
    await storeShopSettings(settings, db);
    await storeShopSettings({ ...settings, shipping_fee: 7.5 }, db);
    expect(await readShopSettings(db)).toEqual({ ...settings, shipping_fee: 7.5 });
  });
});
