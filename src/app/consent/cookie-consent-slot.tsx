import { lazy, Suspense } from 'react';
import { useConsentState } from '@/lib/consent/consent-store';

const CookieConsentBanner = lazy(() =>
  import('@/app/consent/cookie-consent-banner').then((module) => ({
    default: module.CookieConsentBanner,
  })),
);

/**
 * Shows the consent banner while no valid choice exists or when the visitor reopens it from
 * 'Preferenze cookie'. Its code loads only then, so returning visitors never download it.
 */
export function CookieConsentSlot() {
  const { record, preferencesOpen } = useConsentState();
  if (record !== null && !preferencesOpen) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentBanner record={record} />
    </Suspense>
  );
}
