// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { documentTitle, pageHead } from '@/app/seo/page-head';
import { organizationJsonLd, websiteJsonLd, jsonLdScript } from '@/app/seo/structured-data';

function metaContent(head: ReturnType<typeof pageHead>, key: string): string | undefined {
  for (const tag of head.meta) {
    if ('name' in tag && tag.name === key) return tag.content;
    if ('property' in tag && tag.property === key) return tag.content;
  }
  return undefined;
}

describe('pageHead', () => {
  const head = pageHead({
    title: 'Chi Siamo',
    description: 'Chi siamo e dove lavoriamo.',
    path: '/about',
  });

  it("titles every page '{page} | Bottega del Bun', the home page in full", () => {
    expect(head.meta[0]).toEqual({ title: 'Chi Siamo | Bottega del Bun' });
    expect(documentTitle({ title: 'Bottega del Bun · Bun artigianali', fullTitle: true })).toBe(
      'Bottega del Bun · Bun artigianali',
    );
  });

  it('describes the page for search engines and link previews', () => {
    const origin = window.location.origin;
    expect(metaContent(head, 'description')).toBe('Chi siamo e dove lavoriamo.');
    expect(metaContent(head, 'og:title')).toBe('Chi Siamo | Bottega del Bun');
    expect(metaContent(head, 'og:type')).toBe('website');
    expect(metaContent(head, 'og:url')).toBe(`${origin}/about`);
    expect(metaContent(head, 'og:image')).toBe(`${origin}/og-image.png`);
    expect(metaContent(head, 'og:image:width')).toBe('1200');
    expect(metaContent(head, 'og:image:height')).toBe('630');
    expect(metaContent(head, 'og:locale')).toBe('it_IT');
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(head.links).toEqual([{ rel: 'canonical', href: `${origin}/about` }]);
    expect(metaContent(head, 'robots')).toBeUndefined();
  });

  it("previews a page with its own raster picture, an SVG with the shop's image", () => {
    const product = pageHead({
      title: 'Bun Classico',
      description: 'Il bun.',
      path: '/products/bun-classico',
      ogType: 'product',
      image: { url: 'https://cdn.example.it/bun-classico.webp', alt: 'Bun Classico' },
    });
    expect(metaContent(product, 'og:image')).toBe('https://cdn.example.it/bun-classico.webp');
    expect(metaContent(product, 'twitter:image')).toBe('https://cdn.example.it/bun-classico.webp');
    expect(metaContent(product, 'og:image:alt')).toBe('Bun Classico');
    expect(metaContent(product, 'og:image:width')).toBeUndefined();
    const drawing = pageHead({
      title: 'Bun Classico',
      description: 'Il bun.',
      path: '/products/bun-classico',
      image: { url: 'https://cdn.example.it/bun-classico.svg', alt: 'Bun Classico' },
    });
    expect(metaContent(drawing, 'og:image')).toBe(`${window.location.origin}/og-image.png`);
  });

  it('keeps private pages out of search results', () => {
    const cart = pageHead({
      title: 'Carrello',
      description: 'Il carrello.',
      path: '/cart',
      noIndex: true,
    });
    expect(metaContent(cart, 'robots')).toBe('noindex, nofollow');
  });
});

describe('structured data', () => {
  it('describes the site with a product search action', () => {
    expect(websiteJsonLd('https://bottegadelbun.it')).toMatchObject({
      '@type': 'WebSite',
      url: 'https://bottegadelbun.it/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://bottegadelbun.it/products?search={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('describes the company with its legal data and profiles', () => {
    const organization = organizationJsonLd('https://bottegadelbun.it');
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Bottega del Bun',
      legalName: 'Bottega del Bun S.r.l.',
      logo: 'https://bottegadelbun.it/icons/icon-512.png',
      vatID: 'IT09456120014',
      address: {
        streetAddress: 'Via Pastrengo 18',
        postalCode: '10024',
        addressLocality: 'Moncalieri',
      },
      contactPoint: { email: 'info@bottegadelbun.it', telephone: '+39 011 640 1234' },
    });
    expect(organization.sameAs).toHaveLength(6);
  });

  it('cannot close its script element early', () => {
    const script = jsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(script.type).toBe('application/ld+json');
    expect(script.children).not.toContain('</script>');
    expect(JSON.parse(script.children)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
