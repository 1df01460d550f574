import type { SupabaseClient } from '@supabase/supabase-js';
import { between, pause, pick } from './clock.ts';
import type { Shop } from './customer-loop.ts';

const next: Record<string, string> = {
  received: 'in_preparation',
  in_preparation: 'shipped',
  shipped: 'delivered',
};

/**
 * One admin at the console: moves recent orders through their states (now and then cancelling
 * one), records transfers and cash received, issues delivery notes and restocks the scarce
 * products, at an office pace.
 */
export async function adminLoop(admin: SupabaseClient, shop: Shop): Promise<void> {
  const { log } = shop;
  const today = new Date().toISOString().slice(0, 10);
  while (!shop.signal.aborted) {
    try {
      const recent = await log.timed('rest/orders (console)', () =>
        admin
          .from('orders')
          .select('id, status, payment_method, payment_status')
          .in('status', ['received', 'in_preparation', 'shipped'])
          .order('created_at', { ascending: false })
          .limit(30),
      );
      const orders = (recent.data ?? []) as {
        id: string;
        status: string;
        payment_method: string;
        payment_status: string;
      }[];
      const roll = Math.random();
      if (orders.length > 0 && roll < 0.6) {
        const order = pick(orders);
        const status =
          order.status === 'received' && Math.random() < 0.15 ? 'cancelled' : next[order.status];
        await log.timed('rest/orders PATCH status', () =>
          admin.from('orders').update({ status }).eq('id', order.id),
        );
      } else if (roll < 0.8) {
        const unpaid = orders.filter(
          (order) => order.payment_method !== 'card' && order.payment_status === 'pending',
        );
        if (unpaid.length > 0)
          await log.timed('rpc/record_payment', () =>
            admin.rpc('record_payment', { order_id: pick(unpaid).id, received_on: today }),
          );
      } else if (roll < 0.9) {
        const preparing = orders.filter((order) => order.status === 'in_preparation');
        if (preparing.length > 0)
          await log.timed('rpc/issue_delivery_note', () =>
            admin.rpc('issue_delivery_note', { p_order_id: pick(preparing).id }),
          );
      } else {
        // A restock as the console's product form sends it: the count read, then written only
        // if orders have not changed it meanwhile (otherwise nothing is written: the admin
        // would see the new count and decide again).
        const product = pick(shop.scarce);
        const current = await admin
          .from('products')
          .select('stock_quantity')
          .eq('id', product)
          .single();
        const stock = (current.data as { stock_quantity: number } | null)?.stock_quantity;
        if (stock !== undefined && stock < 5)
          await log.timed('rest/products PATCH stock', () =>
            admin
              .from('products')
              .update({ stock_quantity: stock + 20 })
              .eq('id', product)
              .eq('stock_quantity', stock),
          );
      }
    } catch {
      // A request cut by a fault; the admin tries something else.
    }
    await pause(between(300, 1_200), shop.signal);
  }
}
