/** Spec §9: the carousel advances every 3 s and waits 5 s after the visitor lets go. */
export const AUTOPLAY_INTERVAL_MS = 3_000;
export const AUTOPLAY_RESUME_DELAY_MS = 5_000;

export interface CarouselAutoplay {
  /** Called on every tick: the carousel moves one slide on. */
  onAdvance(listener: () => void): () => void;
  /** Autoplay is possible at all: more than one item and no reduced-motion preference. */
  setEnabled(enabled: boolean): void;
  /** A pointer or touch went down on the carousel: stop now. */
  press(): void;
  /** …and came up: start again after the resume delay. */
  release(): void;
  /** The page was hidden (stop) or shown again (start at once). */
  setPageHidden(hidden: boolean): void;
  /** The visitor's own pause button (WCAG 2.2.2): stays paused until they press play. */
  setUserPaused(paused: boolean): void;
  isRunning(): boolean;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

/**
 * The carousel's autoplay rules (spec §4) as a small state machine around two timers, so they
 * can be tested with fake timers and the component only forwards events.
 */
export function createCarouselAutoplay({
  intervalMs = AUTOPLAY_INTERVAL_MS,
  resumeDelayMs = AUTOPLAY_RESUME_DELAY_MS,
} = {}): CarouselAutoplay {
  let enabled = false;
  let pressed = false;
  let pageHidden = false;
  let userPaused = false;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let resumeTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const advanceListeners = new Set<() => void>();
  const advance = () => advanceListeners.forEach((listener) => listener());

  const canRun = () => enabled && !pressed && !pageHidden && !userPaused;
  const notify = () => listeners.forEach((listener) => listener());
  const stopTicker = () => {
    if (ticker === undefined) return;
    clearInterval(ticker);
    ticker = undefined;
    notify();
  };
  const cancelResume = () => {
    clearTimeout(resumeTimer);
    resumeTimer = undefined;
  };
  /** Starts a fresh 3 s cycle when everything allows it, else makes sure nothing runs. */
  const sync = () => {
    if (!canRun()) {
      stopTicker();
      return;
    }
    if (ticker !== undefined || resumeTimer !== undefined) return;
    ticker = setInterval(advance, intervalMs);
    notify();
  };

  return {
    onAdvance(listener) {
      advanceListeners.add(listener);
      return () => advanceListeners.delete(listener);
    },
    setEnabled(next) {
      enabled = next;
      if (!next) cancelResume();
      sync();
    },
    press() {
      pressed = true;
      cancelResume();
      sync();
    },
    release() {
      if (!pressed) return;
      pressed = false;
      cancelResume();
      if (!canRun()) return;
      resumeTimer = setTimeout(() => {
        resumeTimer = undefined;
        sync();
      }, resumeDelayMs);
    },
    setPageHidden(hidden) {
      pageHidden = hidden;
      cancelResume();
      sync();
    },
    setUserPaused(paused) {
      userPaused = paused;
      cancelResume();
      sync();
    },
    isRunning: () => ticker !== undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      cancelResume();
      if (ticker !== undefined) clearInterval(ticker);
      ticker = undefined;
      listeners.clear();
      advanceListeners.clear();
    },
  };
}
