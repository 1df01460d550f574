import { useEffect } from 'react';
import { ADMIN_MANIFEST_PATH } from '@/offline/pwa/admin-app';

/**
 * Links the back office's own manifest while a console page is open, so the browser offers to
 * install the console as its own app; leaving for the shop links the shop's manifest again.
 * (index.html links the shop's: a customer never sees the admin manifest.)
 */
export function useAdminManifest(): void {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return;
    const shopManifest = link.getAttribute('href');
    link.setAttribute('href', ADMIN_MANIFEST_PATH);
    return () => {
      if (shopManifest) link.setAttribute('href', shopManifest);
    };
  }, []);
}
