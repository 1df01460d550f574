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

const sameOrigin = 'https://bottega.invalid';

/**
 * A path of this shop, or '/': a push never sends the visitor somewhere else. Read as the
 * browser's URL parser reads it, which drops tabs and newlines (so "/\t/evil.example" would be
 * "//evil.example", another site).
 */
export function shopPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(candidate, sameOrigin);
  } catch {
    return '/';
  }
  return url.origin === sameOrigin ? `${url.pathname}${url.search}${url.hash}` : '/';
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
 * /admin pages, the shop otherwise), or else in a new one. The window is focused first, while
 * the tap still allows it; the one the user looked at last, or one already on the page, is
 * preferred to another that may hold their work.
 */
export async function openNotifiedPage(
  clients: Clients,
  origin: string,
  path: string,
): Promise<void> {
  const target = new URL(shopPath(path), origin).href;
  const forConsole = path.startsWith('/admin');
  const windows = (await clients.matchAll({
    type: 'window',
    includeUncontrolled: true,
  })) as readonly WindowClient[];
  const sameApp = windows.filter(
    (window) => new URL(window.url).pathname.startsWith('/admin') === forConsole,
  );
  const chosen =
    sameApp.find((window) => window.url === target) ??
    sameApp.find((window) => window.focused) ??
    sameApp[0];
  if (chosen) {
    const focused = await chosen.focus().catch(() => chosen);
    if (chosen.url === target) return;
    // navigate() needs a window the worker controls; one it does not gets a new window.
    if (await focused.navigate(target).catch(() => null)) return;
  }
  await clients.openWindow(target);
}

export function registerPushNotifications(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    const notice = readPushNotice(parseJson(event.data));
    const options: NotificationOptions & { renotify: boolean } = {
      body: notice.body,
      // The console's own icon for the office's notices, as its installed app shows.
      icon: notice.url.startsWith('/admin') ? '/icons/admin-icon-192.png' : '/icons/icon-192.png',
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
