import { Suspense, useEffect, useState } from 'react';
import { optionalLazy } from '@/components/optional-part/optional-lazy';
import { whenIdle } from '@/lib/when-idle';
import { OFFLINE_USE_REQUESTED_EVENT } from '@/offline/readiness/offline-use-request';

const OfflineReadinessKeeper = optionalLazy('Preparazione offline', () =>
  import('@/app/offline-readiness/offline-readiness-keeper').then((module) => ({
    default: module.OfflineReadinessKeeper,
  })),
);

/**
 * Mounts the keeper of the offline copy (issue 20) once the first screen is done, or at once
 * when the visitor asks for offline use: its code and the preparation it starts never compete
 * with the first paint. Once mounted it stays.
 */
export function OfflineReadinessSlot() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return undefined;
    const need = () => setNeeded(true);
    const cancelIdle = whenIdle(need);
    window.addEventListener(OFFLINE_USE_REQUESTED_EVENT, need);
    return () => {
      cancelIdle();
      window.removeEventListener(OFFLINE_USE_REQUESTED_EVENT, need);
    };
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <OfflineReadinessKeeper />
    </Suspense>
  );
}
