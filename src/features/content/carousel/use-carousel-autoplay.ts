import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createCarouselAutoplay } from '@/features/content/carousel/carousel-autoplay';

/**
 * Connects the autoplay rules to an Embla carousel and the page: presses on `root`, releases
 * anywhere, page visibility. Returns the controller (for the pause button) and whether it runs.
 */
export function useCarouselAutoplay(
  embla: EmblaCarouselType | undefined,
  root: HTMLElement | null,
  enabled: boolean,
) {
  const [player] = useState(() => createCarouselAutoplay());
  useEffect(() => () => player.dispose(), [player]);
  useEffect(
    () => (embla ? player.onAdvance(() => embla.scrollNext()) : undefined),
    [player, embla],
  );

  useEffect(() => {
    player.setEnabled(enabled && embla !== undefined);
  }, [player, enabled, embla]);

  useEffect(() => {
    if (!root) return undefined;
    const press = () => player.press();
    const release = () => player.release();
    const visibility = () => player.setPageHidden(document.visibilityState === 'hidden');
    root.addEventListener('pointerdown', press);
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    document.addEventListener('visibilitychange', visibility);
    visibility();
    return () => {
      root.removeEventListener('pointerdown', press);
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [player, root]);

  const running = useSyncExternalStore(player.subscribe, player.isRunning, () => false);
  return { player, running };
}
