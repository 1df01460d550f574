/** Hover delay before a tooltip opens (spec §9). */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** After a tooltip closes, another one opens at once for this long (spec §9). */
export const TOOLTIP_SKIP_WINDOW_MS = 300;
/** Gap between a tooltip and its target (spec §9). */
export const TOOLTIP_OFFSET_PX = 4;

/**
 * Shared timing of a row of tooltips: the first one waits for the open delay; moving on to a
 * neighbour while one is open, or within the skip window after it closed, opens at once.
 */
export interface TooltipDelayGroup {
  /** The delay the tooltip about to open should wait. */
  currentOpenDelayMs(): number;
  markOpened(tooltipId: string): void;
  markClosed(tooltipId: string): void;
}

export function createTooltipDelayGroup({
  openDelayMs = TOOLTIP_OPEN_DELAY_MS,
  skipWindowMs = TOOLTIP_SKIP_WINDOW_MS,
  now = () => Date.now(),
}: { openDelayMs?: number; skipWindowMs?: number; now?: () => number } = {}): TooltipDelayGroup {
  const openIds = new Set<string>();
  let lastClosedAt: number | undefined;

  return {
    currentOpenDelayMs() {
      if (openIds.size > 0) return 0;
      if (lastClosedAt !== undefined && now() - lastClosedAt <= skipWindowMs) return 0;
      return openDelayMs;
    },
    markOpened(tooltipId) {
      openIds.add(tooltipId);
    },
    markClosed(tooltipId) {
      if (openIds.delete(tooltipId)) lastClosedAt = now();
    },
  };
}
