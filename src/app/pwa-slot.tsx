import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { optionalLazy } from '@/app/optional-lazy';
import { pwaEvents } from '@/app/pwa/pwa-events';
import { useOfflineCopyRefresh } from '@/app/pwa/use-offline-copy-refresh';
import { whenSettled } from '@/app/when-idle';
import { useOnlineStatus } from '@/hooks/use-online-status';

const PwaOverlays = optionalLazy('Avvisi della PWA', () =>
  import('@/app/pwa/pwa-overlays').then((module) => ({ default: module.PwaOverlays })),
);

const updateIsWaiting = () => pwaEvents.get().applyUpdate !== null;

/** False until the page has been open for a while and the browser is idle; then true for good. */
function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => setSettled(true)), []);
  return settled;
}

/**
 * The PWA's own layer: the background refresh of the offline copy, and the offline banner,
 * update and install prompts. The prompts' code loads the moment they have something to say
 * (the connection dropped, a new version waits) or once the page has settled (the install
 * offer), never while the first screen and the visitor's first taps need the phone. Once
 * loaded it stays.
 */
export function PwaSlot() {
  useOfflineCopyRefresh();
  const online = useOnlineStatus();
  const updateWaiting = useSyncExternalStore(pwaEvents.subscribe, updateIsWaiting, () => false);
  const settled = usePageSettled();
  const [needed, setNeeded] = useState(false);
  if (!needed && (!online || updateWaiting || settled)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <PwaOverlays />
    </Suspense>
  );
}
