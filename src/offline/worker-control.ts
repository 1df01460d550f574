/**
 * Resolves true once a service worker controls this page (it then answers offline), false
 * after `timeoutMs` or where there is no service worker.
 */
export function whenWorkerControls(timeoutMs: number): Promise<boolean> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return Promise.resolve(false);
  if (container.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(false), timeoutMs);
    container.addEventListener(
      'controllerchange',
      () => {
        window.clearTimeout(timer);
        resolve(true);
      },
      { once: true },
    );
  });
}
