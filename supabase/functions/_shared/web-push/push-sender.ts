// Sends one Web Push message (RFC 8030) to a browser's push service: the body encrypted for the
// subscription as RFC 8291 aes128gcm and the request signed with the project's VAPID key
// (RFC 8292), both by the maintained `web-push` library (its generateRequestDetails); the request
// itself goes out with fetch, which both runtimes have and which lets a test's push service on
// this machine answer over plain http. Decision 022.
// @deno-types="npm:@types/web-push@3.6.4"
import webPush from 'web-push';
import type { FunctionEnv } from '../function-env.ts';

export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  title: string;
  body: string;
  /** The page the notification opens, a path of the shop. */
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag: string;
}

/** What the push service answered, as the queue records it. */
export type PushOutcome =
  | { kind: 'sent' }
  /** 404 / 410: the subscription expired or was revoked; it is removed. */
  | { kind: 'gone'; status: number }
  /** 429 / 5xx / no answer: try again later, not before `retryAfterSeconds` when the service said. */
  | { kind: 'retry'; status: number | undefined; retryAfterSeconds: number | undefined }
  /** Anything else (a refused or malformed request): given up, the e-mail goes instead. */
  | { kind: 'failed'; status: number | undefined; reason: string };

export interface PushSender {
  send(subscription: PushSubscriptionKeys, message: PushMessage): Promise<PushOutcome>;
}

/** How long the push service keeps a message for a device that is offline (a kitchen night). */
const timeToLiveSeconds = 12 * 60 * 60;

/**
 * The browsers' push services (Chrome and Edge on FCM, Firefox, Windows, Safari): a
 * subscription's endpoint must be on one of them, so a made-up endpoint cannot have the server
 * call an address of someone's choosing (or one that never answers). PUSH_SERVICE_HOSTS, comma
 * separated, replaces the list; an entry starting with '.' matches the host's subdomains.
 */
export const defaultPushServiceHosts = [
  'fcm.googleapis.com',
  '.push.services.mozilla.com',
  '.notify.windows.com',
  'web.push.apple.com',
  '.push.apple.com',
];

/** Whether `endpoint` is https on a push service host (or local http, when allowed). */
export function isPushServiceEndpoint(
  endpoint: string,
  hosts: readonly string[],
  allowLocalHttp: boolean,
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (
    allowLocalHttp &&
    url.protocol === 'http:' &&
    ['127.0.0.1', 'localhost'].includes(url.hostname)
  ) {
    return true;
  }
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return hosts.some((host) =>
    host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host,
  );
}

/** Longest wait the queue accepts from a Retry-After (the column's back-off cap). */
const maxRetryAfterSeconds = 3600;

/**
 * A sender for VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (a mailto: or https: URL
 * the push services may contact), or undefined when they are not set. PUSH_ALLOW_LOCAL_HTTP=true
 * (the local stack only) lets it reach a push service on 127.0.0.1 over http.
 */
export function createPushSender(env: FunctionEnv): PushSender | undefined {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  const subject = env.VAPID_SUBJECT?.trim();
  if (!publicKey || !privateKey || !subject) return undefined;
  const allowLocalHttp = env.PUSH_ALLOW_LOCAL_HTTP === 'true';
  const hosts =
    env.PUSH_SERVICE_HOSTS?.split(',')
      .map((host) => host.trim())
      .filter(Boolean) ?? defaultPushServiceHosts;

  return {
    async send(subscription, message) {
      if (!isPushServiceEndpoint(subscription.endpoint, hosts, allowLocalHttp)) {
        return { kind: 'failed', status: undefined, reason: 'the endpoint is not a push service' };
      }
      let request: ReturnType<typeof webPush.generateRequestDetails>;
      try {
        request = webPush.generateRequestDetails(
          {
            endpoint: subscription.endpoint,
            keys: { p256dh: subscription.p256dh, auth: subscription.auth },
          },
          JSON.stringify(message),
          {
            vapidDetails: { subject, publicKey, privateKey },
            contentEncoding: 'aes128gcm',
            TTL: timeToLiveSeconds,
            urgency: 'normal',
            // No RFC 8030 Topic: a device offline overnight must get every event (two orders
            // shipped are two notices); the tag on the device replaces one of its kind.
          },
        );
      } catch (error) {
        return { kind: 'failed', status: undefined, reason: String(error) };
      }

      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers,
          body: request.body ? new Uint8Array(request.body) : undefined,
          // A push service answers in well under a second; one that does not is tried later.
          signal: AbortSignal.timeout(5_000),
        });
      } catch {
        // No answer (network, timeout): the push service may be back on the next run.
        return { kind: 'retry', status: undefined, retryAfterSeconds: undefined };
      }
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      return outcomeOf(response.status, response.headers.get('retry-after'), detail);
    },
  };
}

/** The queue's reading of a push service's answer (RFC 8030 §5, §8.4). */
export function outcomeOf(status: number, retryAfter: string | null, detail = ''): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500) {
    return { kind: 'retry', status, retryAfterSeconds: retryAfterSeconds(retryAfter) };
  }
  return { kind: 'failed', status, reason: detail || `HTTP ${status}` };
}

/**
 * Retry-After as seconds or an HTTP date (RFC 9110 §10.2.3), at most an hour; undefined when
 * absent or unreadable.
 */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  const seconds = /^\d+$/.test(trimmed)
    ? Number(trimmed)
    : Math.ceil((Date.parse(trimmed) - now) / 1000);
  if (Number.isNaN(seconds)) return undefined;
  return Math.min(maxRetryAfterSeconds, Math.max(0, seconds));
}
