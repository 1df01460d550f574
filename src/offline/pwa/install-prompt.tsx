import { Button } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import {
  countVisit,
  INSTALL_DISMISSED_KEY,
  isIosSafari,
  shouldOfferInstall,
} from '@/offline/pwa/install-timing';
import { pwaEvents } from '@/offline/pwa/pwa-events';
import classes from '@/offline/pwa/pwa-overlays.module.css';
import { useCartItemCount } from '@/domain/cart/cart-store';
import { isInstalledApp } from '@/lib/installed-app';

function readDismissedAt(): number | null {
  return Number(localStorage.getItem(INSTALL_DISMISSED_KEY)) || null;
}

/**
 * The install offer (issue 8), at a sensible moment: from the second visit or once something
 * is in the cart, never on a first visit's first screen (`shouldOfferInstall`). Chromium: our
 * own card, then the browser's install dialog. iPhone/iPad Safari has no install event: a
 * short 'Aggiungi a Home' guide instead.
 */
export function InstallPrompt() {
  const installPrompt = useSyncExternalStore(
    pwaEvents.subscribe,
    () => pwaEvents.get().installPrompt,
  );
  const cartItems = useCartItemCount();
  const [visits] = useState(() => countVisit(localStorage, sessionStorage));
  const [ios] = useState(() => isIosSafari(navigator.userAgent, navigator.maxTouchPoints));
  const [dismissedAt, setDismissedAt] = useState(readDismissedAt);
  const [standalone] = useState(isInstalledApp);
  const [now] = useState(Date.now);

  const due = shouldOfferInstall({ visits, cartItems, dismissedAt, standalone, now });
  if (!due || (!installPrompt && !ios)) return null;

  const dismiss = () => {
    const now = Date.now();
    localStorage.setItem(INSTALL_DISMISSED_KEY, String(now));
    setDismissedAt(now);
  };
  const install = async () => {
    if (!installPrompt) return;
    await installPrompt.prompt();
    const choice = await installPrompt.userChoice;
    pwaEvents.set({ installPrompt: null });
    if (choice.outcome === 'dismissed') dismiss();
  };

  return (
    <section className={classes.card} aria-labelledby="install-prompt-title">
      <h2 id="install-prompt-title" className={classes.cardTitle}>
        {ios ? 'Aggiungi a Home' : 'Installa Bottega del Bun'}
      </h2>
      <p className={classes.cardText}>
        {ios
          ? 'Tocca il pulsante Condividi di Safari, poi «Aggiungi alla schermata Home»: il negozio si apre come un’app, anche senza connessione.'
          : 'Aggiungi il negozio alla schermata Home: si apre come un’app e funziona anche senza connessione.'}
      </p>
      <div className={classes.actions}>
        {!ios && <Button onClick={() => void install()}>Installa</Button>}
        <Button variant={ios ? 'light' : 'subtle'} onClick={dismiss}>
          {ios ? 'Ho capito' : 'Non ora'}
        </Button>
      </div>
    </section>
  );
}
