import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEMO_ANON_KEY } from '../../supabase/local/keys.ts';
import { prerenderPublicPages } from '../prerender/prerender.ts';
import { buildServerEntry } from '../prerender/server-render.ts';
import { loopback, ports } from './ports.ts';

/** What the PWA bakes in at build time: where its Supabase API lives, and its own address. */
export interface AppBuildEnv {
  supabaseUrl: string;
  anonKey: string;
  /**
   * The shop's public address (SITE_URL, no trailing slash): canonical links, og:url and
   * og:image, the sitemap. Default: where `npm start` serves it.
   */
  siteUrl?: string;
  /**
   * A single-page app without prerendered pages is acceptable when the API cannot be read at
   * build time (`--spa-only`, BUILD_SPA_ONLY=1); otherwise such a build fails (decision 017).
   */
  spaOnly?: boolean;
}

/** SITE_URL without a trailing slash, defaulting to `npm start`'s address. */
export function siteUrlFromProcess(): string {
  return (process.env.SITE_URL ?? `http://${loopback}:${ports.start.web}`).replace(/\/+$/, '');
}

// DIST_DIR lets parallel e2e runs (each on its own E2E_*_PORT) build side by side without
// overwriting each other's dist/.
export const distDir = process.env.DIST_DIR
  ? resolve(process.env.DIST_DIR)
  : join(process.cwd(), 'dist');
const stampPath = join(distDir, 'build-env.json');
const sourcePaths = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/vite',
  'scripts/prerender',
  'scripts/postcss',
  'package-lock.json',
  'postcss.config.cjs',
  // The prerendered pages carry the data they were drawn from (ids included), read from a
  // stack with these migrations and this seed: a changed schema or seed is a stale build.
  'supabase/migrations',
  'supabase/seed.sql',
];

/** Whether the build talks to a stack on this machine (the local one, or a test's). */
function isLocalApi(supabaseUrl: string): boolean {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(supabaseUrl).hostname);
  } catch {
    return false;
  }
}

/** The build env from VITE_* variables, defaulting to the local stack of `npm start`. */
export function buildEnvFromProcess(): AppBuildEnv {
  return {
    supabaseUrl: process.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:54321',
    anonKey: process.env.VITE_SUPABASE_ANON_KEY ?? DEMO_ANON_KEY,
    siteUrl: siteUrlFromProcess(),
    spaOnly: process.env.BUILD_SPA_ONLY === '1' || process.argv.includes('--spa-only'),
  };
}

function newestMtimeMs(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtimeMs(join(path, entry))),
    stats.mtimeMs,
  );
}

/** Whether `dist/` was built for `env` and no source changed since. */
export function isBuiltFor(env: AppBuildEnv): boolean {
  if (!existsSync(stampPath)) return false;
  const stamp = JSON.parse(readFileSync(stampPath, 'utf8')) as Partial<AppBuildEnv>;
  if (stamp.supabaseUrl !== env.supabaseUrl || stamp.anonKey !== env.anonKey) return false;
  if (env.siteUrl !== undefined && stamp.siteUrl !== env.siteUrl) return false;
  const builtAt = statSync(stampPath).mtimeMs;
  return sourcePaths.every((path) => newestMtimeMs(path) <= builtAt);
}

/**
 * Runs the production build (vite) and the server render's build, prerenders the public pages
 * from the build's API (decision 017) and records the build in dist/build-env.json.
 */
export async function buildApp(env: AppBuildEnv): Promise<void> {
  const siteUrl = env.siteUrl ?? siteUrlFromProcess();
  // Without it the app would subscribe devices for the local stack's public VAPID key, whose
  // private half is in this repository: every push would be refused (decision 022).
  if (!isLocalApi(env.supabaseUrl) && !process.env.VITE_VAPID_PUBLIC_KEY) {
    throw new Error(
      'VITE_VAPID_PUBLIC_KEY manca: una build per un progetto Supabase ospitato richiede la chiave pubblica VAPID del progetto (README, "Deploying").',
    );
  }
  console.info(`Build della PWA per ${env.supabaseUrl} …`);
  const viteEnv = {
    ...process.env,
    VITE_SUPABASE_URL: env.supabaseUrl,
    VITE_SUPABASE_ANON_KEY: env.anonKey,
    VITE_SITE_URL: siteUrl,
  };
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', distDir, '--emptyOutDir'],
    { stdio: 'inherit', env: viteEnv },
  );
  if (result.status !== 0)
    throw new Error(`vite build failed with exit code ${result.status ?? 'null'}`);
  // The same app for Node, with the same build env: the public pages' server render.
  buildServerEntry(distDir, viteEnv);
  await prerenderPublicPages({
    distDir,
    apiUrl: env.supabaseUrl,
    anonKey: env.anonKey,
    siteUrl,
    spaOnly: env.spaOnly,
  });
  const { spaOnly: _spaOnly, ...stamped } = env;
  writeFileSync(stampPath, `${JSON.stringify({ ...stamped, siteUrl }, null, 2)}\n`);
}

/** Builds unless dist/ is already current for `env`. */
export async function ensureBuilt(env: AppBuildEnv): Promise<void> {
  if (isBuiltFor(env)) {
    console.info('La build in dist/ è aggiornata.');
    return;
  }
  await buildApp(env);
}
