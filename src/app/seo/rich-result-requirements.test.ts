import { describe, expect, it } from 'vitest';
import { sampleProduct } from '@/domain/catalogue/sample-product';
import { articleJsonLd } from '@/app/seo/article-json-ld';
import { productJsonLd } from '@/app/seo/product-json-ld';
import { missingRichResultProperties } from '@/app/seo/rich-result-requirements';
import { breadcrumbJsonLd, organizationJsonLd, websiteJsonLd } from '@/app/seo/structured-data';

const origin = 'https://bottegadelbun.it';
const article = {
  slug: 'lievito-madre',
  title: 'Il lievito madre',
  excerpt: 'Perché lo usiamo.',
  authorName: 'Giulia',
  publishedAt: '2026-11-01T08:00:00Z',
  updatedAt: '2026-11-02T08:00:00Z',
  imageUrl: 'https://cdn.example.it/cover.jpg',
  readingMinutes: 4,
  wordCount: 800,
};

describe("each page's JSON-LD has what Google's rich results require", () => {
  it.each([
    ['Product with Offer', productJsonLd(sampleProduct(), origin)],
    ['BlogPosting', articleJsonLd(article, origin)],
    ['BreadcrumbList', breadcrumbJsonLd([{ name: 'Prodotti', path: '/products' }], origin)],
    ['Organization', organizationJsonLd(origin)],
    ['WebSite', websiteJsonLd(origin)],
  ])('%s', (_name, data) => {
    expect(missingRichResultProperties(data)).toEqual([]);
  });

  it('names what a block lacks', () => {
    const product = productJsonLd(sampleProduct(), origin);
    const withoutPrice = { ...product, offers: { ...product.offers, price: undefined } };
    expect(missingRichResultProperties(withoutPrice)).toEqual(['offers.price']);
    expect(missingRichResultProperties({ ...product, image: [] })).toEqual(['image']);
    expect(
      missingRichResultProperties({ ...product, offers: { ...product.offers, price: '4,50' } }),
    ).toEqual(['offers.price (number)']);
    const post = articleJsonLd(article, origin);
    expect(missingRichResultProperties({ ...post, author: {} })).toEqual(['author.name']);
    expect(
      missingRichResultProperties({
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home' }],
      }),
    ).toEqual(['itemListElement[0].item']);
  });

  it('starts every breadcrumb at the home page, with absolute addresses', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Blog', path: '/blog' },
          { name: 'Il lievito madre', path: '/blog/lievito-madre' },
        ],
        origin,
      ).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://bottegadelbun.it/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://bottegadelbun.it/blog' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Il lievito madre',
        item: 'https://bottegadelbun.it/blog/lievito-madre',
      },
    ]);
  });
});
