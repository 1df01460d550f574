import IconCloudCheck from '@tabler/icons-react/dist/esm/icons/IconCloudCheck.mjs';
import IconCloudDown from '@tabler/icons-react/dist/esm/icons/IconCloudDown.mjs';
import IconCloudExclamation from '@tabler/icons-react/dist/esm/icons/IconCloudExclamation.mjs';
import { useEffect, useId, useRef, useState } from 'react';
import classes from '@/app/layout/offline-status-button.module.css';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { requestOfflineUse } from '@/offline/readiness/offline-use-request';
import type { Readiness } from '@/offline/readiness/readiness-state';
import { readinessText } from '@/offline/readiness/readiness-text';

const icons = { ready: IconCloudCheck, working: IconCloudDown, missing: IconCloudExclamation };

/** Closes the panel on Escape and on a click or tap outside it. */
function useDismiss(open: boolean, close: () => void) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);
  return root;
}

/**
 * The offline readiness in the header (issue 20), for the signed-in customer whose device is
 * kept ready: a cloud that says ready, preparing or missing something; a tap shows the status
 * in words ("Pronto per l’uso offline · aggiornato alle 18:18") and 'Aggiorna ora'.
 */
export function OfflineStatusButton({ readiness }: { readiness: Readiness }) {
  const online = useOnlineStatus();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useDismiss(open, () => setOpen(false));
  const text = readinessText(readiness, online);
  const Icon = icons[text.tone];

  return (
    <div className={classes.wrapper} ref={root}>
      <button
        type="button"
        className="bdb-icon-button"
        aria-label={`Uso offline: ${text.headline}`}
        title={text.headline}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid="offline-status-button"
        data-tone={text.tone}
      >
        <Icon size={26} stroke={1.75} aria-hidden="true" />
        {text.tone === 'missing' && <span className={classes.badge} aria-hidden="true" />}
      </button>
      {open && (
        <div id={panelId} className={classes.panel} role="status" aria-live="polite">
          <p className={classes.headline}>{text.headline}</p>
          <p className={classes.detail}>{text.detail}</p>
          {online && readiness.state !== 'preparing' && (
            <button type="button" className={classes.refresh} onClick={requestOfflineUse}>
              Aggiorna ora
            </button>
          )}
        </div>
      )}
    </div>
  );
}
