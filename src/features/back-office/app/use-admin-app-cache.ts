import { useEffect } from 'react';
import { cacheAdminApp } from '@/features/back-office/app/cache-admin-app';
import { logger } from '@/lib/logger';

/** After the console's first screen has had its turn: its data first, then the other pages' code. */
const START_DELAY_MS = 4000;

/**
 * Once per console visit, keeps the back office's code in its cache for offline use (decision
 * 009). Only under a service worker: without one nothing would answer from that cache.
 */
export function useAdminAppCache(): void {
  useEffect(() => {
    if (!('caches' in window) || !navigator.serviceWorker?.controller) return;
    const timer = window.setTimeout(() => {
      cacheAdminApp(caches, (url, init) => fetch(url, init)).catch((error: unknown) =>
        logger.warn('admin app cache', error),
      );
    }, START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
}
