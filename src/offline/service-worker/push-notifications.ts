/// <reference lib="webworker" />
// Web Push in the worker (issue 42, decision 022): a push from order-follow-up becomes a system
// notification in Italian with the shop's icon, even with every window closed; a tap opens the
// page it is about, in a window already open when there is one. Notifications of one kind share
// a tag, so a newer one replaces the older instead of piling up.

/** What order-follow-up sends (supabase/functions/_shared/web-push/push-sender.ts). */
export interface PushNotice {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** Shown when a push cannot be read: the browser requires a visible notification for each push. */
const fallbackNotice: PushNotice = {
  title: 'Bottega del Bun',
  body: 'Hai un nuovo avviso: apri l’app per vederlo.',
  url: '/',
  tag: 'avviso',
};

/** A path of this shop, or '/': a push never sends the visitor somewhere else. */
export function shopPath(candidate: unknown): string {
  return typeof candidate === 'string' && /^\/(?![/\\])/.test(candidate) ? candidate : '/';
}

export function readPushNotice(json: unknown): PushNotice {
  if (typeof json !== 'object' || json === null) return fallbackNotice;
  const { title, body, url, tag } = json as Record<string, unknown>;
  if (typeof title !== 'string' || !title.trim()) return fallbackNotice;
  return {
    title,
    body: typeof body === 'string' ? body : '',
    url: shopPath(url),
    tag: typeof tag === 'string' && tag ? tag : fallbackNotice.tag,
  };
}

function parseJson(data: PushMessageData | null): unknown {
  try {
    return data?.json();
  } catch {
    return undefined;
  }
}

/**
 * Opens `path` for a tapped notification: in an open window of the same app (the console for
 * /admin pages, the shop otherwise), focused, or else in a new one.
 */
export async function openNotifiedPage(
  clients: Clients,
  origin: string,
  path: string,
): Promise<void> {
  const target = new URL(shopPath(path), origin).href;
  const forConsole = path.startsWith('/admin');
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const sameApp = windows.find(
    (window) => new URL(window.url).pathname.startsWith('/admin') === forConsole,
  );
  if (sameApp) {
    // navigate() needs a window the worker controls; focus() a user's tap: either may refuse.
    const shown = (await sameApp.navigate(target).catch(() => null)) ?? null;
    if (shown) {
      await shown.focus().catch(() => undefined);
      return;
    }
  }
  await clients.openWindow(target);
}

export function registerPushNotifications(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    const notice = readPushNotice(parseJson(event.data));
    const options: NotificationOptions & { renotify: boolean } = {
      body: notice.body,
      icon: '/icons/icon-192.png',
      lang: 'it',
      tag: notice.tag,
      // A replacement still tells the user (sound, vibration), as a new event should.
      renotify: true,
      data: { url: notice.url },
    };
    event.waitUntil(worker.registration.showNotification(notice.title, options));
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data: unknown = event.notification.data;
    const path = shopPath(typeof data === 'object' && data ? (data as { url?: unknown }).url : '/');
    const opening = openNotifiedPage(worker.clients, worker.location.origin, path);
    try {
      event.waitUntil(opening);
    } catch {
      // Only an event the browser dispatched can extend the worker's life; the page still opens.
    }
  });
}
