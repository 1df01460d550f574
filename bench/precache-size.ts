import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface PrecacheSize {
  entries: number;
  /** Bytes on disk (uncompressed: what the Cache Storage keeps). */
  kb: number;
}

/** The service worker's precache list as the build injected it into `sw.js`, and its size. */
export function measurePrecache(distDir: string): PrecacheSize {
  const worker = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
  if (urls.length === 0) throw new Error('sw.js holds no precache manifest');
  const bytes = urls.reduce((sum, url) => sum + statSync(join(distDir, url)).size, 0);
  return { entries: urls.length, kb: Math.round(bytes / 1024) };
}
