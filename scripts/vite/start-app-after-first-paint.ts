import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync, type Plugin } from 'vite';
import { appLoaderSource } from './app-loader-source.ts';
import {
  type BundleAsset,
  type BundleChunk,
  collectFirstRoutePreloads,
  type FirstRoutePreloads,
} from './first-route-preloads.ts';

/** The map of every public route's files, beside index.html (src/lib/route-files). */
export const ROUTE_FILES_MANIFEST = 'route-files.json';

/** id of the JSON block in the built index.html listing the first screen's modules. */
export const APP_MODULES_ID = 'bdb-app-modules';

/**
 * What the JSON block holds: the entry module, the modules it imports statically, and per public
 * route the files its code needs beyond those (first-route-preloads.ts). A prerendered page
 * lists its own route's files instead (`routeFiles`, written by the prerender).
 */
export interface AppModules {
  entry: string;
  preload: string[];
  firstRoute?: FirstRoutePreloads;
  routeFiles?: string[];
  /** A prerendered page's next pages' files (scripts/prerender/route-files.ts). */
  nextRoutes?: FirstRoutePreloads;
}

const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The loader as the page carries it: minified, since every prerendered page and the app shell
 * (kept by the worker) carry it in their HTML, which the first paint waits for; its source is
 * mostly comments.
 */
export function builtLoader(): string {
  return minifySync('app-loader.js', appLoaderSource(APP_MODULES_ID), {}).code.trim();
}

/** The entry and its preloads as the build wrote them into index.html's head. */
export function readAppModules(html: string): AppModules {
  const block = new RegExp(
    `<script type="application/json" id="${APP_MODULES_ID}">([^<]+)</script>`,
  );
  const json = block.exec(html)?.[1];
  if (json) return JSON.parse(json) as AppModules;
  const entry = entryScript.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module entry');
  return { entry, preload: [...html.matchAll(modulePreload)].map((match) => match[1] ?? '') };
}

/**
 * Build-only: the app's JavaScript is requested by an inline loader after the first paint
 * instead of alongside the stylesheets (on a slow mobile connection the ~160 KB of modules would
 * otherwise share the bandwidth with the CSS that first paint waits for; app-loader-source.ts).
 */
export function startAppAfterFirstPaint(): Plugin {
  // Where the built files are served from (Vite's `base`), to turn bundle file names into URLs.
  let base = '/';
  let routeFilesMap: FirstRoutePreloads | undefined;
  return {
    name: 'bottega:start-app-after-first-paint',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const modules = readAppModules(html);
        const entryChunk = context.chunk;
        if (context.bundle && entryChunk) {
          const preloads = collectFirstRoutePreloads(
            context.bundle as unknown as Record<string, BundleChunk | BundleAsset>,
            entryChunk.fileName,
          );
          modules.firstRoute = { ...preloads, files: preloads.files.map((file) => base + file) };
          routeFilesMap = modules.firstRoute;
        }
        const withoutTags = html.replace(entryScript, '').replace(modulePreload, '');
        const loader = builtLoader();
        const tags = `  <script type="application/json" id="${APP_MODULES_ID}">${JSON.stringify(modules)}</script>
    <script>${loader}</script>
  </body>`;
        // A function, not a string: `$'` in the loader or a route pattern is a replacement pattern.
        return withoutTags.replace('</body>', () => tags);
      },
    },
    // The same map, for the app to ask for a later page's files together on a first visit
    // (src/lib/route-files/warm-route-files.ts); index.html keeps it for the loader and the
    // prerender, and a prerendered page carries its own route's files only.
    writeBundle(options) {
      if (!routeFilesMap) return;
      writeFileSync(
        join(options.dir ?? 'dist', ROUTE_FILES_MANIFEST),
        `${JSON.stringify(routeFilesMap)}\n`,
      );
    },
  };
}
