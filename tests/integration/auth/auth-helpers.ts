import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { outboxFor } from '../../support/supabase-clients.ts';

/** The values the shared stack runs with (supabase/config.toml). */
export const SITE_URL = 'http://127.0.0.1:4173';

/** A Map-backed `auth.storage`: supabase-js keeps the PKCE verifier there between calls. */
export function memoryStorage(): {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
} {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export interface ClientOptions {
  flowType?: 'pkce' | 'implicit';
  /** Sent as X-Forwarded-For, so per-IP rate limits see a distinct client. */
  ip?: string;
}

/**
 * supabase-js as the shop configures it (session kept in a storage, PKCE when asked), for
 * Node 20 (WebSocket transport) and without background refresh timers.
 */
export function authClient(url: string, key: string, options: ClientOptions = {}): SupabaseClient {
  return createClient(url, key, {
    auth: {
      flowType: options.flowType ?? 'implicit',
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    global: options.ip ? { headers: { 'x-forwarded-for': options.ip } } : {},
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** A fresh loopback address per call, for tests that count per-IP limits. */
let ipCounter = 10;
export function uniqueIp(): string {
  ipCounter += 1;
  return `127.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 2}`;
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
}

/** The newest mail to `email` (optionally of one kind); fails the test when there is none. */
export async function latestMail(
  stackUrl: string,
  email: string,
  kind?: string,
): Promise<OutboxMail> {
  const mails = await outboxFor(stackUrl, email);
  const mail = mails.find((candidate) => kind === undefined || candidate.kind === kind);
  if (!mail) throw new Error(`no ${kind ?? ''} mail for ${email}`);
  return mail;
}

/** The verification link of a mail, read from its HTML button as a person would click it. */
export function linkFromMail(mail: OutboxMail): URL {
  const match = /<a href="([^"]+\/auth\/v1\/verify[^"]+)"/.exec(mail.html);
  if (!match?.[1]) throw new Error(`no verify link in mail ${mail.id}`);
  return new URL(match[1].replaceAll('&amp;', '&'));
}

/** The six-digit code printed in a mail. */
export function otpFromMail(mail: OutboxMail): string {
  const match = /codice: (\d{6})/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in mail ${mail.id}`);
  return match[1];
}

/** Follows a link like a browser's first hop and answers where the 303 points. */
export async function followLink(link: URL): Promise<{ status: number; location: URL }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`no redirect from ${link.href} (status ${response.status})`);
  return { status: response.status, location: new URL(location) };
}

/** The parameters in a URL fragment (`#a=1&b=2`). */
export function fragmentParams(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.replace(/^#/, ''));
}

/** Decodes a JWT payload without verifying it (the test inspects what the server signed). */
export function jwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Raw JSON call to the auth API with the headers auth-js sends. */
export async function authFetch(
  stackUrl: string,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  anonKey?: string,
): Promise<Response> {
  return fetch(`${stackUrl}/auth/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json;charset=UTF-8',
      'x-supabase-api-version': '2024-01-01',
      ...(anonKey ? { apikey: anonKey } : {}),
      ...init.headers,
    },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
}
