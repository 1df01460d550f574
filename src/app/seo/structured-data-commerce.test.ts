import { describe, expect, it } from 'vitest';
import { sampleProduct } from '@/domain/catalogue/sample-product';
import { articleJsonLd } from '@/app/seo/article-json-ld';
import { productJsonLd, schemaAvailability } from '@/app/seo/product-json-ld';
import { env } from '@/lib/env';

const origin = 'https://bottegadelbun.it';

describe('productJsonLd', () => {
  it('offers the pack in EUR with its availability', () => {
    const data = productJsonLd(sampleProduct(), origin);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Bun Classico',
      sku: 'bun-classico',
      url: 'https://bottegadelbun.it/products/bun-classico',
      brand: { name: 'Bottega del Bun' },
      weight: { value: 320, unitCode: 'GRM' },
      offers: {
        '@type': 'Offer',
        price: '4.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
      nutrition: { servingSize: '100 g', calories: '303 kcal', carbohydrateContent: '49.2 g' },
    });
  });

  it('lists each image once, as public storage URLs', () => {
    const data = productJsonLd(sampleProduct(), origin);
    expect(data.image).toEqual([
      `${env.supabaseUrl}/storage/v1/object/public/product-images/seed/bun-classico-640w.webp`,
      `${env.supabaseUrl}/storage/v1/object/public/product-images/seed/bun-classico-burger-640w.webp`,
    ]);
  });

  it('says out of stock and limited availability like the page does', () => {
    expect(schemaAvailability(0)).toBe('https://schema.org/OutOfStock');
    expect(schemaAvailability(9)).toBe('https://schema.org/LimitedAvailability');
    expect(schemaAvailability(10)).toBe('https://schema.org/InStock');
    const soldOut = productJsonLd(sampleProduct({ stock_quantity: 0, weight_grams: null }), origin);
    expect(soldOut.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(soldOut).not.toHaveProperty('weight');
  });
});

describe('articleJsonLd', () => {
  it('describes a blog post published by the shop', () => {
    const data = articleJsonLd(
      {
        slug: 'come-scaldare-i-bun',
        title: 'Come scaldare i bun',
        excerpt: 'Forno, piastra o padella.',
        authorName: 'Chiara Ferrero',
        publishedAt: '2026-10-20T08:00:00+00:00',
        updatedAt: '2026-10-21T08:00:00+00:00',
        imageUrl: 'https://cdn.example/cover.svg',
        readingMinutes: 3,
        wordCount: 512,
      },
      origin,
    );
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Come scaldare i bun',
      url: 'https://bottegadelbun.it/blog/come-scaldare-i-bun',
      inLanguage: 'it-IT',
      image: ['https://cdn.example/cover.svg'],
      datePublished: '2026-10-20T08:00:00+00:00',
      author: { '@type': 'Person', name: 'Chiara Ferrero' },
      publisher: { name: 'Bottega del Bun' },
      timeRequired: 'PT3M',
      wordCount: 512,
    });
  });
});
