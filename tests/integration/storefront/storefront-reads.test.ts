import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { publishedPostsQuery } from '../../../src/features/blog/api/published-posts-query.ts';
import { insertContactMessage } from '../../../src/features/content/api/contact-api.ts';
import { activeCarouselQuery } from '../../../src/features/content/api/carousel-query.ts';
import type { Database } from '../../../src/types/database.gen.ts';
import {
  normalizeProductFilters,
  type ProductFilters,
} from '../../../src/domain/catalogue/product-filters.ts';
import { productsQuery } from '../../../src/domain/catalogue/products-query.ts';
import { sortProducts } from '../../../src/domain/catalogue/sort-products.ts';
import { createNodeClient, uniqueEmail } from '../../support/supabase-clients.ts';

// The storefront's reads and its one write, exactly as the PWA builds them, against the local
// stack with the seed data and RLS, as a visitor (anon key) would send them.
const anon = createNodeClient(
  inject('stackUrl'),
  inject('anonKey'),
) as unknown as SupabaseClient<Database>;
const service = createNodeClient(inject('stackUrl'), inject('serviceRoleKey'));

const seedSlugs = [
  'bun-brioche-burro',
  'bun-carbone-vegetale',
  'bun-classico',
  'bun-curcuma-vegano',
  'bun-integrale-cereali',
  'bun-pomodoro-origano',
  'bun-rustico-olio',
  'bun-segale-cipolla',
  'bun-senza-glutine',
  'buns-patata',
];

/** The seed products a filter set returns (other test files may add products of their own). */
async function slugsFor(filters: ProductFilters): Promise<string[]> {
  const { data, error } = await productsQuery(anon, normalizeProductFilters(filters));
  expect(error).toBeNull();
  return (data ?? []).map((row) => row.slug).filter((slug) => seedSlugs.includes(slug));
}

const createdProductIds: string[] = [];
afterAll(async () => {
  if (createdProductIds.length > 0) {
    await service.from('products').delete().in('id', createdProductIds);
  }
});

describe('the catalogue read (spec §7 and the shop’s filters)', () => {
  it('returns every product on sale, ordered by name', async () => {
    const { data, error } = await productsQuery(anon);
    expect(error).toBeNull();
    const seed = (data ?? []).filter((row) => seedSlugs.includes(row.slug));
    expect(seed.map((row) => row.slug).sort()).toEqual(seedSlugs);
    // The Italian order the page shows does not depend on the database's collation.
    expect(sortProducts(seed).map((row) => row.name)[0]).toBe('Brioche Bun al Burro');
  });

  it('filters by category, bestseller, vegan and gluten-free', async () => {
    expect(await slugsFor({ category: 'brioche' })).toEqual(['bun-brioche-burro']);
    expect((await slugsFor({ category: 'all' })).length).toBe(seedSlugs.length);
    expect((await slugsFor({ bestseller: true })).sort()).toEqual([
      'bun-brioche-burro',
      'bun-classico',
      'buns-patata',
    ]);
    expect((await slugsFor({ vegan: true, category: 'speciali' })).sort()).toEqual([
      'bun-carbone-vegetale',
      'bun-curcuma-vegano',
      'bun-pomodoro-origano',
    ]);
    expect(await slugsFor({ glutenFree: true })).toEqual(['bun-senza-glutine']);
  });

  it('searches name or description case-insensitively', async () => {
    expect(await slugsFor({ search: 'SMASH' })).toEqual(['buns-patata']);
    expect((await slugsFor({ search: 'curcuma' })).sort()).toEqual(['bun-curcuma-vegano']);
  });

  it('leaves out every product containing an excluded allergen', async () => {
    expect((await slugsFor({ excludeAllergens: ['latte', 'sesamo'] })).sort()).toEqual([
      'bun-pomodoro-origano',
      'bun-rustico-olio',
      'bun-senza-glutine',
    ]);
    expect(await slugsFor({ excludeAllergens: ['glutine'] })).toEqual(['bun-senza-glutine']);
  });

  it('sorts by price with the name breaking ties', async () => {
    const { data } = await productsQuery(anon, normalizeProductFilters({ sort: 'price-desc' }));
    const prices = (data ?? []).map((row) => Number(row.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('never shows an archived product to a visitor', async () => {
    const { data, error } = await service
      .from('products')
      .insert({
        slug: `vetrina-archiviato-${Date.now().toString(36)}`,
        name: 'Bun Archiviato di Prova',
        description: 'Un bun ritirato dalla vendita.',
        price: 3,
        category: 'classici',
        archived_at: new Date().toISOString(),
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    createdProductIds.push(data!.id as string);
    const { data: found } = await productsQuery(
      anon,
      normalizeProductFilters({ search: 'Archiviato di Prova' }),
    );
    expect(found).toEqual([]);
  });
});

describe('the home carousel read', () => {
  it('gives the active items only, by display order', async () => {
    const { data, error } = await activeCarouselQuery(anon);
    expect(error).toBeNull();
    expect(data?.every((item) => item.is_active)).toBe(true);
    const orders = (data ?? []).map((item) => item.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(data?.map((item) => item.title)).not.toContain('Edizione di Natale');
  });
});

describe('the blog read', () => {
  it('lists published posts only, even for a client that could see drafts', async () => {
    const { data: asVisitor } = await publishedPostsQuery(anon);
    const { data: asService } = await publishedPostsQuery(
      service as unknown as SupabaseClient<Database>,
    );
    for (const rows of [asVisitor, asService]) {
      expect(rows?.map((row) => row.slug).sort()).toEqual(
        expect.arrayContaining(['burger-perfetto-ristoranti', 'come-scaldare-i-bun']),
      );
      expect(rows?.map((row) => row.slug)).not.toContain('bun-d-inverno');
    }
  });
});

describe('the contact form write', () => {
  it('saves a visitor’s message, which the visitor cannot read back', async () => {
    const email = uniqueEmail('contatto');
    await insertContactMessage(anon, {
      name: 'Giulia Rossi',
      email,
      phone: '',
      subject: 'Informazioni sui prodotti',
      message: 'Avete bun senza lattosio?',
    });
    // Visitors have no read grant on the table at all.
    const readBack = await anon.from('contact_messages').select('id').eq('email', email);
    expect(readBack.data).toBeNull();
    expect(readBack.error?.code).toBe('42501');
    const { data: saved } = await service
      .from('contact_messages')
      .select('name, phone, subject, message, user_id')
      .eq('email', email)
      .single();
    expect(saved).toEqual({
      name: 'Giulia Rossi',
      phone: null,
      subject: 'Informazioni sui prodotti',
      message: 'Avete bun senza lattosio?',
      user_id: null,
    });
  });

  it('turns a refusal of the database into an error for the form', async () => {
    await expect(
      insertContactMessage(anon, {
        name: 'X',
        email: 'non-valida',
        phone: '',
        subject: 'Altro',
        message: 'Breve',
      }),
    ).rejects.toMatchObject({ name: 'ApiError' });
  });
});
