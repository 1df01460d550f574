import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';

/** One line of public.merge_cart_lines' answer. */
export interface ServerCartLine {
  line_id: string;
  product_id: string | null;
  bundle_items: { product_id: string; quantity: number }[] | null;
  quantity: number;
  updated_at: number;
  removed: boolean;
}

/** One line as a device sends it. */
export interface DeviceCartLine {
  line_id: string;
  quantity?: number;
  bundle_items?: { product_id: string; quantity: number }[];
  updated_at: number;
  removed?: boolean;
}

/** Calls public.merge_cart_lines as the client's user; fails the test on an error. */
export async function mergeCart(
  client: SupabaseClient,
  lines: DeviceCartLine[],
): Promise<{ server_time: number; lines: ServerCartLine[] }> {
  const { data, error } = await client.rpc('merge_cart_lines', { lines });
  expect(error).toBeNull();
  return data as { server_time: number; lines: ServerCartLine[] };
}

/** line id → quantity, or 'removed' for a tombstone. */
export function cartOutcome(lines: readonly ServerCartLine[]): Record<string, number | 'removed'> {
  return Object.fromEntries(
    lines.map((line) => [line.line_id, line.removed ? 'removed' : line.quantity]),
  );
}
