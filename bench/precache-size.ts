import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface PrecacheSize {
  entries: number;
  /** KiB on disk (uncompressed: what the Cache Storage keeps). */
  kb: number;
  /** What a device adds once someone signs in on it: the account pages (decision 009). */
  accountPagesKb: number;
  /** All the shop's files outside the precache, kept by the preparation for an offline day. */
  laterFilesKb: number;
}

const kib = (bytes: number) => Math.round(bytes / 1024);

/** The size on disk of the files a build listing names (`/account-files.json`…). */
function listedBytes(distDir: string, listing: string): number {
  const { files } = JSON.parse(readFileSync(join(distDir, listing), 'utf8')) as { files: string[] };
  return files.reduce((sum, file) => sum + statSync(join(distDir, file)).size, 0);
}

/**
 * The service worker's precache list as the build injected it into `sw.js`, and its size; and
 * what a signed-in device and a device ready for an offline day keep beside it.
 */
export function measurePrecache(distDir: string): PrecacheSize {
  const worker = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
  if (urls.length === 0) throw new Error('sw.js holds no precache manifest');
  const bytes = urls.reduce((sum, url) => sum + statSync(join(distDir, url)).size, 0);
  return {
    entries: urls.length,
    kb: kib(bytes),
    accountPagesKb: kib(listedBytes(distDir, 'account-files.json')),
    laterFilesKb: kib(listedBytes(distDir, 'shop-later-files.json')),
  };
}
