/**
 * When to offer installing the app: never on the first screen of a first visit; from the
 * second visit on, or as soon as something is in the cart (a buyer who means it). Once
 * refused, not again for 30 days; never when already installed.
 */
export const INSTALL_VISITS_KEY = 'bottega-del-bun:visits';
export const INSTALL_DISMISSED_KEY = 'bottega-del-bun:install-dismissed-at';
export const INSTALL_QUIET_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1_000;

export interface InstallMoment {
  /** Visits (browser sessions) so far, this one included. */
  visits: number;
  cartItems: number;
  /** When the visitor last said 'Non ora' (epoch ms). */
  dismissedAt: number | null;
  /** Already running as an installed app. */
  standalone: boolean;
  now: number;
}

export function shouldOfferInstall(moment: InstallMoment): boolean {
  if (moment.standalone) return false;
  if (moment.dismissedAt !== null && moment.now - moment.dismissedAt < INSTALL_QUIET_DAYS * DAY_MS)
    return false;
  return moment.visits >= 2 || moment.cartItems > 0;
}

/** iPhone and iPad Safari: no install event, only the Share → 'Aggiungi a Home' route. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const iPhoneOrIPad = /iPhone|iPad|iPod/.test(userAgent);
  // iPadOS reports itself as a Mac; only touch tells them apart.
  const iPadAsMac = /Macintosh/.test(userAgent) && maxTouchPoints > 1;
  const otherBrowser = /CriOS|FxiOS|EdgiOS/.test(userAgent);
  return (iPhoneOrIPad || iPadAsMac) && !otherBrowser;
}

const VISIT_SESSION_KEY = 'bottega-del-bun:visit-counted';

/** Counts this visit once per browser session and returns the visits so far. */
export function countVisit(local: Storage, session: Storage): number {
  const previous = Number(local.getItem(INSTALL_VISITS_KEY)) || 0;
  if (session.getItem(VISIT_SESSION_KEY)) return previous;
  session.setItem(VISIT_SESSION_KEY, '1');
  local.setItem(INSTALL_VISITS_KEY, String(previous + 1));
  return previous + 1;
}
