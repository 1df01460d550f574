import { InstallPrompt } from '@/app/pwa/install-prompt';
import { OfflineBanner } from '@/app/pwa/offline-banner';
import { UpdatePrompt } from '@/app/pwa/update-prompt';
import classes from '@/app/pwa/pwa-overlays.module.css';

/** The PWA's own layer (issue 8): the offline banner, and the update and install prompts. */
export function PwaOverlays() {
  return (
    <div className={classes.stack}>
      <UpdatePrompt />
      <InstallPrompt />
      <OfflineBanner />
    </div>
  );
}
