import { describe, expect, it } from 'vitest';
import { composePageHtml, jsonLdBlocks, markStaticHead, scriptSafeJson } from './page-html.ts';
import { NEXT_ROUTE_PATTERNS, nextRoutesFor, routeFilesFor } from './route-files.ts';
import { htmlFileFor, NOT_FOUND_PATH, publicRoutes } from './public-routes.ts';
import { robotsWithSitemap, sitemapXml } from './sitemap.ts';

const template = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <title data-static-head>Bottega del Bun</title>
    <meta
      data-static-head
      name="description"
      content="Generica."
    />
    <!-- For link previews: social crawlers do not run JavaScript. Each route replaces these. -->
    <meta data-static-head property="og:image" content="/og-image.png" />
    <link rel="stylesheet" crossorigin href="/assets/index-a.css">
    <script>var early = 1;</script>
  </head>
  <body>
    <div id="root">
      <div class="static"><div>copia</div></div>
    </div>
    <script type="application/json" id="bdb-app-modules">{}</script>
  </body>
</html>`;

describe('composePageHtml', () => {
  const page = {
    headHtml: '<title data-static-head="">Bun Classico | Bottega del Bun</title>\n',
    rootHtml: '<main><h1>Bun Classico</h1></main>',
    stylesheets: ['/assets/index-a.css', '/assets/_slug-b.css'],
  };
  const html = composePageHtml(template, page);

  it("puts the page's head in place of the generic one", () => {
    expect(html).not.toContain('Generica.');
    // Nothing of the generic title is left behind: stray text would end the head early.
    expect(html).not.toContain('<title data-static-head>');
    expect(html).not.toMatch(/^\s*Bottega del Bun<\/title>/m);
    expect(html.match(/<\/title>/g)).toHaveLength(1);
    expect(html).not.toContain('/og-image.png');
    expect(html).toContain('<title data-static-head="">Bun Classico | Bottega del Bun</title>');
    expect(html.indexOf('Bun Classico |')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script>var early = 1;</script>');
  });

  it("links the route's own stylesheets once", () => {
    expect(html.match(/index-a\.css/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/_slug-b.css">');
    expect(html.indexOf('_slug-b.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it("writes the route's own stylesheets into the page, the shared one stays linked", () => {
    const styles: Record<string, string> = {
      '/assets/_slug-b.css': '.gallery{display:grid}\n',
      '/assets/index-a.css': 'body{margin:0}',
    };
    const inlined = composePageHtml(template, page, (href) => styles[href]);
    expect(inlined).toContain(
      '<style data-href="/assets/_slug-b.css">.gallery{display:grid}</style>',
    );
    expect(inlined).not.toContain('<link rel="stylesheet" crossorigin href="/assets/_slug-b.css">');
    // Named by a link the browser never fetches, so the app's start does not link it again.
    expect(inlined).toContain('<link rel="stylesheet" href="/assets/_slug-b.css" disabled>');
    expect(inlined.indexOf('.gallery{')).toBeLessThan(inlined.indexOf('</head>'));
    expect(inlined.match(/index-a\.css/g)).toHaveLength(1);
    expect(inlined).not.toContain('body{margin:0}');
    // Text that would close the element early is never written in.
    const closing = composePageHtml(template, page, () => 'a::after{content:"</style>"}');
    expect(closing).toContain('<link rel="stylesheet" crossorigin href="/assets/_slug-b.css">');
  });

  it("puts the page's markup in #root, keeping what follows it", () => {
    expect(html).toContain('<div id="root"><main><h1>Bun Classico</h1></main></div>');
    expect(html).not.toContain('copia');
    expect(html).toContain('<script type="application/json" id="bdb-app-modules">{}</script>');
  });

  it('refuses a template it cannot fill', () => {
    expect(() => composePageHtml('<html></html>', page)).toThrow(/root/);
  });
});

describe('the data and modules a page carries for the app (decision 017)', () => {
  const page = {
    headHtml: '',
    rootHtml: '<main><h1>Bun Classico</h1></main>',
    stylesheets: [],
    queryStateJson: '{"queries":[{"name":"</script><script>alert(1)</script>"}]}',
    appModulesJson: '{"entry":"/assets/index.js","preload":[],"routeFiles":["/assets/a.js"]}',
  };
  const html = composePageHtml(template, page);

  it('puts the route data right after #root, unable to end its element early', () => {
    const block =
      /<div id="root">.*?<\/div>\s*<script type="application\/json" id="bdb-query-state">(.*?)<\/script>/s.exec(
        html,
      );
    expect(block).not.toBeNull();
    expect(JSON.parse(block?.[1] ?? '')).toEqual(JSON.parse(page.queryStateJson));
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it("replaces the build's list of modules with the page's own", () => {
    expect(html).toContain(
      '<script type="application/json" id="bdb-app-modules">{"entry":"/assets/index.js","preload":[],"routeFiles":["/assets/a.js"]}</script>',
    );
    expect(html).not.toContain('id="bdb-app-modules">{}');
  });

  it('escapes nothing but the opening angle bracket', () => {
    expect(JSON.parse(scriptSafeJson('{"a":"<b>&"}'))).toEqual({ a: '<b>&' });
  });

  it("marks React's head elements for the app to remove when it starts", () => {
    const head = markStaticHead(
      '<link rel="preload" as="image" href="/a.webp"/><title>Bun</title><meta name="description" content="x"/><link rel="canonical" href="https://b.it/"/>',
    );
    expect(head).toContain('<title data-static-head="">Bun</title>');
    expect(head).toContain('<meta data-static-head="" name="description" content="x"/>');
    expect(head).toContain('<link data-static-head="" rel="canonical" href="https://b.it/"/>');
    // The picture's preload stays: it is no route head element.
    expect(head).toContain('<link rel="preload" as="image" href="/a.webp"/>');
  });
});

describe('routeFilesFor', () => {
  const preloads = {
    files: ['/assets/slug.js', '/assets/slug.css', '/assets/list.js'],
    routes: [
      ['/products/$slug', [0, 1]],
      ['/products', [2]],
    ] as [string, number[]][],
  };

  it("gives the deepest matched route's files, by TanStack Router's route ids", () => {
    expect(routeFilesFor(preloads, ['__root__', '/products/$slug'])).toEqual([
      '/assets/slug.js',
      '/assets/slug.css',
    ]);
    expect(routeFilesFor(preloads, ['__root__', '/products/'])).toEqual(['/assets/list.js']);
    expect(routeFilesFor(preloads, ['__root__'])).toEqual([]);
    expect(routeFilesFor(undefined, ['__root__', '/products/'])).toEqual([]);
  });
});

describe('nextRoutesFor', () => {
  const preloads = {
    files: ['/assets/cart.js', '/assets/shared.js', '/assets/page.js', '/assets/slug.js'],
    routes: [
      ['/', [2, 1]],
      ['/cart', [0, 1]],
      ['/products/$slug', [3, 1, 0]],
      ['/blog', [1]],
    ] as [string, number[]][],
  };

  it('lists the next pages’ files the page does not load itself, each file once', () => {
    const next = nextRoutesFor(preloads, NEXT_ROUTE_PATTERNS, [
      '/assets/page.js',
      '/assets/shared.js',
    ]);
    expect(next).toEqual({
      files: ['/assets/cart.js', '/assets/slug.js'],
      routes: [
        ['/cart', [0]],
        ['/products/$slug', [1, 0]],
      ],
    });
    // A route the page's part leaves out is read from the build's map instead.
    expect(next?.routes.map(([pattern]) => pattern)).not.toContain('/blog');
    expect(nextRoutesFor(undefined, NEXT_ROUTE_PATTERNS, [])).toBeUndefined();
  });
});

describe('jsonLdBlocks', () => {
  it('parses each block of the head', () => {
    const head =
      '<script type="application/ld+json" data-static-head="">{"@type":"Product"}</script>\n<script type="application/ld+json" data-static-head="">{"@type":"BreadcrumbList"}</script>';
    expect(jsonLdBlocks(head)).toEqual([{ '@type': 'Product' }, { '@type': 'BreadcrumbList' }]);
  });
});

describe('public routes and sitemap', () => {
  const content = {
    products: [
      { slug: 'bun-classico', updated_at: '2026-11-20T10:00:00Z' },
      { slug: 'bun-brioche', updated_at: '2026-11-24T10:00:00Z' },
    ],
    posts: [{ slug: 'lievito-madre', updated_at: '2026-11-22T10:00:00Z' }],
  };
  const routes = publicRoutes(content, '2026-11-26T07:00:00Z');

  it('lists every page, product and post, each with the date it last changed', () => {
    const byPath = new Map(routes.map((route) => [route.path, route.lastmod]));
    expect(byPath.get('/products/bun-classico')).toBe('2026-11-20T10:00:00Z');
    expect(byPath.get('/blog/lievito-madre')).toBe('2026-11-22T10:00:00Z');
    expect(byPath.get('/products')).toBe('2026-11-24T10:00:00Z');
    expect(byPath.get('/blog')).toBe('2026-11-22T10:00:00Z');
    expect(byPath.get('/')).toBe('2026-11-24T10:00:00Z');
    expect(byPath.get('/about')).toBe('2026-11-26T07:00:00Z');
    expect(
      routes.some((route) => /cart|checkout|account|orders|admin|login/.test(route.path)),
    ).toBe(false);
  });

  it('writes absolute addresses and dates in the sitemap', () => {
    const xml = sitemapXml('https://bottegadelbun.it', routes);
    expect(xml).toContain('<loc>https://bottegadelbun.it/products/bun-classico</loc>');
    expect(xml).toContain('<lastmod>2026-11-20</lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(routes.length);
  });

  it('names the sitemap in robots.txt once', () => {
    const robots = robotsWithSitemap(
      'User-agent: *\nDisallow: /cart\nSitemap: /old.xml\n',
      'https://b.it',
    );
    expect(robots).toBe('User-agent: *\nDisallow: /cart\n\nSitemap: https://b.it/sitemap.xml\n');
  });

  it('maps each address to the file a static host serves for it', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/products')).toBe('products/index.html');
    expect(htmlFileFor('/products/bun-classico')).toBe('products/bun-classico/index.html');
    expect(htmlFileFor(NOT_FOUND_PATH)).toBe('404.html');
  });
});
