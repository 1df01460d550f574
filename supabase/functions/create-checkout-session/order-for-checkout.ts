// The order a customer wants to pay, read with the customer's own token so that row level
// security decides ownership: another customer's order simply does not exist for them.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';

const checkoutOrder = z.object({
  id: z.string(),
  order_number: z.string(),
  status: z.string(),
  payment_method: z.string(),
  payment_status: z.string(),
  payment_reference: z.string().nullable(),
  payment_due_at: z.string().nullable(),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  total: z.number(),
  customer_email: z.string().nullable(),
  order_items: z.array(
    z.object({
      line_number: z.number().int(),
      product_name: z.string(),
      unit_price: z.number(),
      quantity: z.number().int().positive(),
      line_total: z.number(),
      bundle_label: z.string().nullable(),
    }),
  ),
});

export type CheckoutOrder = z.infer<typeof checkoutOrder>;

export type OrderLookup =
  | { kind: 'found'; order: CheckoutOrder }
  | { kind: 'not_found' }
  | { kind: 'failed'; reason: string };

/** The caller's order with its lines (sorted), or not_found when RLS hides it or it is gone. */
export async function loadOrderForCheckout(
  client: SupabaseClient,
  orderId: string,
): Promise<OrderLookup> {
  const { data, error } = await client
    .from('orders')
    .select(
      'id, order_number, status, payment_method, payment_status, payment_reference, payment_due_at, subtotal, discount, shipping, total, customer_email, order_items(line_number, product_name, unit_price, quantity, line_total, bundle_label)',
    )
    .eq('id', orderId)
    .maybeSingle();
  if (error) return { kind: 'failed', reason: error.message };
  if (!data) return { kind: 'not_found' };
  const parsed = checkoutOrder.safeParse(data);
  if (!parsed.success) return { kind: 'failed', reason: parsed.error.message };
  const order = parsed.data;
  order.order_items.sort((a, b) => a.line_number - b.line_number);
  return { kind: 'found', order };
}

export type Payability = { payable: true } | { payable: false; code: string; message: string };

/** Only card orders that still wait for their payment, within their hold, open a session. */
export function checkPayable(order: CheckoutOrder, now: Date): Payability {
  if (order.payment_method !== 'card') {
    return {
      payable: false,
      code: 'not_card_payment',
      message: 'Questo ordine non si paga con carta.',
    };
  }
  if (order.status === 'cancelled') {
    return { payable: false, code: 'order_cancelled', message: 'L’ordine è stato annullato.' };
  }
  if (order.payment_status === 'paid' || order.payment_status === 'refunded') {
    return { payable: false, code: 'already_paid', message: 'L’ordine è già stato pagato.' };
  }
  if (order.payment_status !== 'pending') {
    return {
      payable: false,
      code: 'payment_not_pending',
      message: 'Il pagamento di questo ordine non è più possibile.',
    };
  }
  // The scheduled release may not have run yet: the hold's end is what counts.
  if (order.payment_due_at && new Date(order.payment_due_at).getTime() <= now.getTime()) {
    return {
      payable: false,
      code: 'payment_expired',
      message: 'Il tempo per pagare è scaduto: l’ordine è stato annullato.',
    };
  }
  return { payable: true };
}
