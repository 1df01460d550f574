import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createAccount } from '../accounts/account-helpers.ts';
import { createProduct } from '../cart/cart-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  expectOutboxSettled,
  expectServerCart,
  localCart,
  signedInDevice,
  trackOutboxCalls,
} from './sync-helpers.ts';

// Issue 8, order outbox: orders prepared offline wait in the outbox and are placed when the
// connection returns — each exactly once (its idempotency key), and only at the prices the
// buyer saw: a price changed meanwhile asks them first. Tested through the outbox's own page;
// the entries are put in IndexedDB as the checkout's offline submit stores them.

interface QueuedOrder {
  id: string;
  userId: string;
  createdAt: number;
  request: Record<string, unknown>;
  quote: unknown;
  status: 'waiting';
}

async function queueInBrowser(page: Page, entries: QueuedOrder[]): Promise<void> {
  await page.evaluate(async (rows) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('bottega-del-bun');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction('orderOutbox', 'readwrite');
      rows.forEach((row) => transaction.objectStore('orderOutbox').put(row));
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    });
    db.close();
    // What queueOrder announces: the list re-reads, the sender is asked to send.
    new BroadcastChannel('bottega-del-bun:order-outbox').postMessage('changed');
    window.dispatchEvent(new Event('bottega-del-bun:outbox-queued'));
  }, entries);
}

async function ordersOf(serviceClient: SupabaseClient, userId: string) {
  const { data, error } = await serviceClient
    .from('orders')
    .select('order_number, total, idempotency_key')
    .eq('user_id', userId);
  if (error) throw new Error(error.message);
  return data as { order_number: string; total: number; idempotency_key: string }[];
}

test('orders queued offline are placed once on reconnect; a changed price is confirmed first', async ({
  browser,
  serviceClient,
  clientIp,
}) => {
  test.slow();
  const account = await createAccount(serviceClient, { name: 'Trattoria Senza Rete' });
  const steady = await createProduct(serviceClient, {
    name: 'Bun Stabile',
    price: 4,
    stock_quantity: 50,
  });
  const repriced = await createProduct(serviceClient, {
    name: 'Bun Rincarato',
    price: 5,
    stock_quantity: 50,
  });
  const { data: dates } = await serviceClient.rpc('available_delivery_dates');
  const deliveryDate = (dates as string[])[0] ?? '';
  const device = await signedInDevice(browser, account, clientIp);
  const { page } = device;

  const entryFor = async (
    productId: string,
    packs: number,
    createdAt: number,
  ): Promise<QueuedOrder> => {
    const lines = [{ product_id: productId, quantity: packs }];
    const { data: quote, error } = await serviceClient.rpc('quote_order', { lines });
    expect(error).toBeNull();
    const key = `chk_e2e_${productId.slice(0, 8)}_${createdAt}`;
    return {
      id: key,
      userId: account.id,
      createdAt,
      quote,
      status: 'waiting',
      request: {
        lines,
        deliveryDate,
        paymentMethod: 'cash_on_delivery',
        idempotencyKey: key,
        address: {
          recipient: 'Trattoria Senza Rete',
          street: 'Via Po 3',
          postal_code: '10123',
          city: 'Torino',
          province: 'TO',
        },
      },
    };
  };
  const first = await entryFor(steady.id, 3, Date.now());
  const second = await entryFor(repriced.id, 2, Date.now() + 1);
  const entries = page.getByTestId('outbox-entry');

  await test.step('offline, two orders wait in the outbox, visible with their state', async () => {
    await page.goto('/orders/in-attesa');
    await expect(page.getByText('Nessun ordine in attesa di invio.')).toBeVisible();
    await device.context.setOffline(true);
    await queueInBrowser(page, [first, second]);
    await expect(entries).toHaveCount(2);
    await expect(entries.filter({ hasText: 'In attesa di connessione' })).toHaveCount(2);
    await expect(entries.first()).toContainText('3 confezioni · Pagamento alla consegna');
  });

  await test.step('a price changes while the tablet is offline', async () => {
    const { error } = await serviceClient
      .from('products')
      .update({ price: 5.6 })
      .eq('id', repriced.id);
    expect(error).toBeNull();
  });

  await test.step('reconnect: the unchanged order is placed, the other asks for confirmation', async () => {
    await device.context.setOffline(false);
    await expect(entries.filter({ hasText: 'Ordine inviato' })).toHaveCount(1, { timeout: 15_000 });
    await expect(entries.filter({ hasText: 'Prezzi cambiati: conferma richiesta' })).toHaveCount(1);
    const placed = await ordersOf(serviceClient, account.id);
    expect(placed.map((order) => order.idempotency_key)).toEqual([first.id]);
  });

  await test.step('the buyer reviews the new prices and confirms: placed at the new price', async () => {
    await page.getByRole('button', { name: 'Rivedi i prezzi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conferma i nuovi prezzi' });
    await expect(dialog.getByRole('list', { name: 'Cosa è cambiato' })).toContainText(
      'Bun Rincarato: 10,00 € → 11,20 €',
    );
    await dialog.getByRole('button', { name: 'Conferma ordine' }).click();
    await expect(dialog).toBeHidden();
    await expect(entries.filter({ hasText: 'Ordine inviato' })).toHaveCount(2, { timeout: 15_000 });
  });

  await test.step('sending again (another trigger, a reload) never makes a second order', async () => {
    const calls = trackOutboxCalls(device.context);
    await page.reload();
    await expect(entries).toHaveCount(2);
    await page.evaluate(() => window.dispatchEvent(new Event('bottega-del-bun:outbox-queued')));
    await expectOutboxSettled(
      page,
      calls,
      async () => (await ordersOf(serviceClient, account.id)).length,
      2,
    );
    const placed = await ordersOf(serviceClient, account.id);
    expect(placed.map((order) => order.idempotency_key).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    const secondOrder = placed.find((order) => order.idempotency_key === second.id);
    // 2 × 5,60 € + shipping below the free-shipping threshold.
    expect(secondOrder?.total).toBeGreaterThan(11.2);
  });

  await device.context.close();
});

test('an order the server refuses (its delivery day went by offline) goes back to the cart in one tap', async ({
  browser,
  serviceClient,
  clientIp,
}) => {
  test.slow();
  const account = await createAccount(serviceClient, { name: 'Osteria Del Lunedì' });
  const product = await createProduct(serviceClient, {
    name: 'Bun Del Weekend',
    price: 4,
    stock_quantity: 50,
  });
  const device = await signedInDevice(browser, account, clientIp);
  const { page } = device;
  const lines = [{ product_id: product.id, quantity: 3 }];
  const { data: quote, error } = await serviceClient.rpc('quote_order', { lines });
  expect(error).toBeNull();
  const key = `chk_e2e_past_${Date.now()}`;
  const entry: QueuedOrder = {
    id: key,
    userId: account.id,
    createdAt: Date.now(),
    quote,
    status: 'waiting',
    request: {
      lines,
      // Prepared for a day that is over by the time the connection returns.
      deliveryDate: '2026-01-10',
      paymentMethod: 'bank_transfer',
      idempotencyKey: key,
      address: {
        recipient: 'Osteria Del Lunedì',
        street: 'Via Roma 1',
        postal_code: '10121',
        city: 'Torino',
        province: 'TO',
      },
    },
  };
  const entries = page.getByTestId('outbox-entry');

  await test.step('queued offline, refused on reconnect, and the buyer is told why', async () => {
    await page.goto('/orders/in-attesa');
    await expect(page.getByText('Nessun ordine in attesa di invio.')).toBeVisible();
    await device.context.setOffline(true);
    await queueInBrowser(page, [entry]);
    await expect(entries).toHaveCount(1);
    await device.context.setOffline(false);
    await expect(entries.filter({ hasText: 'Non inviato' })).toHaveCount(1, { timeout: 15_000 });
    await expect(entries).toContainText('La data di consegna scelta non è disponibile.');
    expect(await ordersOf(serviceClient, account.id)).toEqual([]);
  });

  await test.step('"Rimetti nel carrello": the cart holds the order again, the outbox is empty', async () => {
    await page.getByRole('button', { name: 'Rimetti nel carrello' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(
      page.getByText(
        'Ordine rimesso nel carrello: controllalo e scegli di nuovo il giorno di consegna.',
      ),
    ).toBeVisible();
    const line = page
      .getByRole('list', { name: 'Prodotti nel carrello' })
      .getByTestId('cart-line')
      .filter({ hasText: 'Bun Del Weekend' });
    await expect(line.getByRole('textbox', { name: 'Quantità di Bun Del Weekend' })).toHaveValue(
      '3',
    );
    expect(await localCart(page)).toEqual({ [product.id]: 3 });
    // Signed in: the cart returned is also the server's (the phone sees it too).
    await expectServerCart(serviceClient, account.id, { [product.id]: 3 });
    await page.goto('/orders/in-attesa');
    await expect(page.getByText('Nessun ordine in attesa di invio.')).toBeVisible();
  });

  await device.context.close();
});
