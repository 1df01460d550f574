import { existsSync, readFileSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../supabase/local/demo-accounts.ts';
import { pictureWidthVariants } from '../../../src/domain/catalogue/product-picture.ts';
import { anonClient, demoIds, signIn, signInDemo } from './schema-helpers.ts';

// supabase/seed.sql: the demo shop a newcomer sees after `npm start`. Other test files add rows
// to the same stack, so these assertions look at the seed's own rows (storage keys under
// "<bucket>/seed/", the demo users' ids) rather than at table sizes.

const seedAssets = new URL('../../../supabase/seed-assets/', import.meta.url);

interface SeedProduct {
  slug: string;
  name: string;
  description: string;
  full_description: string;
  price: number;
  image_url: string;
  gallery: string[];
  category: string;
  tags: string[];
  ingredients: string;
  allergens: string[];
  nutritional_values: Record<string, number>;
  preparation: string;
  storage: string;
  perfect_pairings: string[];
  is_bestseller: boolean;
  is_vegan: boolean;
  is_gluten_free: boolean;
  stock_quantity: number;
  weight_grams: number;
  pack_size: number;
}

async function seedProducts(): Promise<SeedProduct[]> {
  const { data, error } = await anonClient()
    .from('products')
    .select('*')
    .like('image_url', 'product-images/seed/%')
    .order('name');
  expect(error).toBeNull();
  return data as SeedProduct[];
}

/** A drawing (carousel, blog): a small SVG. */
function expectSeedDrawing(key: string): void {
  expect(key).toMatch(/^(carousel-media|blog-images)\/seed\/[a-z0-9-]+\.svg$/);
  const file = new URL(key, seedAssets);
  expect(existsSync(file), key).toBe(true);
  const svg = readFileSync(file, 'utf8');
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
  expect(svg.length).toBeLessThan(20_000);
}

/**
 * A product photo: the row names the 640 px WebP and every width of PRODUCT_PICTURE_WIDTHS is
 * beside it, 4:3, small enough for a device that keeps the whole catalogue offline.
 */
async function expectSeedPhoto(key: string): Promise<void> {
  expect(key).toMatch(/^product-images\/seed\/[a-z0-9-]+-640w\.webp$/);
  for (const variant of pictureWidthVariants(key)) {
    const file = new URL(variant.url, seedAssets);
    expect(existsSync(file), variant.url).toBe(true);
    const meta = await sharp(readFileSync(file)).metadata();
    expect([meta.format, meta.width, meta.height], variant.url).toEqual([
      'webp',
      variant.width,
      ((variant.width ?? 0) * 3) / 4,
    ]);
    expect(statSync(file).size, variant.url).toBeLessThan(
      photoBudgetBytes[variant.width ?? 0] ?? 0,
    );
  }
}
/** Bytes per width: a card picture stays well under 40 KB (decision 013). */
const photoBudgetBytes: Record<number, number> = { 400: 20_000, 640: 40_000, 960: 70_000 };

describe('demo accounts', () => {
  it.each(demoAccounts)('$label signs in with the listed password', async ({ email, password }) => {
    const session = await signIn(email, password);
    const admin = await session.client.rpc('is_admin', { user_id: session.id });
    expect(admin.data).toBe(email === 'admin@bottegadelbun.it');
  });

  it('include a restaurant with business invoicing data and two addresses', async () => {
    const osteria = await signInDemo('Ristorante');
    expect(osteria.id).toBe(demoIds.osteria);
    const profile = await osteria.client.from('profiles').select('*').single();
    expect(profile.data).toMatchObject({
      customer_type: 'business',
      company_name: 'Osteria del Borgo S.n.c.',
      vat_number: '11876540011',
      sdi_code: expect.stringMatching(/^[A-Z0-9]{7}$/),
    });
    const addresses = await osteria.client
      .from('delivery_addresses')
      .select('label, is_default')
      .order('label');
    expect(addresses.data).toEqual([
      { label: 'Laboratorio catering', is_default: false },
      { label: 'Osteria', is_default: true },
    ]);
  });

  it('include the restaurant’s business account: office, terms, credit, closed on Mondays', async () => {
    const osteria = await signInDemo('Ristorante');
    const { data, error } = await osteria.client.rpc('current_customer');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      customer_id: demoIds.osteria,
      role: 'owner',
      office: { street: 'Via Vittorio Emanuele II 21', postal_code: '10023', city: 'Chieri' },
      closed_weekdays: [1],
      credit: {
        payment_terms: 'days_after_delivery',
        payment_term_days: 30,
        payment_terms_label: 'A 30 giorni dalla consegna',
        credit_limit: 1500,
      },
    });
    // One transfer of the history is overdue, for the console's "Scaduti" and the statement.
    expect((data as { credit: { overdue_total: number } }).credit.overdue_total).toBeGreaterThan(0);
  });

  it('include the restaurant’s chef, who orders for it up to 150 € per order', async () => {
    const chef = await signInDemo('Cuoco del ristorante (ruolo Ordini)');
    expect(chef.id).toBe(demoIds.chef);
    const { data } = await chef.client.rpc('current_customer');
    expect(data).toMatchObject({
      customer_id: demoIds.osteria,
      role: 'orders',
      purchase_limit: 150,
      company_name: 'Osteria del Borgo S.n.c.',
      permissions: { order: true, documents: false, manage: false, team: false },
      credit: null,
    });
    const orders = await chef.client
      .from('orders')
      .select('user_id')
      .like('idempotency_key', 'seed-%');
    expect(orders.data?.length).toBeGreaterThan(0);
    expect(new Set(orders.data?.map((order) => order.user_id))).toEqual(new Set([demoIds.osteria]));
  });

  it('have past orders with their timelines', async () => {
    for (const label of ['Cliente privato', 'Ristorante'] as const) {
      const customer = await signInDemo(label);
      const { data } = await customer.client
        .from('orders')
        .select(
          'order_number, status, total, order_items(quantity), order_status_history(to_status)',
        )
        .like('idempotency_key', 'seed-%');
      const orders = data as {
        status: string;
        order_items: unknown[];
        order_status_history: unknown[];
      }[];
      expect(orders.length).toBeGreaterThanOrEqual(2);
      for (const order of orders) {
        expect(order.order_items.length).toBeGreaterThan(0);
        expect(order.order_status_history.length).toBeGreaterThan(0);
      }
      expect(orders.some((order) => order.status === 'delivered')).toBe(true);
    }
  });
});

describe('catalogue', () => {
  it('has at least eight buns with every field filled', async () => {
    const products = await seedProducts();
    expect(products.length).toBeGreaterThanOrEqual(8);
    for (const product of products) {
      for (const text of [
        product.name,
        product.description,
        product.full_description,
        product.ingredients,
        product.preparation,
        product.storage,
      ]) {
        expect(text.trim().length, `${product.slug}: text`).toBeGreaterThan(10);
      }
      expect(product.tags.length, product.slug).toBeGreaterThan(0);
      expect(product.allergens.length, product.slug).toBeGreaterThan(0);
      expect(product.perfect_pairings.length, product.slug).toBeGreaterThan(2);
      expect(product.gallery.length, product.slug).toBeGreaterThan(1);
      expect(
        Object.values(product.nutritional_values).every((value) => value > 0),
        product.slug,
      ).toBe(true);
      expect(product.price).toBeGreaterThanOrEqual(3.5);
      expect(product.price).toBeLessThanOrEqual(7.9);
      expect(product.weight_grams).toBeGreaterThanOrEqual(60);
      expect(product.weight_grams).toBeLessThanOrEqual(100);
      expect(product.pack_size).toBe(4);
      for (const key of [product.image_url, ...product.gallery]) await expectSeedPhoto(key);
    }
  });

  it('covers the quiz results, diets, bestsellers and stock levels', async () => {
    const products = await seedProducts();
    const slugs = products.map((product) => product.slug);
    expect(slugs).toEqual(expect.arrayContaining(['bun-classico', 'buns-patata']));
    expect(products.some((product) => product.is_vegan)).toBe(true);
    expect(
      products.some((product) => product.is_gluten_free && !product.allergens.includes('glutine')),
    ).toBe(true);
    expect(products.filter((product) => product.is_bestseller).length).toBeGreaterThanOrEqual(2);
    expect(products.some((product) => product.stock_quantity === 0)).toBe(true);
    expect(
      products.some((product) => product.stock_quantity > 0 && product.stock_quantity < 10),
    ).toBe(true);
    expect(new Set(products.map((product) => product.category)).size).toBeGreaterThanOrEqual(4);
  });

  it('lists allergens that match the ingredients', async () => {
    const clues: Record<string, RegExp> = {
      glutine: /farina di (grano|segale)|semola|avena|orzo/i,
      latte: /latte|burro/i,
      uova: /uov|tuorlo/i,
      sesamo: /sesamo/i,
      soia: /soia/i,
    };
    for (const product of await seedProducts()) {
      for (const [allergen, clue] of Object.entries(clues)) {
        expect(product.allergens.includes(allergen), `${product.slug}: ${allergen}`).toBe(
          clue.test(product.ingredients),
        );
      }
    }
  });
});

describe('content', () => {
  it('has active carousel slides in order, and hides the inactive one', async () => {
    const { data } = await anonClient()
      .from('homepage_carousel')
      .select('media_url, title, display_order')
      .eq('is_active', true)
      .like('media_url', 'carousel-media/seed/%')
      .order('display_order');
    const slides = data as { media_url: string; display_order: number }[];
    expect(slides.length).toBeGreaterThanOrEqual(4);
    slides.forEach((slide) => expectSeedDrawing(slide.media_url));
    const admin = await signInDemo('Amministratore');
    const all = await admin.client
      .from('homepage_carousel')
      .select('is_active')
      .like('media_url', 'carousel-media/seed/%');
    expect((all.data as { is_active: boolean }[]).some((slide) => !slide.is_active)).toBe(true);
    const visitorsSeeInactive = await anonClient()
      .from('homepage_carousel')
      .select('id')
      .eq('is_active', false);
    expect(visitorsSeeInactive.data).toEqual([]);
  });

  it('has published Italian blog posts and a draft only admins see', async () => {
    const { data } = await anonClient()
      .from('blog_posts')
      .select('slug, title, body_md, cover_image_url, status')
      .like('cover_image_url', 'blog-images/seed/%');
    const posts = data as { body_md: string; cover_image_url: string; status: string }[];
    expect(posts.length).toBeGreaterThanOrEqual(3);
    for (const post of posts) {
      expect(post.status).toBe('published');
      expect(post.body_md).toMatch(/^## /m);
      expectSeedDrawing(post.cover_image_url);
    }
    const admin = await signInDemo('Amministratore');
    const drafts = await admin.client
      .from('blog_posts')
      .select('slug')
      .eq('status', 'draft')
      .like('cover_image_url', 'blog-images/seed/%');
    expect((drafts.data ?? []).length).toBeGreaterThanOrEqual(1);
  });

  it('has the shop settings with the legal data and three ribbon texts', async () => {
    const { data } = await anonClient().from('shop_settings').select('*').single();
    expect(data).toMatchObject({
      company_name: 'Bottega del Bun S.r.l.',
      street_address: 'Via Pastrengo 18',
      postal_code: '10024',
      city: 'Moncalieri',
      province: 'TO',
      vat_number: '09456120014',
      rea: 'TO-1187654',
      email: 'info@bottegadelbun.it',
      phone: '+39 011 640 1234',
      instagram_url: 'https://www.instagram.com/bottegadelbun',
      tiktok_url: 'https://www.tiktok.com/@bottegadelbun',
      shipping_fee: 7.9,
      free_shipping_threshold: 50,
      order_cutoff_time: '14:00:00',
    });
    expect((data as { ribbon_texts: string[] }).ribbon_texts).toHaveLength(3);
  });
});
