import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

/**
 * supabase-js for Node 20: it needs a WebSocket transport or createClient throws
 * (SUPABASE-API.md §0.1-2). Sessions live in memory, one per client.
 */
export function createNodeClient(
  url: string,
  key: string,
  headers: Record<string, string> = {},
): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    global: { headers },
  });
}

/** Mails in the local stack's outbox for one address, newest first. */
export async function outboxFor(
  stackUrl: string,
  to: string,
): Promise<
  { id: number; to: string; subject: string; text: string; html: string; kind: string }[]
> {
  const response = await fetch(`${stackUrl}/_local/outbox/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  return response.json() as Promise<
    { id: number; to: string; subject: string; text: string; html: string; kind: string }[]
  >;
}

/** A unique e-mail address per call, so tests sharing one stack never collide. */
export function uniqueEmail(prefix = 'test'): string {
  return `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}
