import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { optionalLazy } from '@/components/optional-part/optional-lazy';
import { whenSettled } from '@/lib/when-idle';
import { closeShopDialog, type ShopDialog, useShopDialogOpen } from '@/components/shop-dialogs';
import { browserIsOffline } from '@/lib/network/reachability';

const loadQuizDialog = () => import('@/features/quiz/components/quiz-dialog');
const loadBundleDialog = () => import('@/features/bundle/components/bundle-dialog');

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

const QuizDialog = optionalLazy('Quiz', () =>
  loadQuizDialog().then((module) => ({ default: module.QuizDialog })),
);
const BundleDialog = optionalLazy('Crea il tuo Bundle', () =>
  loadBundleDialog().then((module) => ({ default: module.BundleDialog })),
);

/**
 * One shop dialog, mounted the first time it is opened and kept afterwards: its state (the
 * bundle being built, the quiz's 300 ms reset) outlives closing, and the close animation runs.
 */
function LazyShopDialog({
  name,
  Dialog,
}: {
  name: ShopDialog;
  Dialog: ComponentType<DialogProps>;
}) {
  const opened = useShopDialogOpen(name);
  const [mounted, setMounted] = useState(false);
  if (opened && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog opened={opened} onClose={closeShopDialog} />
    </Suspense>
  );
}

/**
 * The quiz and the bundle builder, opened from anywhere through `openShopDialog` (spec §2).
 * Their code stays out of the first screen; it is fetched once the page has settled (10 s and
 * idle), so later taps on 'Quale Bun fa per te?' or 'Crea il tuo Bundle' open at once, and a
 * tap before that loads the dialog then (a few kilobytes) instead of every visitor paying for
 * it while the page is still loading on a slow phone.
 */
export function ShopDialogsHost() {
  useEffect(
    () =>
      whenSettled(() => {
        // Offline without the service worker's copy the download would only fail (and some
        // browsers keep a failed module import failed). Skipped, it loads when first opened.
        if (browserIsOffline()) return;
        void loadQuizDialog();
        void loadBundleDialog();
      }),
    [],
  );
  return (
    <>
      <LazyShopDialog name="quiz" Dialog={QuizDialog} />
      <LazyShopDialog name="bundle" Dialog={BundleDialog} />
    </>
  );
}
