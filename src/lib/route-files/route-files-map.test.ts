import { describe, expect, it } from 'vitest';
import { parseRouteFilesMap, routeFilesFor } from '@/lib/route-files/route-files-map';

const map = {
  files: ['/assets/cart.js', '/assets/modal.js', '/assets/cart.css', '/assets/order.js'],
  routes: [
    ['/cart', [0, 1, 2]],
    ['/orders/$orderNumber', [3]],
    ['/orders/in-attesa', [1]],
  ],
};

describe('the route files map', () => {
  it('reads the map the build writes', () => {
    expect(parseRouteFilesMap(map)).toEqual(map);
  });

  it('refuses a map naming files outside the build, or indexes it does not have', () => {
    expect(parseRouteFilesMap({ ...map, files: ['https://example.com/x.js'] })).toBeNull();
    expect(parseRouteFilesMap({ ...map, routes: [['/cart', [9]]] })).toBeNull();
    expect(parseRouteFilesMap({ ...map, routes: [['/cart', [-1]]] })).toBeNull();
    expect(parseRouteFilesMap({ ...map, routes: 'no' })).toBeNull();
    expect(parseRouteFilesMap('<!doctype html>')).toBeNull();
    expect(parseRouteFilesMap(null)).toBeNull();
  });

  it('gives a page its files, a named page before a parameter, nothing for an unknown one', () => {
    const parsed = parseRouteFilesMap(map);
    if (!parsed) throw new Error('the sample map should parse');
    expect(routeFilesFor(parsed, '/cart')).toEqual([
      '/assets/cart.js',
      '/assets/modal.js',
      '/assets/cart.css',
    ]);
    expect(routeFilesFor(parsed, '/cart/')).toEqual(routeFilesFor(parsed, '/cart'));
    expect(routeFilesFor(parsed, '/orders/in-attesa')).toEqual(['/assets/modal.js']);
    expect(routeFilesFor(parsed, '/orders/BDB-2026-0001')).toEqual(['/assets/order.js']);
    expect(routeFilesFor(parsed, '/checkout')).toEqual([]);
  });
});
