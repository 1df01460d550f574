/**
 * What the browser tells us about installing and updating the app, kept from the first
 * moments of the page (these events do not repeat) until the lazily loaded prompts read them.
 * Tiny on purpose: it is part of the entry chunk.
 */

/** Chromium's install event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface PwaEventsState {
  /** The deferred install prompt, while the browser offers installation. */
  installPrompt: BeforeInstallPromptEvent | null;
  /** Activates the waiting new service worker and reloads; null while none waits. */
  applyUpdate: (() => void) | null;
}

let state: PwaEventsState = { installPrompt: null, applyUpdate: null };
const listeners = new Set<() => void>();

export const pwaEvents = {
  get: (): PwaEventsState => state,
  set(patch: Partial<PwaEventsState>): void {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Keeps Chromium's install offer for later instead of its own mini-infobar. */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    pwaEvents.set({ installPrompt: event as BeforeInstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => pwaEvents.set({ installPrompt: null }));
}
