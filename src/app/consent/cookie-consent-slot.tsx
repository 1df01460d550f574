import { CookieConsentBanner } from '@/app/consent/cookie-consent-banner';
import { useServerMarkup } from '@/hooks/use-server-markup';
import { useConsentState } from '@/domain/consent/consent-store';

/**
 * Shows the consent banner while no valid choice exists or when the visitor reopens it from
 * 'Preferenze cookie'. The banner is part of the first bundle (about 1 KB): it is in every
 * prerendered page (decision 017), shown there by index.html's inline script only to a
 * visitor with no stored choice, and the app must hydrate the same markup before it knows the
 * choice itself (the next render removes it for a visitor who has chosen).
 */
export function CookieConsentSlot() {
  const serverMarkup = useServerMarkup();
  const { record, preferencesOpen } = useConsentState();
  if (serverMarkup) return <CookieConsentBanner record={null} shownByPageScript />;
  if (record !== null && !preferencesOpen) return null;
  return <CookieConsentBanner record={record} startCustomizing={preferencesOpen} />;
}
