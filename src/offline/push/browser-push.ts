// This device's side of Web Push (decision 022): whether the browser can receive notifications,
// the permission, and the subscription the browser's push service gives for the project's
// VAPID key. Subscribing needs the service worker (src/sw.ts shows what arrives).
import type { BrowserSubscription } from '@/domain/notifications/push-devices';
import { vapidPublicKey } from '@/lib/env';

/**
 * supported: ask away. install-first: an iPhone or iPad receives notifications only in the app
 * added to the Home screen (iOS 16.4+). unsupported: this browser cannot.
 */
export type PushSupport = 'supported' | 'install-first' | 'unsupported';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return 'unsupported';
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const appleMobile =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  if (appleMobile && !standalone) return 'install-first';
  const capable =
    'serviceWorker' in navigator && 'PushManager' in window && typeof Notification !== 'undefined';
  return capable ? 'supported' : 'unsupported';
}

export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** The user said no (now or before): only the browser's site settings can undo it. */
export class PushPermissionDenied extends Error {
  constructor() {
    super('Le notifiche sono bloccate per questo sito.');
    this.name = 'PushPermissionDenied';
  }
}

function bytesOfBase64url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(current: ArrayBuffer | null, expected: Uint8Array): boolean {
  if (!current || current.byteLength !== expected.byteLength) return false;
  const bytes = new Uint8Array(current);
  return bytes.every((byte, index) => byte === expected[index]);
}

/** The worker's registration, or undefined when none is registered (development, an old browser). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker.getRegistration('/');
}

/** This device's current subscription's endpoint, if it has one. */
export async function currentPushEndpoint(): Promise<string | undefined> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  return subscription?.endpoint;
}

function keysOf(subscription: PushSubscription): BrowserSubscription {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth)
    throw new Error('Il browser non ha dato le chiavi della sottoscrizione.');
  return { endpoint: json.endpoint, p256dh, auth };
}

/**
 * Asks for permission (from a click: browsers allow the question only then) and subscribes
 * this device to the browser's push service; an existing subscription is kept.
 */
export async function subscribeThisDevice(): Promise<BrowserSubscription> {
  if (Notification.permission === 'default') await Notification.requestPermission();
  if (Notification.permission !== 'granted') throw new PushPermissionDenied();
  const worker = (await registration()) ?? (await navigator.serviceWorker.ready);
  const applicationServerKey = bytesOfBase64url(vapidPublicKey);
  const existing = await worker.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, applicationServerKey)) {
    return keysOf(existing);
  }
  // Made for another key (the project's pair changed): push services refuse it, so a new one.
  await existing?.unsubscribe();
  // The browser asks its vendor's push service; without an answer the button must not spin forever.
  const subscription = await Promise.race([
    worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }),
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error('Il servizio di notifiche del browser non risponde.')),
        20_000,
      ),
    ),
  ]);
  return keysOf(subscription);
}

/** Ends this device's subscription at the push service (the server row is removed apart). */
export async function unsubscribeThisDevice(): Promise<void> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}

/** A name the user recognises in the list of devices: "Chrome su Android", "Safari su iPad". */
export function describeDevice(userAgent: string, maxTouchPoints = 0): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /SamsungBrowser\//.test(userAgent)
      ? 'Samsung Internet'
      : /Firefox\/|FxiOS\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|CriOS\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : 'Browser';
  const system =
    /iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
      ? 'iPad'
      : /iPhone|iPod/.test(userAgent)
        ? 'iPhone'
        : /Android/.test(userAgent)
          ? 'Android'
          : /Windows/.test(userAgent)
            ? 'Windows'
            : /Macintosh|Mac OS X/.test(userAgent)
              ? 'Mac'
              : /Linux|CrOS/.test(userAgent)
                ? 'Linux'
                : undefined;
  return system ? `${browser} su ${system}` : browser;
}
