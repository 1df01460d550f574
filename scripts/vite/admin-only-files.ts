import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Which of the build's files only the back office (`/admin`) uses, so the shop's service worker
 * leaves them out of the precache every customer's device downloads (issue 27, decision 009).
 *
 * A module is the shop's when the entry reaches it without passing through an admin route file
 * (`src/routes/admin.tsx`, `src/routes/admin/**`, including their split components). A chunk
 * with any such module is the shop's; the others are the admin's. A stylesheet is the admin's
 * when only admin chunks insert it.
 */

/** What the analysis needs of a module (a subset of rolldown's ModuleInfo). */
export interface GraphModule {
  isEntry: boolean;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  dynamicImporters: readonly string[];
}

/** What the analysis needs of an output chunk (a subset of rolldown's OutputChunk). */
export interface GraphChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}

const adminRouteFile = /[\\/]src[\\/]routes[\\/]admin(?:\.tsx|[\\/])/;

/** True for the admin route files (the layout route and every page under it). */
export function isAdminRouteModule(id: string): boolean {
  return adminRouteFile.test(id);
}

/**
 * The modules the shop can load: from the entries, never through an admin route file. (Coarse:
 * a library's index reaches modules tree-shaking then drops, which is why files are decided on
 * the chunks below and this set only says whose lazy imports count.)
 */
export function shopModules(modules: ReadonlyMap<string, GraphModule>): Set<string> {
  const reached = new Set<string>();
  const pending = [...modules].filter(([, module]) => module.isEntry).map(([id]) => id);
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    // An admin route's own code sits in the route tree (the entry's chunk) either way; what it
    // imports, statically or lazily, is the console's.
    if (isAdminRouteModule(id)) continue;
    const module = modules.get(id);
    if (!module) continue;
    pending.push(...module.importedIds, ...module.dynamicallyImportedIds);
  }
  return reached;
}

/**
 * The output files (JavaScript and CSS) the shop never loads: from the entry chunk, every
 * static import is followed, and a lazy import only when a shop module of the importing chunk
 * makes it (the route tree in the entry also holds the admin routes' lazy imports).
 */
export function adminOnlyFiles(
  modules: ReadonlyMap<string, GraphModule>,
  chunks: readonly GraphChunk[],
): Set<string> {
  const shop = shopModules(modules);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const needed = new Set<string>();
  const pending = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (pending.length > 0) {
    const chunk = byFile.get(pending.pop()!);
    if (!chunk || needed.has(chunk.fileName)) continue;
    needed.add(chunk.fileName);
    pending.push(...chunk.imports);
    const own = new Set(chunk.moduleIds);
    // The lazily imported module is the chunk's facade, or one of its modules when rolldown
    // shares one chunk between several lazy imports (no facade then).
    const importedLazilyByShop = (id: string) =>
      (modules.get(id)?.dynamicImporters ?? []).some(
        (importer) => own.has(importer) && shop.has(importer) && !isAdminRouteModule(importer),
      );
    for (const file of chunk.dynamicImports) {
      if (byFile.get(file)?.moduleIds.some(importedLazilyByShop)) pending.push(file);
    }
  }
  const adminOnly = new Set<string>();
  const cssUsers = new Map<string, boolean[]>();
  for (const chunk of chunks) {
    const forShop = needed.has(chunk.fileName);
    if (!forShop) adminOnly.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) {
      cssUsers.set(css, [...(cssUsers.get(css) ?? []), forShop]);
    }
  }
  for (const [css, users] of cssUsers) {
    if (users.every((forShop) => !forShop)) adminOnly.add(css);
  }
  return adminOnly;
}

/** The file the admin app reads to cache its own code (src/lib/pwa/admin-app-cache.ts). */
export const ADMIN_FILES_MANIFEST = 'admin-files.json';

/**
 * The build plugin: works the admin-only files out once the bundle is complete, writes their
 * list to `admin-files.json`, and gives the service worker's precache a filter
 * (`keepInShopPrecache`, for vite-plugin-pwa's `manifestTransforms`).
 */
export function adminOnlyFilesPlugin(): {
  plugin: Plugin;
  keepInShopPrecache: (url: string) => boolean;
} {
  let files = new Set<string>();
  const plugin: Plugin = {
    name: 'bottega:admin-only-files',
    apply: 'build',
    // writeBundle, not generateBundle: the bundle is final only once every plugin has run
    // (Vite drops chunks that held nothing but CSS after ours). The worker's precache is
    // injected later still, when the build closes.
    writeBundle(options, bundle) {
      const modules = new Map<string, GraphModule>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) modules.set(id, info);
      }
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      files = adminOnlyFiles(modules, chunks);
      const listing = { files: [...files].sort().map((file) => `/${file}`) };
      writeFileSync(
        join(options.dir ?? 'dist', ADMIN_FILES_MANIFEST),
        `${JSON.stringify(listing)}\n`,
      );
    },
  };
  return { plugin, keepInShopPrecache: (url) => !files.has(url.replace(/^\//, '')) };
}
