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
