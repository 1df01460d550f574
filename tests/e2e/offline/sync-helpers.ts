import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { submitLogin, type TestAccount } from '../accounts/account-helpers.ts';
import { withoutNewsletterPopup } from '../cart/cart-helpers.ts';
import { expect } from '../support/fixtures.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';

/** One of the customer's devices: a browser context of its own, signed in. */
export interface Device {
  context: BrowserContext;
  page: Page;
}

export async function signedInDevice(
  browser: Browser,
  account: TestAccount,
  clientIp: string,
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<Device> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    ...options,
  });
  await asReturningVisitor(context);
  await withoutNewsletterPopup(context);
  const page = await context.newPage();
  await page.goto('/login');
  await waitForApp(page);
  await submitLogin(page, account.email, account.password);
  // Two cores shared by parallel runs: the first sign-in of a fresh context can be slow.
  await expect(page.getByText(`Benvenuto, ${account.name}!`, { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  return { context, page };
}

/** The live lines of the customer's server cart: line id → quantity (tombstones left out). */
export async function serverCart(
  serviceClient: SupabaseClient,
  userId: string,
): Promise<Record<string, number>> {
  const { data, error } = await serviceClient
    .from('cart_items')
    .select('line_id, quantity, removed_at')
    .eq('user_id', userId);
  if (error) throw new Error(error.message);
  const rows = data as { line_id: string; quantity: number; removed_at: string | null }[];
  return Object.fromEntries(
    rows.filter((row) => row.removed_at === null).map((row) => [row.line_id, row.quantity]),
  );
}

/** The device's cart as localStorage holds it: line id → quantity. */
export async function localCart(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const items = JSON.parse(localStorage.getItem('bottega-del-bun:cart') ?? '[]') as {
      product: { id: string };
      quantity: number;
    }[];
    return Object.fromEntries(items.map((item) => [String(item.product.id), item.quantity]));
  });
}

/** Waits until the server cart is `expected` (the sync is debounced and asynchronous). */
export async function expectServerCart(
  serviceClient: SupabaseClient,
  userId: string,
  expected: Record<string, number>,
): Promise<void> {
  await expect.poll(() => serverCart(serviceClient, userId), { timeout: 15_000 }).toEqual(expected);
}

/**
 * The order outbox's calls in flight from a device (its pages and its service worker, whose
 * Background Sync sends too): counted from the moment this is called.
 */
export function trackOutboxCalls(context: BrowserContext): { inFlight: () => number } {
  const outboxCall = /\/rest\/v1\/rpc\/(place_order|quote_order)(\?|$)/;
  const pending = new Set<unknown>();
  context.on('request', (request) => {
    if (outboxCall.test(request.url())) pending.add(request);
  });
  const done = (request: unknown) => pending.delete(request);
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  return { inFlight: () => pending.size };
}

/** How many of the device's outbox entries could still be sent (waiting or being sent). */
async function sendableOutboxEntries(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('bottega-del-bun');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const entries = await new Promise<{ status: string }[]>((resolve, reject) => {
      const request = db.transaction('orderOutbox').objectStore('orderOutbox').getAll();
      request.onsuccess = () => resolve(request.result as { status: string }[]);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return entries.filter((entry) => entry.status === 'waiting' || entry.status === 'sending')
      .length;
  });
}

/**
 * Waits for a settled outbox — nothing left to send and no outbox call in flight, so no later
 * request can add an order — and then for the server's count to be the expected one. A
 * duplicate the device sent late is either still in flight (not settled yet) or already
 * counted: the count is read after, never after a fixed pause.
 */
export async function expectOutboxSettled(
  page: Page,
  calls: { inFlight: () => number },
  serverCount: () => Promise<number>,
  expected: number,
): Promise<void> {
  await expect
    .poll(
      async () => ({
        sendable: await sendableOutboxEntries(page),
        inFlight: calls.inFlight(),
        count: await serverCount(),
      }),
      { timeout: 20_000 },
    )
    .toEqual({ sendable: 0, inFlight: 0, count: expected });
  expect(await serverCount()).toBe(expected);
}
