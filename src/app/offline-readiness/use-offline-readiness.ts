import {
  type QueryCacheNotifyEvent,
  type QueryClient,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle, whenSettled } from '@/lib/when-idle';
import { useAuth } from '@/domain/auth/auth-context';
import { isInstalledApp } from '@/lib/installed-app';
import { logger } from '@/lib/logger';
import {
  OFFLINE_USE_REQUESTED_EVENT,
  takeOfflineUseRequest,
  wantServiceWorker,
} from '@/offline/readiness/offline-use-request';
import {
  knownBusiness,
  lastReadyAt,
  offlineUseRequested,
  readinessFor,
  setReadiness,
} from '@/offline/readiness/readiness-state';
import { shouldSaveData } from '@/offline/save-data';
import { productKeys } from '@/domain/catalogue/product-queries';

/** Waits a little after idle so the preparation never competes with the first screen. */
const START_DELAY_MS = 2_000;
/** A tablet left open all day stays ready: the catalogue and the orders are read again. */
const REFRESH_EVERY_MS = 30 * 60_000;
/** After the catalogue changed on the device, its new pictures are fetched a moment later. */
const TOP_UP_DELAY_MS = 3_000;

/** True for an answer of a catalogue list read: new products may have come with it. */
function isCatalogueUpdate(event: QueryCacheNotifyEvent): boolean {
  return (
    event.type === 'updated' &&
    event.action.type === 'success' &&
    event.query.queryKey[0] === productKeys.all[0] &&
    event.query.queryKey[1] === 'list'
  );
}

let running: Promise<void> | null = null;
let runAgain: (() => void) | null = null;

/**
 * One preparation at a time: a trigger during a run (the connection back, a tap on the button)
 * runs once more afterwards, with the plan of that moment.
 */
function prepare(queryClient: QueryClient, userId: string | null, force = false): void {
  if (running) {
    runAgain = () => prepare(queryClient, userId, force);
    return;
  }
  const installed = isInstalledApp();
  const full = userId !== null && (installed || offlineUseRequested() || knownBusiness(userId));
  // An explicit request on an anonymous device prepares everything but the account.
  const wholeCatalogue = full || offlineUseRequested();
  const shows = () => wholeCatalogue || knownBusiness(userId);
  const before = readinessFor(userId);
  const previous = lastReadyAt(userId);
  running = (async () => {
    const { prepareOffline } = await import('@/app/offline-readiness/prepare-offline');
    const outcome = await prepareOffline(
      queryClient,
      { userId, full: wholeCatalogue, saveData: shouldSaveData(), persist: installed, force },
      (step, done, total) => {
        if (shows()) {
          setReadiness(userId, { state: 'preparing', step, done, total, lastReadyAt: previous });
        }
      },
    );
    if (!wholeCatalogue && !outcome.business) return;
    const readiness =
      outcome.readiness.state === 'incomplete'
        ? { ...outcome.readiness, lastReadyAt: previous }
        : outcome.readiness;
    setReadiness(userId, readiness, outcome.business);
  })()
    .catch((error: unknown) => {
      logger.warn('Preparazione per l’uso offline non riuscita', error);
      // A run cut short (the connection dropped) leaves the last known state on screen.
      if (readinessFor(userId).state === 'preparing') setReadiness(userId, before);
    })
    .finally(() => {
      running = null;
      const next = runAgain;
      runAgain = null;
      next?.();
    });
}

/**
 * Keeps this device ready for a day without connection (issue 20), with no button to press:
 * shortly after the first screen, whenever the connection returns, after signing in, when the
 * visitor asks ('Scarica il catalogo per l’uso offline'), and every half hour while open.
 * Business customers, the installed app and whoever asked get everything an offline day needs
 * (src/app/offline-readiness/prepare-offline.ts); other visitors a light copy of the catalogue.
 */
export function useOfflineReadiness(): void {
  const queryClient = useQueryClient();
  const { status, user } = useAuth();
  const userId = status === 'authenticated' ? (user?.id ?? null) : null;
  const known = status !== 'loading';

  useEffect(() => {
    if (!known) return undefined;
    // Signed in (a restaurant's tablet) or installed: the worker must hold the app now.
    const wanted = userId !== null || isInstalledApp() || offlineUseRequested();
    if (wanted) wantServiceWorker();
    const run = () => {
      if (navigator.onLine !== false) prepare(queryClient, userId);
    };
    const runAsked = () => {
      if (takeOfflineUseRequest() && navigator.onLine !== false) {
        prepare(queryClient, userId, true);
      }
    };
    // A catalogue read while browsing may bring products whose pictures the device lacks.
    let topUp: number | undefined;
    const stopFollowing = queryClient.getQueryCache().subscribe((event) => {
      if (!isCatalogueUpdate(event) || readinessFor(userId).state === 'idle') return;
      window.clearTimeout(topUp);
      topUp = window.setTimeout(run, TOP_UP_DELAY_MS);
    });
    // Asked for before this code had loaded: the visitor is waiting, prepare now.
    runAsked();
    let timer: number | undefined;
    // A passing visitor's light copy waits until the page has settled (about 10 s and idle),
    // as the service worker does, so it never competes with their first taps.
    const cancelIdle = (wanted ? whenIdle : whenSettled)(() => {
      timer = window.setTimeout(run, START_DELAY_MS);
    });
    const every = window.setInterval(() => {
      if (document.visibilityState === 'visible') run();
    }, REFRESH_EVERY_MS);
    window.addEventListener('online', run);
    window.addEventListener(OFFLINE_USE_REQUESTED_EVENT, runAsked);
    return () => {
      cancelIdle();
      stopFollowing();
      window.clearTimeout(timer);
      window.clearTimeout(topUp);
      window.clearInterval(every);
      window.removeEventListener('online', run);
      window.removeEventListener(OFFLINE_USE_REQUESTED_EVENT, runAsked);
    };
  }, [queryClient, userId, known]);
}
