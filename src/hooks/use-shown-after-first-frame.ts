import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first frame when `wait` is true, then true for good: what a page draws below
 * its first screen comes right after that screen is painted, in a transition (rendered in
 * short slices a tap can interrupt), so the answer to a tap is painted without it. A frame,
 * then a task: `requestAnimationFrame` runs before the paint, its `setTimeout` after it. In a
 * hidden tab there are no frames: the rest comes when the tab is shown, which nobody sees.
 */
export function useShownAfterFirstFrame(wait: boolean): boolean {
  const [shown, setShown] = useState(!wait);
  useEffect(() => {
    if (shown) return undefined;
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setShown(true)), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [shown]);
  return shown;
}
