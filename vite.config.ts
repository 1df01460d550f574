import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { adminManifest } from './scripts/vite/admin-manifest.ts';
import { adminOnlyFilesPlugin } from './scripts/vite/admin-only-files.ts';
import { appShell } from './scripts/vite/app-shell.ts';
import { preconnectToApi } from './scripts/vite/preconnect-to-api.ts';
import { mantineLazyDefaultVariables } from './scripts/vite/mantine-lazy-default-variables.ts';
import { mantineStableIds } from './scripts/vite/mantine-stable-ids.ts';
import { modalScrollAreaMarker } from './scripts/vite/modal-scroll-area-marker.ts';
import { startAppAfterFirstPaint } from './scripts/vite/start-app-after-first-paint.ts';
import { ADMIN_MANIFEST_PATH, adminWebManifest } from './src/app/admin-web-manifest.ts';
import { webManifest } from './src/app/web-manifest.ts';

const devPort = Number(process.env.WEB_PORT ?? 5173);
// The build's API, as src/lib/env.ts reads it (default: the local stack of `npm start`).
const apiUrl = process.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:54321';
// The back office's files and the shop's later pages stay out of the precache every customer's
// device keeps (decision 009).
const adminOnlyFiles = adminOnlyFilesPlugin();

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The server render of the public pages (src/entry-server.tsx, decision 017) runs in Node
  // from a folder without node_modules: everything bundled in.
  ssr: { noExternal: true },
  plugins: [
    // The router plugin must run before the React plugin (STACK.md).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      // The route tree's own test sits beside the routes: it is not a route.
      routeFileIgnorePattern: '\\.test\\.tsx?$',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    modalScrollAreaMarker(),
    // For the server render too: both must derive the same ids.
    mantineStableIds(),
    // Mantine's default CSS variables, resolved only if something reads them (decision 017 item 33).
    mantineLazyDefaultVariables(),
    // What follows shapes the browser's files; the server render's build needs none of it.
    ...(isSsrBuild ? [] : browserBuildPlugins()),
  ],
  server: { host: '127.0.0.1', port: devPort, strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 4173), strictPort: true },
  build: isSsrBuild ? { target: 'node20', sourcemap: false } : browserBuild,
}));

function browserBuildPlugins() {
  return [
    startAppAfterFirstPaint(),
    preconnectToApi(apiUrl),
    adminOnlyFiles.plugin,
    adminManifest(ADMIN_MANIFEST_PATH, adminWebManifest),
    // app-shell.html: the SPA fallback; index.html becomes the prerendered home (decision 014).
    appShell(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The app registers the worker itself (workbox-window) so it can offer the update prompt.
      injectRegister: false,
      registerType: 'prompt',
      manifest: webManifest,
      // The manifest's icons are read by the browser when the app is installed (online) and then
      // kept by the system; no page shows them, so no device keeps a second copy (decision 009).
      includeManifestIcons: false,
      injectManifest: {
        // A classic script (the worker is registered without `type: 'module'`), built in library
        // mode: the 'es' build sets Rolldown's deprecated `inlineDynamicImports`.
        rollupFormat: 'iife',
        // The manifest is added by the plugin; the shell is every js/css/html file,
        // the favicon and the pictures bundled with the code (the hero), so screens open offline
        // complete. Storage pictures go to the bounded runtime cache instead (src/offline/service-worker/image-cache.ts).
        // The lists of the files left out are precached too: a page of this build asking for
        // them (to keep its account pages, or everything for an offline day) gets this build's
        // list, not a newer deploy's, whose files the page would never load.
        globPatterns: [
          '**/*.{js,css,html}',
          'favicon.*',
          'assets/*.svg',
          'account-files.json',
          'shop-later-files.json',
        ],
        // The admin app's files are cached when an admin opens it, the shop's later pages when
        // first used or when a device gets ready for an offline day (src/offline/service-worker/app-files-cache.ts).
        manifestTransforms: [
          (entries) => ({
            // index.html is replaced by the prerendered home after the build: navigations use
            // the precached app-shell.html (decision 014).
            manifest: entries.filter(
              (entry) => entry.url !== 'index.html' && adminOnlyFiles.keepInShopPrecache(entry.url),
            ),
            warnings: [],
          }),
        ],
      },
      devOptions: { enabled: false },
    }),
  ];
}

const browserBuild: BuildEnvironmentOptions = {
  target: 'es2022',
  // Vite's chunk-size warning keeps its default (500 kB minified): the entry is ≈ 480 kB
  // (≈ 152 kB gzip, budgeted at 160 kB gzip by `npm run bench`), the console's revenue chart
  // ≈ 420 kB (lazy, admin-only). Past 500 kB something grew and the warning is worth reading.
  rolldownOptions: {
    output: {
      codeSplitting: {
        // The first screen's modules in one file: rolldown otherwise splits every module the
        // entry shares with a lazy route into its own chunk (~30 requests before the app runs).
        groups: [{ name: 'app-start', tags: ['$initial'] }],
      },
    },
  },
  sourcemap: false,
  modulePreload: {
    // A lazy chunk's stylesheets are still added with it (so nothing paints unstyled), but
    // not a `modulepreload` link per JavaScript dependency: adding ~25 links to <head> took
    // 20–35 ms of main thread on every route change (×4 on a slow phone), more than the
    // round trip it saves; the browser finds those imports itself. Measured in decision 004.
    resolveDependencies: (_file, deps, { hostType }) =>
      hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
  },
};
