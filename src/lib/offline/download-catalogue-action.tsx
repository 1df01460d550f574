import '@mantine/core/styles/Progress.css';
import { Button, Progress } from '@mantine/core';
import { useState } from 'react';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { logger } from '@/lib/logger';
import type { DownloadProgress, DownloadResult } from '@/lib/offline/download-catalogue';
import { requestOfflineUse } from '@/lib/offline/offline-use-request';
import { formatStorageSize } from '@/lib/offline/storage-size';
import classes from '@/lib/offline/download-catalogue-action.module.css';

export const DOWNLOAD_LABEL = 'Scarica il catalogo per l’uso offline';

type State =
  | { step: 'idle' }
  | { step: 'running'; progress: DownloadProgress }
  | { step: 'done'; result: DownloadResult }
  | { step: 'failed' };

/** What the download kept and how much room the shop takes on the device, in Italian. */
export function downloadSummary(result: DownloadResult): string {
  const pictures = result.images === 1 ? '1 immagine' : `${result.images} immagini`;
  const parts = [`Catalogo scaricato: ${result.products} prodotti e ${pictures}.`];
  if (result.failedImages > 0) {
    parts.push(`${result.failedImages} immagini non sono state scaricate: riprova più tardi.`);
  }
  if (result.usageBytes !== undefined) {
    parts.push(`Spazio usato sul dispositivo: ${formatStorageSize(result.usageBytes)}.`);
  }
  parts.push(
    result.persisted
      ? 'Il browser conserverà questi dati anche se lo spazio scarseggia.'
      : 'Se il dispositivo resta senza spazio, il browser potrebbe cancellarli: scaricali di nuovo quando serve.',
  );
  return parts.join(' ');
}

/**
 * 'Scarica il catalogo per l'uso offline' (issue 8): every product and picture onto the
 * device, with progress and the storage used. Mounted by /business and the account menu; the
 * download code (Dexie, supabase-js) loads only on the click.
 */
export function DownloadCatalogueAction({ compact = false }: { compact?: boolean }) {
  const online = useOnlineStatus();
  const [state, setState] = useState<State>({ step: 'idle' });

  const start = async () => {
    // The pictures go to the worker's cache, and the screens must open offline too.
    requestOfflineUse();
    setState({ step: 'running', progress: { done: 0, total: 1 } });
    try {
      const { downloadCatalogue } = await import('@/lib/offline/download-catalogue');
      const result = await downloadCatalogue((progress) => setState({ step: 'running', progress }));
      setState({ step: 'done', result });
    } catch (error) {
      logger.warn('Download del catalogo non riuscito', error);
      setState({ step: 'failed' });
    }
  };

  const running = state.step === 'running';
  const percent = running ? Math.round((state.progress.done / state.progress.total) * 100) : 0;
  return (
    <div className={compact ? classes.compact : classes.action}>
      <Button
        onClick={() => void start()}
        disabled={!online || running}
        size={compact ? 'sm' : 'md'}
        variant={compact ? 'light' : 'filled'}
        fullWidth={compact}
        classNames={{ root: classes.button, label: classes.buttonLabel }}
      >
        {DOWNLOAD_LABEL}
      </Button>
      <div aria-live="polite">
        {!online && (
          <p className={classes.status}>Serve una connessione per scaricare il catalogo.</p>
        )}
        {running && (
          <>
            <Progress value={percent} aria-label="Avanzamento del download" size="lg" />
            <p className={classes.status}>
              Download in corso: {state.progress.done} di {state.progress.total}
            </p>
          </>
        )}
        {state.step === 'done' && <p className={classes.status}>{downloadSummary(state.result)}</p>}
        {state.step === 'failed' && (
          <p className={classes.error}>
            Download non riuscito. Controlla la connessione e riprova.
          </p>
        )}
      </div>
    </div>
  );
}
