import { useCatalogueFreshness } from '@/app/pwa/use-catalogue-freshness';
import classes from '@/app/pwa/pwa-overlays.module.css';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { formatDateTime } from '@/lib/format';

/** 'Aggiornato il 22 novembre 2026, 01:10': when the offline catalogue was last refreshed. */
export function freshnessNote(syncedAt: number): string {
  return `Aggiornato il ${formatDateTime(new Date(syncedAt))}`;
}

/**
 * Shown while the browser is offline: what still works, and how fresh the catalogue kept on
 * the device is. A status region, so screen readers hear it when the connection drops.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const syncedAt = useCatalogueFreshness(!online);
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className={classes.banner}>
          <span className={classes.bannerStrong}>Sei offline.</span>{' '}
          {syncedAt === undefined
            ? 'Alcune pagine potrebbero non essere disponibili finché non torna la connessione.'
            : `Stai consultando il catalogo salvato sul dispositivo. ${freshnessNote(syncedAt)}.`}
        </p>
      )}
    </div>
  );
}
