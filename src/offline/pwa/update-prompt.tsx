import { Button } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { pwaEvents } from '@/offline/pwa/pwa-events';
import classes from '@/offline/pwa/pwa-overlays.module.css';

/**
 * 'Nuova versione disponibile' (issue 8): a new service worker is installed and waits. The
 * visitor chooses when to switch (a half-filled form is never reloaded away): 'Aggiorna'
 * activates it and the page reloads once it is in control.
 */
export function UpdatePrompt() {
  const applyUpdate = useSyncExternalStore(pwaEvents.subscribe, () => pwaEvents.get().applyUpdate);
  const [later, setLater] = useState(false);
  const [updating, setUpdating] = useState(false);
  if (!applyUpdate || later) return null;
  return (
    <section className={classes.card} aria-labelledby="update-prompt-title">
      <h2 id="update-prompt-title" className={classes.cardTitle}>
        Nuova versione disponibile
      </h2>
      <p className={classes.cardText}>
        Ricarica la pagina per usare l’ultima versione del negozio.
      </p>
      <div className={classes.actions}>
        <Button
          loading={updating}
          onClick={() => {
            setUpdating(true);
            applyUpdate();
          }}
        >
          Ricarica
        </Button>
        <Button variant="subtle" onClick={() => setLater(true)}>
          Più tardi
        </Button>
      </div>
    </section>
  );
}
