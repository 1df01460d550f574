import { readStorageItem, safeLocalStorage, writeStorageItem } from '@/lib/browser-storage';
import { logger } from '@/lib/logger';

/** Where the browser remembers that the newsletter popup was handled. */
export const NEWSLETTER_POPUP_STORAGE_KEY = 'bottega-del-bun:newsletter-popup';
/** Spec §9: the popup opens 15 s after load… */
export const NEWSLETTER_POPUP_DELAY_MS = 15_000;
/** …shows its completed state for 1.5 s after a submit… */
export const NEWSLETTER_POPUP_SUCCESS_MS = 1_500;
/** …and, closed without subscribing, may come back after 7 days. */
export const NEWSLETTER_POPUP_DISMISSAL_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1_000;

interface PopupFlag {
  handled: true;
  /** ISO date after which the popup may show again; null: never again (subscribed). */
  expiresAt: string | null;
}

function isPopupFlag(value: unknown): value is PopupFlag {
  if (typeof value !== 'object' || value === null) return false;
  const { handled, expiresAt } = value as Record<string, unknown>;
  return handled === true && (expiresAt === null || typeof expiresAt === 'string');
}

export type NewsletterPopupOutcome = 'subscribed' | 'dismissed';

/** What to store for an outcome: a subscription is final, a dismissal lasts 7 days. */
export function newsletterPopupFlag(outcome: NewsletterPopupOutcome, now: Date): string {
  const expiresAt =
    outcome === 'dismissed'
      ? new Date(now.getTime() + NEWSLETTER_POPUP_DISMISSAL_DAYS * DAY_MS).toISOString()
      : null;
  return JSON.stringify({ handled: true, expiresAt });
}

/**
 * Whether the popup may open, given the stored flag: yes without a flag, with an unreadable
 * one, or once a dismissal's 7 days have passed (the spec stores the expiry but never read it;
 * we do, so the offer comes back a week later).
 */
export function isNewsletterPopupDue(raw: string | null, now: Date): boolean {
  if (raw === null) return true;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return true;
  }
  if (!isPopupFlag(value)) return true;
  if (value.expiresAt === null) return false;
  const expiresAt = Date.parse(value.expiresAt);
  return Number.isNaN(expiresAt) || now.getTime() >= expiresAt;
}

/** Reads the flag from the browser. */
export function newsletterPopupDue(
  storage: Storage | undefined = safeLocalStorage(),
  now = new Date(),
): boolean {
  return isNewsletterPopupDue(readStorageItem(storage, NEWSLETTER_POPUP_STORAGE_KEY), now);
}

/** Stores that the popup was handled, so it does not open again (for a week, if dismissed). */
export function rememberNewsletterPopup(
  outcome: NewsletterPopupOutcome,
  storage: Storage | undefined = safeLocalStorage(),
  now = new Date(),
): void {
  const saved = writeStorageItem(
    storage,
    NEWSLETTER_POPUP_STORAGE_KEY,
    newsletterPopupFlag(outcome, now),
  );
  if (!saved) logger.warn('Impossibile ricordare la scelta sulla newsletter');
}
