import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { InstallPrompt } from '@/app/pwa/install-prompt';
import { keepOfflineCopyFresh } from '@/app/pwa/keep-offline-copy-fresh';
import { OfflineBanner } from '@/app/pwa/offline-banner';
import { UpdatePrompt } from '@/app/pwa/update-prompt';
import classes from '@/app/pwa/pwa-overlays.module.css';
import { logger } from '@/lib/logger';

/** Waits a little after idle so the background copy never competes with the first screen. */
const REFRESH_DELAY_MS = 2_000;

/**
 * The PWA's own layer (issue 8): the offline banner with the catalogue's freshness, the update
 * and install prompts, and the background refresh of the offline copy (after the first screen,
 * and again whenever the connection returns).
 */
export function PwaOverlays() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      keepOfflineCopyFresh(queryClient).catch((error: unknown) =>
        logger.warn('Copia offline non aggiornata', error),
      );
    };
    const timer = window.setTimeout(refresh, REFRESH_DELAY_MS);
    window.addEventListener('online', refresh);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', refresh);
    };
  }, [queryClient]);

  return (
    <div className={classes.stack}>
      <UpdatePrompt />
      <InstallPrompt />
      <OfflineBanner />
    </div>
  );
}
