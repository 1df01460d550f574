import { useEffect, useState } from 'react';
import { logger } from '@/lib/logger';

/**
 * 'Aggiornato il 22 novembre 2026, 01:10': when the catalogue on this device was last copied
 * whole from the server, read when `enabled` turns true (the offline bar). Undefined while
 * unknown or never copied. The store and the date formatter load only then, so neither weighs
 * on the first screen.
 */
export function useCatalogueFreshness(enabled: boolean): string | undefined {
  const [note, setNote] = useState<string>();
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    Promise.all([import('@/offline/catalogue/catalogue-store'), import('@/lib/format')])
      .then(async ([store, { formatDateTime }]) => {
        const syncedAt = await store.sectionSyncedAt('products');
        if (current && syncedAt !== undefined) {
          setNote(`Aggiornato il ${formatDateTime(new Date(syncedAt))}`);
        }
      })
      .catch((error: unknown) => logger.warn('Data del catalogo offline non letta', error));
    return () => {
      current = false;
    };
  }, [enabled]);
  return note;
}
