import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readAppModules } from '../scripts/vite/start-app-after-first-paint.ts';

export interface BundleSizes {
  /** The entry module plus what index.html preloads with it: the JS on the first screen's critical path. */
  entryJsGzipKb: number;
  totalJsGzipKb: number;
  totalCssGzipKb: number;
  jsFiles: number;
}

function gzipKb(path: string): number {
  return gzipSync(readFileSync(path)).length / 1024;
}

function filesIn(dir: string, extension: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => path.endsWith(extension) && statSync(path).isFile());
}

/**
 * Gzip sizes of the production build in `distDir`, read from its index.html (the module list
 * the first-paint loader starts) and assets.
 */
export function measureBundle(distDir: string): BundleSizes {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const modules = readAppModules(html);
  const entryPaths = [modules.entry, ...modules.preload].map((path) => join(distDir, path));
  const round = (value: number) => Math.round(value * 10) / 10;
  const jsFiles = filesIn(join(distDir, 'assets'), '.js');
  return {
    entryJsGzipKb: round(entryPaths.reduce((sum, path) => sum + gzipKb(path), 0)),
    totalJsGzipKb: round(jsFiles.reduce((sum, path) => sum + gzipKb(path), 0)),
    totalCssGzipKb: round(
      filesIn(join(distDir, 'assets'), '.css').reduce((sum, path) => sum + gzipKb(path), 0),
    ),
    jsFiles: jsFiles.length,
  };
}
