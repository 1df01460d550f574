import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { isAccountRouteModule, isLaterModule } from './shop-later-modules.ts';

/**
 * Which of the build's files a customer's device does not precache (issues 27 and 20,
 * decision 009):
 * - the back office's (`/admin`): the admin app caches them when an admin opens it;
 * - the shop's "later" files (pages and parts outside the offline core, see
 *   `shop-later-modules.ts`): cached when first used, or all at once when a device gets ready
 *   for a whole offline day (a restaurant, the installed app, or on request); those of the
 *   account pages as soon as someone signs in on the device.
 *
 * A module lies beyond a boundary when the entry reaches it only through a boundary module
 * (a route file, with its split components, or a lazily loaded part). A chunk with any module
 * reached without crossing one is precached; the others are not. A stylesheet goes with the
 * chunks that insert it.
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

/** Says whether a module is a boundary (its imports are not followed). */
export type Boundary = (id: string) => boolean;

/**
 * The modules reached from the entries without passing through a boundary. (Coarse: a
 * library's index reaches modules tree-shaking then drops, which is why files are decided on
 * the chunks below and this set only says whose lazy imports count.)
 */
export function modulesWithin(
  modules: ReadonlyMap<string, GraphModule>,
  isBoundary: Boundary,
): Set<string> {
  const reached = new Set<string>();
  const pending = [...modules].filter(([, module]) => module.isEntry).map(([id]) => id);
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    // A boundary route's own code sits in the route tree (the entry's chunk) either way; what
    // it imports, statically or lazily, lies beyond.
    if (isBoundary(id)) continue;
    const module = modules.get(id);
    if (!module) continue;
    pending.push(...module.importedIds, ...module.dynamicallyImportedIds);
  }
  return reached;
}

/**
 * The output files (JavaScript and CSS) loaded only beyond the boundaries: from the entry
 * chunk, every static import is followed, and a lazy import only when a module of the
 * importing chunk reached within the boundaries makes it (the route tree in the entry also
 * holds the boundary routes' lazy imports).
 */
export function filesBeyond(
  modules: ReadonlyMap<string, GraphModule>,
  chunks: readonly GraphChunk[],
  isBoundary: Boundary,
): Set<string> {
  const within = modulesWithin(modules, isBoundary);
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
    // A lazily loaded part that is itself a boundary stays beyond.
    const importedLazilyByShop = (id: string) =>
      !isBoundary(id) &&
      (modules.get(id)?.dynamicImporters ?? []).some(
        (importer) => own.has(importer) && within.has(importer) && !isBoundary(importer),
      );
    for (const file of chunk.dynamicImports) {
      if (byFile.get(file)?.moduleIds.some(importedLazilyByShop)) pending.push(file);
    }
  }
  const beyond = new Set<string>();
  const cssUsers = new Map<string, boolean[]>();
  for (const chunk of chunks) {
    const isNeeded = needed.has(chunk.fileName);
    if (!isNeeded) beyond.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) {
      cssUsers.set(css, [...(cssUsers.get(css) ?? []), isNeeded]);
    }
  }
  for (const [css, users] of cssUsers) {
    if (users.every((isNeeded) => !isNeeded)) beyond.add(css);
  }
  return beyond;
}

/** The files only the back office loads. */
export function adminOnlyFiles(
  modules: ReadonlyMap<string, GraphModule>,
  chunks: readonly GraphChunk[],
): Set<string> {
  return filesBeyond(modules, chunks, isAdminRouteModule);
}

/** The shop's files outside its offline core (the back office's excluded). */
export function shopLaterFiles(
  modules: ReadonlyMap<string, GraphModule>,
  chunks: readonly GraphChunk[],
  admin: ReadonlySet<string>,
): Set<string> {
  const beyondCore = filesBeyond(
    modules,
    chunks,
    (id) => isAdminRouteModule(id) || isLaterModule(id),
  );
  return new Set([...beyondCore].filter((file) => !admin.has(file)));
}

/**
 * The later files the account pages (checkout, orders, profile) need: what the core and those
 * pages reach together and the core alone does not. A signed-in device caches them.
 */
export function accountFiles(
  modules: ReadonlyMap<string, GraphModule>,
  chunks: readonly GraphChunk[],
  later: ReadonlySet<string>,
): Set<string> {
  const beyondCoreAndAccount = filesBeyond(
    modules,
    chunks,
    (id) => isAdminRouteModule(id) || (isLaterModule(id) && !isAccountRouteModule(id)),
  );
  return new Set([...later].filter((file) => !beyondCoreAndAccount.has(file)));
}

/** The file the admin app reads to cache its own code (src/features/back-office/app/cache-admin-app.ts). */
export const ADMIN_FILES_MANIFEST = 'admin-files.json';
/** The file a device getting ready for an offline day reads (src/offline/pwa/listed-files.ts). */
export const SHOP_LATER_FILES_MANIFEST = 'shop-later-files.json';
/** The part of it a signed-in device caches (src/app/offline-readiness/prepare-offline.ts). */
export const ACCOUNT_FILES_MANIFEST = 'account-files.json';

function writeListing(dir: string, name: string, files: ReadonlySet<string>): void {
  const listing = { files: [...files].sort().map((file) => `/${file}`) };
  writeFileSync(join(dir, name), `${JSON.stringify(listing)}\n`);
}

/**
 * The build plugin: works the admin-only and the shop's later files out once the bundle is
 * complete, writes their lists (`admin-files.json`, `shop-later-files.json` and its part
 * `account-files.json`), and gives the
 * service worker's precache a filter (`keepInShopPrecache`, for vite-plugin-pwa's
 * `manifestTransforms`).
 */
export function adminOnlyFilesPlugin(): {
  plugin: Plugin;
  keepInShopPrecache: (url: string) => boolean;
} {
  let leftOut = new Set<string>();
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
      const admin = adminOnlyFiles(modules, chunks);
      const later = shopLaterFiles(modules, chunks, admin);
      const dir = options.dir ?? 'dist';
      writeListing(dir, ADMIN_FILES_MANIFEST, admin);
      writeListing(dir, SHOP_LATER_FILES_MANIFEST, later);
      writeListing(dir, ACCOUNT_FILES_MANIFEST, accountFiles(modules, chunks, later));
      leftOut = new Set([...admin, ...later]);
    },
  };
  return { plugin, keepInShopPrecache: (url) => !leftOut.has(url.replace(/^\//, '')) };
}
