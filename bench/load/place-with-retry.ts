import { randomUUID } from 'node:crypto';
import type { PostgrestError } from '@supabase/supabase-js';
import { pause } from './clock.ts';
import type { CallLog } from './latency.ts';
import type { Ledger } from './ledger.ts';
import type { SimulatedCustomer } from './population.ts';

export interface OrderIntent {
  key: string;
  lines: { product_id: string; quantity: number }[];
  paymentMethod: string;
  deliveryDate: string;
}

export function newIntent(
  lines: OrderIntent['lines'],
  paymentMethod: string,
  deliveryDate: string,
): OrderIntent {
  return { key: `carico-${randomUUID()}`, lines, paymentMethod, deliveryDate };
}

/**
 * What the app does with an answer it did not get: the same request again with the same key
 * (the outbox and the checkout keep it). No connection, a server error, a deadlock or a
 * serialisation failure is tried again; the server's "no" is final.
 */
export function worthRetrying(status: number, error: PostgrestError | null): boolean {
  if (!error) return false;
  return status === 0 || status >= 500 || ['40P01', '40001', '57P01', '08006'].includes(error.code);
}

/** Places an intent until the server answers for good (or `until` passes). */
export async function placeWithRetry(
  customer: SimulatedCustomer,
  intent: OrderIntent,
  log: CallLog,
  ledger: Ledger,
  until: number,
): Promise<void> {
  ledger.attempted.add(intent.key);
  for (let attempt = 0; ; attempt += 1) {
    let status: number;
    let error: PostgrestError | null;
    let data: unknown = null;
    try {
      const answer = await log.timed('rpc/place_order', () =>
        customer.client.rpc('place_order', {
          lines: intent.lines,
          delivery_date: intent.deliveryDate,
          payment_method: intent.paymentMethod,
          idempotency_key: intent.key,
          address_id: customer.addressId,
        }),
      );
      ({ status, error, data } = answer);
    } catch {
      status = 0;
      error = {
        code: 'network',
        message: 'fetch failed',
        details: '',
        hint: '',
        name: 'x',
      } as PostgrestError;
    }
    if (!error) {
      const order = data as { id?: string };
      if (order.id) ledger.acknowledge(customer.id, intent.key, order.id, intent.paymentMethod);
      return;
    }
    if (!worthRetrying(status, error)) {
      ledger.refuse(error.message);
      return;
    }
    if (Date.now() > until) {
      ledger.abandoned.add(intent.key);
      return;
    }
    await pause(Math.min(5_000, 250 * 2 ** Math.min(attempt, 5)));
  }
}
