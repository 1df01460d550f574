// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { browserRouteFilesHost } from '@/lib/route-files/warm-route-files';

describe('the browser’s side of warming a page’s files', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  const addedLinks = () =>
    [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      as: link.getAttribute('as'),
      crossOrigin: link.getAttribute('crossorigin'),
      fetchPriority: link.getAttribute('fetchpriority'),
      href: new URL(link.href).pathname,
    }));

  it('asks for code as a module and for a stylesheet as a style, in the CORS mode of Vite’s own tags', () => {
    // A different mode would not match the router's import or Vite's stylesheet tag, and the
    // browser would download the file twice.
    const host = browserRouteFilesHost(document);
    host.request(['/assets/cart-a1.js'], 'high');
    host.request(['/assets/cart-b2.css'], 'low');
    expect(addedLinks()).toEqual([
      {
        rel: 'modulepreload',
        as: null,
        crossOrigin: '',
        fetchPriority: 'high',
        href: '/assets/cart-a1.js',
      },
      {
        rel: 'preload',
        as: 'style',
        crossOrigin: '',
        fetchPriority: 'low',
        href: '/assets/cart-b2.css',
      },
    ]);
  });

  it('counts the files the page’s own tags have asked for, on its own origin only', () => {
    document.head.innerHTML = [
      '<link rel="stylesheet" href="/assets/index-c3.css">',
      '<link rel="modulepreload" href="/assets/modal-d4.js">',
      '<link rel="preconnect" href="https://fonts.example.com/assets/font.js">',
      '<link rel="preload" as="style" href="/assets/later-f6.css?v=2#top">',
    ].join('');
    document.body.innerHTML = '<script type="module" src="/assets/index-e5.js"></script>';
    const requested = browserRouteFilesHost(document).requestedPaths();
    expect(requested).toEqual(
      new Set([
        '/assets/index-c3.css',
        '/assets/modal-d4.js',
        '/assets/later-f6.css',
        '/assets/index-e5.js',
      ]),
    );
  });

  it('reads the part of the map the page carries, and none from a page without one', () => {
    const nextRoutes = { files: ['/assets/cart-a1.js'], routes: [['/cart', [0]]] };
    document.body.innerHTML = `<script type="application/json" id="bdb-app-modules">${JSON.stringify({ entry: '/assets/index-e5.js', preload: [], routeFiles: [], nextRoutes })}</script>`;
    expect(browserRouteFilesHost(document).pageMap()).toEqual(nextRoutes);
    // The app shell carries every public route's files (`firstRoute`).
    document.body.innerHTML = `<script type="application/json" id="bdb-app-modules">${JSON.stringify({ entry: '/assets/index-e5.js', preload: [], firstRoute: nextRoutes })}</script>`;
    expect(browserRouteFilesHost(document).pageMap()).toEqual(nextRoutes);
    document.body.innerHTML =
      '<script type="application/json" id="bdb-app-modules">{"entry":"/assets/index-e5.js"}</script>';
    expect(browserRouteFilesHost(document).pageMap()).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="bdb-app-modules">{</script>';
    expect(browserRouteFilesHost(document).pageMap()).toBeNull();
    document.body.innerHTML = '';
    expect(browserRouteFilesHost(document).pageMap()).toBeNull();
  });
});
