import { logger } from '@/lib/logger';

/**
 * Registers the service worker in production builds only, after the page has loaded, so it
 * never competes with the first paint. Everything about it (workbox-window, the update and
 * install events) loads lazily for the same reason: see `@/app/pwa/service-worker-lifecycle`.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('@/app/pwa/service-worker-lifecycle')
      .then(({ startServiceWorker }) => startServiceWorker())
      .catch((error: unknown) => logger.warn('Service worker non registrato', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
