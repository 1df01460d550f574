import { describe, expect, it } from 'vitest';
import {
  type BundleAsset,
  type BundleChunk,
  collectFirstRoutePreloads,
  type FirstRoutePreloads,
  matchFirstRouteSource,
  routePattern,
} from './first-route-preloads.ts';
import { routeFilesFor } from '../../src/lib/route-files/route-files-map.ts';

function chunk(fileName: string, imports: string[], facade?: string, css: string[] = []) {
  const built: BundleChunk = {
    type: 'chunk',
    fileName,
    facadeModuleId: facade ? `/repo/src/routes/${facade}.tsx?tsr-split=component` : null,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  };
  return built;
}

// An entry with its shared start chunk, and three routes sharing a catalogue chunk.
const bundle: Record<string, BundleChunk | BundleAsset> = {
  'assets/index.js': chunk('assets/index.js', ['assets/runtime.js']),
  'assets/runtime.js': chunk('assets/runtime.js', []),
  'assets/catalogue.js': chunk('assets/catalogue.js', ['assets/runtime.js', 'assets/format.js']),
  'assets/format.js': chunk('assets/format.js', []),
  'assets/slug.js': chunk(
    'assets/slug.js',
    ['assets/index.js', 'assets/catalogue.js'],
    'products/$slug',
    ['assets/slug.css'],
  ),
  'assets/products.js': chunk('assets/products.js', ['assets/catalogue.js'], 'products/index'),
  'assets/orders-waiting.js': chunk('assets/orders-waiting.js', [], 'orders/in-attesa'),
  'assets/order.js': chunk('assets/order.js', [], 'orders/$orderNumber'),
  'assets/admin-orders.js': chunk('assets/admin-orders.js', [], 'admin/orders/index'),
  'assets/slug.css': { type: 'asset', fileName: 'assets/slug.css' },
};

function filesFor(preloads: FirstRoutePreloads, path: string): string[] {
  const match = new Function(`${matchFirstRouteSource}; return matchFirstRoute;`)() as (
    preloads: FirstRoutePreloads,
    path: string,
  ) => string[];
  return match(preloads, path);
}

describe('the address pattern of a route file', () => {
  it('follows the router’s file names', () => {
    expect(routePattern('index')).toBe('/');
    expect(routePattern('blog/index')).toBe('/blog');
    expect(routePattern('products/$slug')).toBe('/products/$slug');
    expect(routePattern('checkout/success/$sessionId')).toBe('/checkout/success/$sessionId');
  });

  it('leaves out the admin console and layouts, which nobody opens from a link', () => {
    expect(routePattern('admin/orders/index')).toBeNull();
    expect(routePattern('_shop/about')).toBeNull();
  });
});

describe('the first route’s files', () => {
  const preloads = collectFirstRoutePreloads(bundle, 'assets/index.js');

  it('lists what a product page needs beyond the entry: its code, shared code and styles', () => {
    expect(filesFor(preloads, '/products/bun-classico').sort()).toEqual([
      'assets/catalogue.js',
      'assets/format.js',
      'assets/slug.css',
      'assets/slug.js',
    ]);
  });

  it('matches the list page with or without a trailing slash', () => {
    const expected = ['assets/catalogue.js', 'assets/format.js', 'assets/products.js'];
    expect(filesFor(preloads, '/products').sort()).toEqual(expected);
    expect(filesFor(preloads, '/products/').sort()).toEqual(expected);
  });

  it('prefers a named page to a parameter', () => {
    expect(filesFor(preloads, '/orders/in-attesa')).toEqual(['assets/orders-waiting.js']);
    expect(filesFor(preloads, '/orders/BDB-2026-0001')).toEqual(['assets/order.js']);
  });

  it('preloads nothing for an unknown address or the admin console', () => {
    expect(filesFor(preloads, '/non-esiste/affatto')).toEqual([]);
    expect(filesFor(preloads, '/admin/orders')).toEqual([]);
  });

  it('writes each file once however many routes share it', () => {
    expect(new Set(preloads.files).size).toBe(preloads.files.length);
    expect(preloads.files.filter((file) => file === 'assets/catalogue.js')).toHaveLength(1);
  });
});

describe('the app’s own matcher (src/lib/route-files, for a later page on a first visit)', () => {
  const preloads = collectFirstRoutePreloads(bundle, 'assets/index.js');

  it('picks the same files as the loader for every kind of address', () => {
    const paths = [
      '/',
      '/products',
      '/products/',
      '/products/bun-classico',
      '/orders/in-attesa',
      '/orders/BDB-2026-0001',
      '/admin/orders',
      '/non-esiste/affatto',
    ];
    for (const path of paths)
      expect(routeFilesFor(preloads, path), path).toEqual(filesFor(preloads, path));
    expect(routeFilesFor(preloads, '/products/bun-classico')).toContain('assets/slug.js');
  });
});
