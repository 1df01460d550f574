import { logger } from '@/lib/logger';

/**
 * Registers the service worker (src/sw.ts) in production builds only, after the page has
 * loaded, so it never competes with the first paint. workbox-window is loaded lazily for the
 * same reason. The update prompt ("Nuova versione disponibile") comes with the offline work.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('workbox-window')
      .then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register())
      .catch((error: unknown) => logger.warn('Service worker non registrato', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
