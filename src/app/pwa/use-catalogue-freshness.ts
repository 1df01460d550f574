import { useEffect, useState } from 'react';
import { logger } from '@/lib/logger';

/**
 * When the catalogue on this device was last copied whole from the server (epoch ms), read
 * when `enabled` turns true (the offline banner). Undefined while unknown or never copied.
 */
export function useCatalogueFreshness(enabled: boolean): number | undefined {
  const [syncedAt, setSyncedAt] = useState<number>();
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    import('@/lib/offline/catalogue-store')
      .then((store) => store.sectionSyncedAt('products'))
      .then((at) => {
        if (current) setSyncedAt(at);
      })
      .catch((error: unknown) => logger.warn('Data del catalogo offline non letta', error));
    return () => {
      current = false;
    };
  }, [enabled]);
  return syncedAt;
}
