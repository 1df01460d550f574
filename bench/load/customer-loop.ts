import { between, pause, pick } from './clock.ts';
import type { CallLog } from './latency.ts';
import type { Ledger } from './ledger.ts';
import { newIntent, type OrderIntent, placeWithRetry } from './place-with-retry.ts';
import type { SimulatedCustomer } from './population.ts';

/** What every simulated client shares: the catalogue's ids, the open days, the fault switches. */
export interface Shop {
  log: CallLog;
  ledger: Ledger;
  /** Plenty of stock. */
  products: string[];
  /** A few packs only, restocked by the admins: where stock races happen. */
  scarce: string[];
  deliveryDates: string[];
  /** Customers in this set are cut off (the 30 s fault): they queue instead of sending. */
  offline: Set<number>;
  stopAt: number;
  signal: AbortSignal;
  stackUrl: string;
}

function someLines(shop: Shop): OrderIntent['lines'] {
  const chosen = new Set<string>();
  const count = between(1, 3);
  while (chosen.size < count) chosen.add(pick(shop.products));
  if (Math.random() < 0.25) chosen.add(pick(shop.scarce));
  return [...chosen].map((product_id) => ({ product_id, quantity: between(1, 4) }));
}

function paymentFor(customer: SimulatedCustomer): string {
  if (customer.kind === 'business')
    return Math.random() < 0.8 ? 'bank_transfer' : 'cash_on_delivery';
  return Math.random() < 0.7 ? 'card' : 'cash_on_delivery';
}

/** Pays a card order on the stack's test payment page, as the buyer's browser would. */
async function pay(customer: SimulatedCustomer, orderId: string, shop: Shop): Promise<boolean> {
  const session = await shop.log.timed('functions/create-checkout-session', async () => {
    const result = await customer.client.functions.invoke<{ url: string }>(
      'create-checkout-session',
      { body: { order_id: orderId } },
    );
    // The function's HTTP status says why (409: no longer payable), its message does not.
    const status = (result.error?.context as Response | undefined)?.status;
    return {
      data: result.data,
      error: result.error && { code: status ? `HTTP ${status}` : result.error.message },
    };
  });
  const url = session.data?.url;
  if (!url) return false;
  const paid = await shop.log.timed('local/pay', async () => {
    const paid = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ method: 'card' }).toString(),
      redirect: 'manual',
    });
    return { error: paid.status === 303 ? null : { code: `HTTP ${paid.status}` } };
  });
  return paid.error === null;
}

async function oneAction(customer: SimulatedCustomer, shop: Shop, outbox: OrderIntent[]) {
  const roll = Math.random();
  const { log, ledger } = shop;
  if (roll < 0.35) {
    await log.timed('rest/products (catalogo)', () =>
      customer.client
        .from('products')
        .select('id, slug, name, price, stock_quantity, category')
        .is('archived_at', null)
        .order('name')
        .limit(60),
    );
    return;
  }
  if (roll < 0.5) {
    await log.timed('rpc/quote_order', () =>
      customer.client.rpc('quote_order', { lines: someLines(shop) }),
    );
    return;
  }
  if (roll < 0.8) {
    const intent = newIntent(someLines(shop), paymentFor(customer), pick(shop.deliveryDates));
    if (shop.offline.has(customer.index)) {
      outbox.push(intent);
      return;
    }
    // A double tap now and then: the same key twice at once must make one order.
    const taps = Math.random() < 0.1 ? 2 : 1;
    await Promise.all(
      Array.from({ length: taps }, () =>
        placeWithRetry(customer, intent, log, ledger, shop.stopAt + 60_000),
      ),
    );
    return;
  }
  const mine = ledger.ordersOf.get(customer.id) ?? [];
  // A person cancels or pays an order of theirs that is still open, not one they settled.
  const recent = mine.filter((order) => !order.settled && Date.now() - order.at < 5 * 60_000);
  if (recent.length === 0) return;
  const order = pick(recent);
  if (roll < 0.9) {
    const cancelled = await log.timed('rpc/cancel_order', () =>
      customer.client.rpc('cancel_order', { order_id: order.id }),
    );
    if (!cancelled.error) order.settled = true;
  } else if (order.method === 'card') {
    if (await pay(customer, order.id, shop)) order.settled = true;
  }
}

/**
 * One simulated customer: browses, quotes, places, cancels and pays at a human pace until the
 * run ends. While cut off it queues its orders, and sends them all at once when it is back,
 * as the outbox does.
 */
export async function customerLoop(customer: SimulatedCustomer, shop: Shop): Promise<void> {
  const outbox: OrderIntent[] = [];
  await pause(between(0, 3_000), shop.signal);
  while (!shop.signal.aborted) {
    if (outbox.length > 0 && !shop.offline.has(customer.index)) {
      const burst = outbox.splice(0);
      await Promise.all(
        burst.map((intent) =>
          placeWithRetry(customer, intent, shop.log, shop.ledger, shop.stopAt + 60_000),
        ),
      );
    }
    try {
      await oneAction(customer, shop, outbox);
    } catch {
      // A request cut by a fault: the next action goes on, as a person would.
    }
    await pause(between(1_000, 4_000), shop.signal);
  }
  if (outbox.length > 0) {
    for (const intent of outbox)
      await placeWithRetry(customer, intent, shop.log, shop.ledger, shop.stopAt + 60_000);
  }
}
