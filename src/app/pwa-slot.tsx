import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { optionalLazy } from '@/components/optional-part/optional-lazy';
import { pwaEvents } from '@/offline/pwa/pwa-events';
import { whenSettled } from '@/lib/when-idle';

const PwaOverlays = optionalLazy('Avvisi della PWA', () =>
  import('@/offline/pwa/pwa-overlays').then((module) => ({ default: module.PwaOverlays })),
);

const updateIsWaiting = () => pwaEvents.get().applyUpdate !== null;

/** False until the page has been open for a while and the browser is idle; then true for good. */
function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => setSettled(true)), []);
  return settled;
}

/**
 * The PWA's floating prompts: a new version and installing the app. Their code loads the
 * moment they have something to say (a new version waits) or once the page has settled (the
 * install offer), never while the first screen and the visitor's first taps need the phone.
 * Once loaded it stays. (The offline bar is part of the page: src/offline/pwa/offline-bar.tsx.)
 */
export function PwaSlot({
  offerInstall = true,
}: {
  /** False in the back office: the browser offers to install it from its own manifest. */
  offerInstall?: boolean;
}) {
  const updateWaiting = useSyncExternalStore(pwaEvents.subscribe, updateIsWaiting, () => false);
  const settled = usePageSettled();
  const [needed, setNeeded] = useState(false);
  if (!needed && (updateWaiting || settled)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <PwaOverlays offerInstall={offerInstall} />
    </Suspense>
  );
}
