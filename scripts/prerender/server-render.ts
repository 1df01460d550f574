import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';

/** What the app's server render gives for one address (src/entry-server.tsx). */
export interface ServerRenderedPage {
  headHtml: string;
  rootHtml: string;
  queryState: unknown;
  routeIds: string[];
}

/** Where the build writes the server render's bundle: beside dist/, never deployed. */
export function serverBundleDir(distDir: string): string {
  return `${distDir}-server`;
}

/**
 * Builds the app's server entry (src/entry-server.tsx) for Node with the same Vite config and
 * build env as the browser's build (`env`: VITE_SUPABASE_URL and the rest), self-contained
 * so it runs from any folder.
 */
export function buildServerEntry(distDir: string, env: NodeJS.ProcessEnv): void {
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      serverBundleDir(distDir),
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { stdio: 'inherit', env },
  );
  if (result.status !== 0)
    throw new Error(`vite build --ssr failed with exit code ${result.status ?? 'null'}`);
}

export type RenderPage = (path: string) => Promise<ServerRenderedPage>;

/**
 * The built server entry's `renderPage`, with a DOM for the blog's Markdown sanitiser: jsdom,
 * the one DOMPurify's authors recommend on a server (they warn that happy-dom lets XSS through).
 */
export async function loadServerRender(distDir: string): Promise<RenderPage> {
  const entry = pathToFileURL(join(serverBundleDir(distDir), 'entry-server.js')).href;
  const module = (await import(entry)) as {
    renderPage: RenderPage;
    sanitiseMarkdownIn: (window: WindowLike) => void;
  };
  module.sanitiseMarkdownIn(new JSDOM('').window);
  return module.renderPage;
}
