import { Suspense } from 'react';
import { optionalLazy } from '@/app/optional-lazy';
import { useAfterIdle } from '@/app/use-after-idle';

const PwaOverlays = optionalLazy('Avvisi della PWA', () =>
  import('@/app/pwa/pwa-overlays').then((module) => ({ default: module.PwaOverlays })),
);

/** The offline banner, update and install prompts, loaded once the first screen is done. */
export function PwaSlot() {
  const idle = useAfterIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <PwaOverlays />
    </Suspense>
  );
}
