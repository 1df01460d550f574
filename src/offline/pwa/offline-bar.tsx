import classes from '@/offline/pwa/offline-bar.module.css';
import { useCatalogueFreshness } from '@/offline/pwa/use-catalogue-freshness';
import { useOnlineStatus } from '@/hooks/use-online-status';

/**
 * Shown while the browser is offline, under the header: what still works, and how fresh the
 * catalogue kept on the device is. A status region, so screen readers hear it when the
 * connection drops. Part of the page, not floating over it (issue 20).
 */
export function OfflineBar() {
  const online = useOnlineStatus();
  const freshness = useCatalogueFreshness(!online);
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className={classes.bar}>
          <span className={classes.strong}>Sei offline.</span>{' '}
          {freshness === undefined
            ? 'Alcune pagine potrebbero non essere disponibili finché non torna la connessione.'
            : `Stai consultando il catalogo salvato sul dispositivo. ${freshness}.`}
        </p>
      )}
    </div>
  );
}
