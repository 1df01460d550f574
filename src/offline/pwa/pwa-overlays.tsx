import { InstallPrompt } from '@/offline/pwa/install-prompt';
import { UpdatePrompt } from '@/offline/pwa/update-prompt';
import classes from '@/offline/pwa/pwa-overlays.module.css';

/** The PWA's own floating layer (issue 8): the update and install prompts. */
export function PwaOverlays({ offerInstall = true }: { offerInstall?: boolean }) {
  return (
    <div className={classes.stack}>
      <UpdatePrompt />
      {offerInstall && <InstallPrompt />}
    </div>
  );
}
