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

  return {
    async send(subscription, message) {
      if (!subscription.endpoint.startsWith('https://') && !allowLocalHttp) {
        return { kind: 'failed', status: undefined, reason: 'the endpoint is not https' };
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
            // RFC 8030 §5.4: a newer message of the same kind replaces one still waiting.
            topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
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
          signal: AbortSignal.timeout(10_000),
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

/** Retry-After as seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}
