import { describe, expect, it, vi } from 'vitest';
import type { RouteFilesMap } from '@/lib/route-files/route-files-map';
import {
  createRouteFilesWarmer,
  type RouteFilesWarmerHost,
  type WarmPriority,
} from '@/lib/route-files/warm-route-files';

const map: RouteFilesMap = {
  files: [
    '/assets/cart.js',
    '/assets/modal.js',
    '/assets/overlay.js',
    '/assets/focus-trap.js',
    '/assets/stepper.js',
    '/assets/cart.css',
    '/assets/product.js',
  ],
  routes: [
    ['/cart', [0, 1, 2, 3, 4, 5]],
    ['/products/$slug', [6, 1]],
  ],
};

function host(overrides: Partial<RouteFilesWarmerHost> = {}) {
  const requested: string[] = [];
  const priorities: WarmPriority[] = [];
  const batches: number[] = [];
  const loadMap = vi.fn(async (): Promise<RouteFilesMap | null> => map);
  const fake: RouteFilesWarmerHost = {
    servedByWorker: () => false,
    keptByWorker: async () => new Set(),
    loadMap,
    pageMap: () => null,
    requestedPaths: () => new Set(),
    request: (paths, priority) => {
      batches.push(paths.length);
      for (const path of paths) {
        requested.push(path);
        priorities.push(priority);
      }
    },
    ...overrides,
  };
  return { fake, requested, priorities, batches, loadMap };
}

describe('warming a page’s files before the router asks for them', () => {
  it('asks for every file of the page at once, not one level at a time', async () => {
    const { fake, requested } = host();
    await createRouteFilesWarmer(fake).warm('/cart');
    // The cart's six files of the map, its route chunk's imports of every level among them.
    expect(requested).toEqual(map.files.slice(0, 6));
  });

  it('skips what the page has already loaded and what it asked for before', async () => {
    const { fake, requested, loadMap } = host({
      requestedPaths: () => new Set(['/assets/overlay.js']),
    });
    const { warm } = createRouteFilesWarmer(fake);
    await warm('/cart');
    await warm('/products/bun-classico');
    await warm('/cart');
    expect(requested.filter((file) => file === '/assets/modal.js')).toHaveLength(1);
    expect(requested).not.toContain('/assets/overlay.js');
    expect(requested).toContain('/assets/product.js');
    // The map is read once.
    expect(loadMap).toHaveBeenCalledTimes(1);
  });

  it('with a service worker, asks only for the files its caches lack, on the visitor’s intent', async () => {
    // The cart is in the worker's precache; the product page's own chunk is a later file
    // nobody opened on this device yet.
    const kept = new Set(map.files.filter((file) => file !== '/assets/product.js'));
    const { fake, requested, loadMap } = host({
      servedByWorker: () => true,
      keptByWorker: async (paths) => new Set(paths.filter((path) => kept.has(path))),
    });
    const { warm } = createRouteFilesWarmer(fake);
    await warm('/cart');
    expect(requested).toEqual([]);
    await warm('/products/bun-classico');
    expect(requested).toEqual(['/assets/product.js']);
    expect(loadMap).toHaveBeenCalledTimes(1);
  });

  it('with a service worker, leaves a page warmed ahead to the router, reading no map', async () => {
    const { fake, requested, loadMap } = host({ servedByWorker: () => true });
    const warmer = createRouteFilesWarmer(fake);
    await warmer.warm('/cart', { ahead: true, priority: 'low' });
    warmer.readMapAhead();
    expect(requested).toEqual([]);
    expect(loadMap).not.toHaveBeenCalled();
  });

  it('reads the map again later when it could not be read (offline, an older deploy)', async () => {
    const loadMap = vi
      .fn<() => Promise<RouteFilesMap | null>>()
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(map);
    const { fake, requested } = host({ loadMap });
    const { warm } = createRouteFilesWarmer(fake);
    await warm('/cart');
    expect(requested).toEqual([]);
    await warm('/cart');
    expect(requested).toHaveLength(6);
  });

  it('can read the map ahead, once, and not when a worker serves the files', async () => {
    const { fake, requested, loadMap } = host();
    const warmer = createRouteFilesWarmer(fake);
    warmer.readMapAhead();
    expect(loadMap).toHaveBeenCalledTimes(1);
    await warmer.warm('/cart');
    expect(loadMap).toHaveBeenCalledTimes(1);
    expect(requested).toHaveLength(6);
    const controlled = host({ servedByWorker: () => true });
    createRouteFilesWarmer(controlled.fake).readMapAhead();
    expect(controlled.loadMap).not.toHaveBeenCalled();
  });

  it('asks at the browser’s high priority unless the page is warmed in case (low)', async () => {
    const { fake, requested, priorities } = host();
    const { warm } = createRouteFilesWarmer(fake);
    await warm('/cart', { ahead: true, priority: 'low' });
    await warm('/products/bun-classico');
    expect(requested).toEqual([...map.files.slice(0, 6), '/assets/product.js']);
    expect(priorities).toEqual(['low', 'low', 'low', 'low', 'low', 'low', 'high']);
  });

  it('asks for a page the visitor reaches for all at once, and for one warmed ahead two by two', async () => {
    const reached = host();
    await createRouteFilesWarmer(reached.fake).warm('/cart');
    expect(reached.batches).toEqual([6]);
    const ahead = host();
    await createRouteFilesWarmer(ahead.fake).warm('/cart', { ahead: true, priority: 'low' });
    expect(ahead.batches).toEqual([2, 2, 2]);
    expect(ahead.requested).toEqual(reached.requested);
  });

  it('asks for nothing for a page the map does not know', async () => {
    const { fake, requested } = host();
    await createRouteFilesWarmer(fake).warm('/admin/orders');
    expect(requested).toEqual([]);
  });

  it('takes a page’s files from the part of the map the page carries, reading no map', async () => {
    // A prerendered page lists the cart's files beyond its own (the page loads overlay.js).
    const carried: RouteFilesMap = {
      files: ['/assets/cart.js', '/assets/modal.js', '/assets/cart.css'],
      routes: [['/cart', [0, 1, 2]]],
    };
    const { fake, requested, loadMap } = host({ pageMap: () => carried });
    const { warm } = createRouteFilesWarmer(fake);
    await warm('/cart', { ahead: true, priority: 'low' });
    expect(requested).toEqual(carried.files);
    expect(loadMap).not.toHaveBeenCalled();
    // A page it does not carry comes from the build's map.
    await warm('/products/bun-classico');
    expect(requested).toContain('/assets/product.js');
    expect(loadMap).toHaveBeenCalledTimes(1);
  });

  it('with a service worker, checks the carried files against its caches too', async () => {
    const carried: RouteFilesMap = {
      files: ['/assets/product.js', '/assets/modal.js'],
      routes: [['/products/$slug', [0, 1]]],
    };
    const { fake, requested, loadMap } = host({
      servedByWorker: () => true,
      keptByWorker: async (paths) => new Set(paths.filter((path) => path === '/assets/modal.js')),
      pageMap: () => carried,
    });
    await createRouteFilesWarmer(fake).warm('/products/bun-classico');
    expect(requested).toEqual(['/assets/product.js']);
    expect(loadMap).not.toHaveBeenCalled();
  });
});
