import '@mantine/core/styles/Progress.css';
import { Button, Progress } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useAuth } from '@/domain/auth/auth-context';
import { requestOfflineUse } from '@/offline/readiness/offline-use-request';
import { readinessText } from '@/offline/readiness/readiness-text';
import { formatStorageSize } from '@/offline/storage-size';
import { useReadiness } from '@/offline/readiness/use-readiness';
import classes from '@/offline/readiness/offline-readiness-panel.module.css';

export const DOWNLOAD_LABEL = 'Scarica il catalogo per l’uso offline';

/** How much room the shop takes on the device, and whether the browser promised to keep it. */
export function storageNote(usageBytes: number | undefined, persisted: boolean): string {
  const parts: string[] = [];
  if (usageBytes !== undefined) {
    parts.push(`Spazio usato sul dispositivo: ${formatStorageSize(usageBytes)}.`);
  }
  parts.push(
    persisted
      ? 'Il browser conserverà questi dati anche se lo spazio scarseggia.'
      : 'Se il dispositivo resta senza spazio, il browser potrebbe cancellarli: si scaricano di nuovo alla prossima connessione.',
  );
  return parts.join(' ');
}

function useStorageNote(enabled: boolean): string | null {
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    const storage = navigator.storage as StorageManager | undefined;
    void Promise.all([
      storage?.estimate?.().catch(() => undefined),
      storage?.persisted?.().catch(() => false),
    ]).then(([estimate, persisted]) => {
      if (current) setNote(storageNote(estimate?.usage, persisted === true));
    });
    return () => {
      current = false;
    };
  }, [enabled]);
  return note;
}

/**
 * Offline use on this device (issue 20): what is ready ("Pronto per l’uso offline · aggiornato
 * alle 18:18"), the progress while it prepares, or what is missing and why; and the button that
 * asks for everything ('Scarica il catalogo per l’uso offline', then 'Aggiorna ora'). Mounted
 * by /business and the account menu.
 */
export function OfflineReadinessPanel({ compact = false }: { compact?: boolean }) {
  const online = useOnlineStatus();
  const { status, user } = useAuth();
  const readiness = useReadiness(status === 'authenticated' ? (user?.id ?? null) : null);
  const text = readinessText(readiness, online);
  const preparing = readiness.state === 'preparing';
  const note = useStorageNote(readiness.state === 'ready');
  const percent =
    readiness.state === 'preparing' && readiness.total > 0
      ? Math.round((readiness.done / readiness.total) * 100)
      : 0;

  return (
    <div className={compact ? classes.compact : classes.action} data-testid="offline-readiness">
      <div role="status" aria-live="polite">
        <p className={classes.headline} data-tone={text.tone}>
          {text.headline}
        </p>
        <p className={classes.status}>{text.detail}</p>
        {readiness.state === 'ready' && note && <p className={classes.status}>{note}</p>}
      </div>
      {preparing && readiness.step === 'pictures' && (
        <Progress value={percent} aria-label="Avanzamento della preparazione" size="lg" />
      )}
      <Button
        onClick={requestOfflineUse}
        disabled={!online || preparing}
        size={compact ? 'sm' : 'md'}
        variant={compact ? 'light' : 'filled'}
        fullWidth={compact}
        classNames={{ root: classes.button, label: classes.buttonLabel }}
      >
        {readiness.state === 'idle' ? DOWNLOAD_LABEL : 'Aggiorna ora'}
      </Button>
      {!online && <p className={classes.status}>Serve la connessione per aggiornarlo.</p>}
    </div>
  );
}
