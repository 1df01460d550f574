/// <reference types="vite/client" />
// The app's env and image address are compared with the inline script (src/lib is Vite code).
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { publicStorageUrl } from '@/lib/storage-url';
import { EARLY_PRODUCT_READ_GLOBAL, earlyProductReadSource } from './early-product-read.ts';

// The build's own API, so the preloaded picture can be compared with the app's image address.
const api = `${env.supabaseUrl}/`;
const anonKey = 'anon-key-for-the-test';

interface Page {
  window: Record<string, unknown>;
  fetch: ReturnType<typeof vi.fn>;
  links: Record<string, string>[];
}

/** Runs the inline script as the browser would, on `pathname`, with the server answering `rows`. */
function openPage(pathname: string, answer: () => Promise<Response>): Page {
  const links: Record<string, string>[] = [];
  const page: Page = { window: {}, fetch: vi.fn(answer), links };
  const document = {
    createElement: () => {
      const link: Record<string, string> = {};
      // Not enumerable: the assertions compare the attributes only.
      return Object.defineProperty(link, 'setAttribute', {
        value: (name: string, value: string) => (link[name] = value),
      });
    },
    head: { appendChild: (link: Record<string, string>) => links.push(link) },
  };
  new Function('window', 'location', 'fetch', 'document', earlyProductReadSource(api, anonKey))(
    page.window,
    { pathname },
    page.fetch,
    document,
  );
  return page;
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the product read index.html starts on a product page', () => {
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
  });

  it('asks for nothing on any other page', () => {
    for (const path of ['/', '/products', '/products/bun-classico/extra', '/blog/bun-classico']) {
      expect(openPage(path, () => json([])).fetch).not.toHaveBeenCalled();
    }
  });

  it('preloads the first picture at the address the page’s image uses', async () => {
    const row = { slug: 'bun-classico', image_url: 'product-images/seed/bun classico.svg' };
    const page = openPage('/products/bun-classico/', () => json([row]));
    await settle();
    expect(page.links).toEqual([
      {
        rel: 'preload',
        as: 'image',
        href: publicStorageUrl(row.image_url),
        fetchpriority: 'high',
      },
    ]);
  });

  it('falls back to the gallery, keeps absolute addresses, and preloads nothing without a picture', async () => {
    const fromGallery = openPage('/products/a', () =>
      json([{ slug: 'a', image_url: null, gallery: ['', 'https://cdn.example.test/a.webp'] }]),
    );
    const without = openPage('/products/b', () =>
      json([{ slug: 'b', image_url: null, gallery: [] }]),
    );
    await settle();
    expect(fromGallery.links.map((link) => link.href)).toEqual(['https://cdn.example.test/a.webp']);
    expect(without.links).toEqual([]);
  });

  it('leaves a failed answer to the app, without an unhandled rejection', async () => {
    const page = openPage('/products/bun-classico', () => json({ message: 'errore' }, 503));
    const early = page.window[EARLY_PRODUCT_READ_GLOBAL] as { rows: Promise<unknown> };
    await expect(early.rows).rejects.toThrow('HTTP 503');
    expect(page.links).toEqual([]);
  });
});
