// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  isNewsletterPopupDue,
  NEWSLETTER_POPUP_STORAGE_KEY,
  newsletterPopupDue,
  newsletterPopupFlag,
  rememberNewsletterPopup,
} from '@/features/newsletter/newsletter-popup-flag';

const now = new Date('2026-11-20T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1_000;
const later = (ms: number) => new Date(now.getTime() + ms);

afterEach(() => localStorage.clear());

describe('isNewsletterPopupDue', () => {
  it('is due when nothing (or nothing readable) is stored', () => {
    expect(isNewsletterPopupDue(null, now)).toBe(true);
    expect(isNewsletterPopupDue('not json', now)).toBe(true);
    expect(isNewsletterPopupDue('{"handled":"yes"}', now)).toBe(true);
  });

  it('never again after a subscription', () => {
    const flag = newsletterPopupFlag('subscribed', now);
    expect(JSON.parse(flag)).toEqual({ handled: true, expiresAt: null });
    expect(isNewsletterPopupDue(flag, later(365 * DAY_MS))).toBe(false);
  });

  it('comes back 7 days after being closed, not before', () => {
    const flag = newsletterPopupFlag('dismissed', now);
    expect(JSON.parse(flag)).toEqual({ handled: true, expiresAt: '2026-11-27T10:00:00.000Z' });
    expect(isNewsletterPopupDue(flag, later(7 * DAY_MS - 1))).toBe(false);
    expect(isNewsletterPopupDue(flag, later(7 * DAY_MS))).toBe(true);
  });
});

describe('remembering in the browser', () => {
  it('stores the flag under its key and reads it back', () => {
    expect(newsletterPopupDue(localStorage, now)).toBe(true);
    rememberNewsletterPopup('dismissed', localStorage, now);
    expect(localStorage.getItem(NEWSLETTER_POPUP_STORAGE_KEY)).not.toBeNull();
    expect(newsletterPopupDue(localStorage, later(DAY_MS))).toBe(false);
    expect(newsletterPopupDue(localStorage, later(8 * DAY_MS))).toBe(true);
  });
});
