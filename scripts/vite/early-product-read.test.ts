// @vitest-environment happy-dom
/// <reference types="vite/client" />
// The app's env and image address are compared with the inline script (src/lib is Vite code).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { productCategoryLabels } from '@/lib/products/categories';
import { MAIN_PICTURE_SIZES, pictureSrcSet } from '@/lib/products/product-picture';
import { publicStorageUrl } from '@/lib/storage-url';
import { EARLY_PRODUCT_READ_GLOBAL, earlyProductReadSource } from './early-product-read.ts';

// The build's own API, so the preloaded picture can be compared with the app's image address.
const api = `${env.supabaseUrl}/`;
const anonKey = 'anon-key-for-the-test';
// The real static first paint: the script must find its slots in the markup index.html ships.
const indexBody = /<body>([\s\S]*)<\/body>/
  .exec(readFileSync(join(process.cwd(), 'index.html'), 'utf8'))?.[1]
  ?.replace(/<script[\s\S]*?<\/script>/g, '');

interface Page {
  window: Record<string, unknown>;
  fetch: ReturnType<typeof vi.fn>;
  /** The static copy of the product page's top. */
  top: () => HTMLElement | null;
  preloads: () => Record<string, string | null>[];
}

/** Runs the inline script as the browser would, on `pathname`, with the server answering. */
function openPage(pathname: string, answer: () => Promise<Response>): Page {
  document.head.innerHTML = '';
  document.body.innerHTML = indexBody ?? '';
  const page: Page = {
    window: {},
    fetch: vi.fn(answer),
    top: () => document.querySelector<HTMLElement>('[data-first-paint-product]'),
    preloads: () =>
      [...document.head.querySelectorAll('link')].map((link) => ({
        rel: link.getAttribute('rel'),
        as: link.getAttribute('as'),
        href: link.getAttribute('href'),
        fetchpriority: link.getAttribute('fetchpriority'),
      })),
  };
  new Function(
    'window',
    'location',
    'fetch',
    'document',
    earlyProductReadSource(api, anonKey, productCategoryLabels),
  )(page.window, { pathname }, page.fetch, document);
  return page;
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const earlyRead = (page: Page) =>
  page.window[EARLY_PRODUCT_READ_GLOBAL] as { rows: Promise<unknown>; shown: Promise<void> };
const classico = {
  slug: 'bun-classico',
  name: 'Bun Classico',
  category: 'classici',
  image_url: 'product-images/seed/bun classico.svg',
  gallery: [],
};

describe('the product read index.html starts on a product page', () => {
  it('has the static copy of the page top to fill', () => {
    expect(indexBody).toBeDefined();
    const page = openPage('/', () => json([]));
    expect(page.top()?.hidden).toBe(true);
  });

  it('asks for the product by slug, not archived, with the anon key', async () => {
    const page = openPage('/products/bun-classico', () => json([]));
    expect(page.fetch).toHaveBeenCalledWith(
      `${env.supabaseUrl}/rest/v1/products?select=*&slug=eq.bun-classico&archived_at=is.null`,
      {
        headers: {
          apikey: anonKey,
          Authorization: `Bearer ${anonKey}`,
          Accept: 'application/json',
        },
      },
    );
    const early = page.window[EARLY_PRODUCT_READ_GLOBAL] as {
      slug: string;
      rows: Promise<unknown>;
    };
    expect(early.slug).toBe('bun-classico');
    await expect(early.rows).resolves.toEqual([]);
    await settle();
    expect(page.top()?.hidden).toBe(true);
  });

  it('asks for nothing on any other page', () => {
    for (const path of ['/', '/products', '/products/bun-classico/extra', '/blog/bun-classico']) {
      expect(openPage(path, () => json([])).fetch).not.toHaveBeenCalled();
    }
  });

  it('preloads the first picture at the address the page’s image uses', async () => {
    const page = openPage('/products/bun-classico/', () => json([classico]));
    await settle();
    expect(page.preloads()).toEqual([
      {
        rel: 'preload',
        as: 'image',
        href: publicStorageUrl(classico.image_url),
        fetchpriority: 'high',
      },
    ]);
  });

  it('offers a picture that comes in several widths in all of them, as the page’s image does', async () => {
    const photo = { ...classico, image_url: 'product-images/seed/bun-classico-640w.webp' };
    const page = openPage('/products/bun-classico', () => json([photo]));
    await settle();
    const url = publicStorageUrl(photo.image_url) ?? '';
    const srcset = pictureSrcSet(url);
    expect(srcset).toContain('bun-classico-960w.webp 960w');
    const link = document.head.querySelector('link[rel="preload"]');
    expect([link?.getAttribute('imagesrcset'), link?.getAttribute('imagesizes')]).toEqual([
      srcset,
      MAIN_PICTURE_SIZES,
    ]);
    const images = [...(page.top()?.querySelectorAll('img') ?? [])];
    expect(images.map((image) => image.getAttribute('srcset'))).toEqual([srcset]);
  });

  it('falls back to the gallery, keeps absolute addresses, and preloads nothing without a picture', async () => {
    const fromGallery = openPage('/products/a', () =>
      json([{ ...classico, image_url: null, gallery: ['', 'https://cdn.example.test/a.webp'] }]),
    );
    await settle();
    expect(fromGallery.preloads().map((link) => link.href)).toEqual([
      'https://cdn.example.test/a.webp',
    ]);
    const without = openPage('/products/b', () =>
      json([{ ...classico, image_url: null, gallery: [] }]),
    );
    await settle();
    expect(without.preloads()).toEqual([]);
    // No picture: nothing early, the app draws its placeholder.
    expect(without.top()?.hidden).toBe(true);
  });

  it('shows the page top with the product’s name, category and picture before the app', async () => {
    const page = openPage('/products/bun-classico', () => json([classico]));
    await settle();
    const top = page.top();
    expect(top?.hidden).toBe(false);
    expect(top?.querySelector('h1')?.textContent).toBe('Bun Classico');
    expect(top?.querySelector('[aria-current="page"]')?.textContent).toBe('Bun Classico');
    const category = top?.querySelector('[data-product-category]');
    expect(category?.textContent).toBe(productCategoryLabels.classici);
    expect(category?.getAttribute('href')).toBe('/products?category=classici');
    const image = top?.querySelector('img');
    expect(image?.getAttribute('src')).toBe(publicStorageUrl(classico.image_url));
    expect(image?.getAttribute('alt')).toBe('Bun Classico');
    expect(image?.getAttribute('width')).toBe('800');
    expect(image?.getAttribute('height')).toBe('600');
    expect(image?.getAttribute('sizes')).toBe(MAIN_PICTURE_SIZES);
    // A picture in one width only (an admin's upload) has no srcset.
    expect(image?.hasAttribute('srcset')).toBe(false);
    expect(image?.className).toBe('bdb-product-image__img');
  });

  it('draws the gallery as the page does when there are more pictures', async () => {
    const second = 'product-images/seed/b-640w.webp';
    const page = openPage('/products/bun-classico', () =>
      json([{ ...classico, gallery: [classico.image_url, second] }]),
    );
    await settle();
    expect(page.top()?.querySelector('img')?.getAttribute('alt')).toBe('Bun Classico, foto 1 di 2');
    const thumbnails = [
      ...(page.top()?.querySelectorAll('[aria-label="Altre foto"] button') ?? []),
    ];
    expect(
      thumbnails.map((button) => [
        button.getAttribute('aria-label'),
        button.getAttribute('aria-pressed'),
        button.querySelector('img')?.getAttribute('src'),
      ]),
    ).toEqual([
      ['Mostra la foto 1 di 2', 'true', publicStorageUrl(classico.image_url)],
      ['Mostra la foto 2 di 2', 'false', publicStorageUrl(second)],
    ]);
  });

  it('writes the name as text, never as markup', async () => {
    const name = '<img src=x onerror="window.pwned = 1">Bun';
    const page = openPage('/products/bun-classico', () => json([{ ...classico, name }]));
    await settle();
    const heading = page.top()?.querySelector('h1');
    expect(heading?.textContent).toBe(name);
    expect(heading?.children).toHaveLength(0);
  });

  it('leaves the page alone once the app has rendered it', async () => {
    const page = openPage('/products/bun-classico', () => json([classico]));
    // React replaces the static first paint (its markup here) before the answer arrives.
    const rendered =
      '<div id="root"><article class="bdb-product-page"><h1>Bun Classico</h1></article></div>';
    document.body.innerHTML = rendered;
    await settle();
    expect(document.body.innerHTML).toBe(rendered);
    expect(page.preloads()).toHaveLength(1);
  });

  it('leaves a failed answer to the app, without an unhandled rejection', async () => {
    const page = openPage('/products/bun-classico', () => json({ message: 'errore' }, 503));
    const early = page.window[EARLY_PRODUCT_READ_GLOBAL] as { rows: Promise<unknown> };
    await expect(early.rows).rejects.toThrow('HTTP 503');
    await settle();
    expect(page.preloads()).toEqual([]);
    expect(page.top()?.hidden).toBe(true);
  });

  it('says when the picture is painted, so the app can start after it', async () => {
    const page = openPage('/products/bun-classico', () => json([classico]));
    const shown = vi.fn();
    void earlyRead(page).shown.then(shown);
    await settle();
    expect(shown).not.toHaveBeenCalled();
    page.top()?.querySelector('img')?.dispatchEvent(new Event('load'));
    // Painted in the frame after it loaded.
    await vi.waitFor(() => expect(shown).toHaveBeenCalledOnce());
  });

  it('does not hold the app back when there is nothing to paint', async () => {
    const pages = [
      openPage('/products/bun-classico', () => json({ message: 'errore' }, 503)),
      openPage('/products/nessuno', () => json([])),
      openPage('/products/b', () => json([{ ...classico, image_url: null, gallery: [] }])),
    ];
    for (const page of pages) await expect(earlyRead(page).shown).resolves.toBeUndefined();
    const broken = openPage('/products/bun-classico', () => json([classico]));
    await settle();
    broken.top()?.querySelector('img')?.dispatchEvent(new Event('error'));
    await expect(earlyRead(broken).shown).resolves.toBeUndefined();
  });
});
