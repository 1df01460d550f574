import { useLocation } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { optionalLazy } from '@/components/optional-part/optional-lazy';
import {
  NEWSLETTER_POPUP_DELAY_MS,
  newsletterPopupDue,
} from '@/features/newsletter/newsletter-popup-flag';
import { useConsentState } from '@/domain/consent/consent-store';
import { useShopDialogOpen } from '@/components/shop-dialogs';

const NewsletterPopup = optionalLazy('Popup newsletter', () =>
  import('@/features/newsletter/components/newsletter-popup').then((module) => ({
    default: module.NewsletterPopup,
  })),
);

/** Whether this document was opened at the home page's address (not reached from another page). */
function documentOpenedOnHome(): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation !== undefined && new URL(navigation.name).pathname === '/';
}

/**
 * The newsletter popup of the home page (spec §2, §4): 15 s after the home page loads, unless
 * the visitor already handled it. It never lands on top of something the visitor is busy
 * with: the cookie banner (it waits for the choice) or the quiz and bundle dialogs.
 */
export function NewsletterPopupSlot() {
  const onHome = useLocation({ select: (location) => location.pathname === '/' });
  // On the home page the visitor opened, "15 s after the home page loads" counts from the
  // navigation's start (performance.now()'s zero), not from when the app started: a prerendered
  // page starts it at the visitor's first touch (decision 014). Reached later, from another
  // page, from then.
  const [openedOnHome, setOpenedOnHome] = useState(() => onHome && documentOpenedOnHome());
  if (!onHome && openedOnHome) setOpenedOnHome(false);
  const [delayOver, setDelayOver] = useState(false);
  const [shown, setShown] = useState(false);
  const consentGiven = useConsentState().record !== null;
  const quizOpen = useShopDialogOpen('quiz');
  const bundleOpen = useShopDialogOpen('bundle');

  useEffect(() => {
    if (!onHome || delayOver) return undefined;
    const delay = openedOnHome
      ? Math.max(0, NEWSLETTER_POPUP_DELAY_MS - performance.now())
      : NEWSLETTER_POPUP_DELAY_MS;
    const timer = window.setTimeout(() => setDelayOver(true), delay);
    return () => window.clearTimeout(timer);
  }, [onHome, delayOver, openedOnHome]);

  const ready = onHome && delayOver && consentGiven && !quizOpen && !bundleOpen;
  if (ready && !shown && newsletterPopupDue()) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopup />
    </Suspense>
  );
}
