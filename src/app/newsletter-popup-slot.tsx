import { useLocation } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { optionalLazy } from '@/components/optional-part/optional-lazy';
import {
  NEWSLETTER_POPUP_DELAY_MS,
  newsletterPopupDue,
} from '@/features/newsletter/newsletter-popup-flag';
import { useConsentState } from '@/lib/consent/consent-store';
import { useShopDialogOpen } from '@/lib/dialogs/shop-dialogs';

const NewsletterPopup = optionalLazy('Popup newsletter', () =>
  import('@/features/newsletter/components/newsletter-popup').then((module) => ({
    default: module.NewsletterPopup,
  })),
);

/**
 * The newsletter popup of the home page (spec §2, §4): 15 s after the home page loads, unless
 * the visitor already handled it. It never lands on top of something the visitor is busy
 * with: the cookie banner (it waits for the choice) or the quiz and bundle dialogs.
 */
export function NewsletterPopupSlot() {
  const onHome = useLocation({ select: (location) => location.pathname === '/' });
  const [delayOver, setDelayOver] = useState(false);
  const [shown, setShown] = useState(false);
  const consentGiven = useConsentState().record !== null;
  const quizOpen = useShopDialogOpen('quiz');
  const bundleOpen = useShopDialogOpen('bundle');

  useEffect(() => {
    if (!onHome || delayOver) return undefined;
    const timer = window.setTimeout(() => setDelayOver(true), NEWSLETTER_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [onHome, delayOver]);

  const ready = onHome && delayOver && consentGiven && !quizOpen && !bundleOpen;
  if (ready && !shown && newsletterPopupDue()) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopup />
    </Suspense>
  );
}
