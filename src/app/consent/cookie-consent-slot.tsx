import { CookieConsentBanner } from '@/app/consent/cookie-consent-banner';
import { useConsentState } from '@/lib/consent/consent-store';

/**
 * Shows the consent banner while no valid choice exists or when the visitor reopens it from
 * 'Preferenze cookie'. The banner is part of the first bundle (about 1 KB): a first-time
 * visitor already sees index.html's copy of it, and React must render it in the same commit
 * that replaces that copy, or it would blink away until a lazy chunk arrived.
 */
export function CookieConsentSlot() {
  const { record, preferencesOpen } = useConsentState();
  if (record !== null && !preferencesOpen) return null;
  return <CookieConsentBanner record={record} startCustomizing={preferencesOpen} />;
}
