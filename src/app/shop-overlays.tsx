import { ChatSlot } from '@/app/chat-slot';
import { NewsletterPopupSlot } from '@/app/newsletter-popup-slot';
import { OfflineReadinessSlot } from '@/app/offline-readiness/offline-readiness-slot';
import { PwaSlot } from '@/app/pwa-slot';
import { ShopDialogsHost } from '@/app/shop-dialogs-host';

/**
 * What floats above every page: the quiz and bundle dialogs, the chat assistant and the
 * newsletter popup, the PWA's prompts, and the keeper of the offline copy. Each loads its code
 * only when needed, never on the first screen.
 */
export function ShopOverlays() {
  return (
    <>
      <ShopDialogsHost />
      <ChatSlot />
      <NewsletterPopupSlot />
      <PwaSlot />
      <OfflineReadinessSlot />
    </>
  );
}
