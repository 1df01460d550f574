import { describe, expect, it } from 'vitest';
import { appLoaderSource } from './app-loader-source.ts';
import {
  APP_MODULES_ID,
  builtLoader,
  readAppModules,
  startAppAfterFirstPaint,
} from './start-app-after-first-paint.ts';

// The head Vite writes for a build: the entry module and the chunks it imports statically.
const builtHtml = `<!doctype html>
<html lang="it">
  <head>
    <title>Bottega del Bun</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/router-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"><h1>Bun artigianali per i tuoi hamburger</h1></div>
  </body>
</html>`;

function transform(html: string): string {
  const hook = startAppAfterFirstPaint().transformIndexHtml;
  if (!hook || typeof hook === 'function' || !('handler' in hook)) throw new Error('no handler');
  // As the dev server calls it: no bundle, so no route preloads.
  const handler = hook.handler as (html: string, context: object) => string;
  return handler(html, {});
}

describe('starting the app after the first paint', () => {
  const html = transform(builtHtml);

  it('takes the modules out of the head, so they do not compete with the stylesheet', () => {
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-jkl.css">');
  });

  it('lists the same entry and preloads for the loader (and the benchmark)', () => {
    expect(readAppModules(html)).toEqual({
      entry: '/assets/index-abc.js',
      preload: ['/assets/react-def.js', '/assets/router-ghi.js'],
    });
    expect(readAppModules(builtHtml)).toEqual(readAppModules(html));
  });

  it('carries the loader minified: every page and the app shell have it in their HTML', () => {
    expect(builtLoader().length).toBeLessThan(appLoaderSource(APP_MODULES_ID).length / 2);
  });

  it('puts the loader after the static first paint', () => {
    expect(html.indexOf('requestAnimationFrame')).toBeGreaterThan(html.indexOf('id="root"'));
  });

  it('writes the loader as it is: a `$` in its source is not a replacement pattern', () => {
    expect(builtLoader()).toContain('$');
    expect(html).toContain(`<script>${builtLoader()}</script>`);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
  });

  it('refuses a page without a module entry rather than shipping an app that never starts', () => {
    expect(() => transform('<html><body></body></html>')).toThrow(/no module entry/);
  });
});
