import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle } from '@/app/when-idle';
import { logger } from '@/lib/logger';

/** Waits a little after idle so the background copy never competes with the first screen. */
const REFRESH_DELAY_MS = 2_000;

/**
 * Keeps the offline copy of the catalogue fresh (issue 8): shortly after the first screen (a
 * restaurant's first visit must leave a usable copy behind, however short), and again whenever
 * the connection returns. The copying code (and IndexedDB) loads only then.
 */
export function useOfflineCopyRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      import('@/app/pwa/keep-offline-copy-fresh')
        .then(({ keepOfflineCopyFresh }) => keepOfflineCopyFresh(queryClient))
        .catch((error: unknown) => logger.warn('Copia offline non aggiornata', error));
    };
    let timer: number | undefined;
    const cancelIdle = whenIdle(() => {
      timer = window.setTimeout(refresh, REFRESH_DELAY_MS);
    });
    window.addEventListener('online', refresh);
    return () => {
      cancelIdle();
      window.clearTimeout(timer);
      window.removeEventListener('online', refresh);
    };
  }, [queryClient]);
}
