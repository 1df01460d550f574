import type { Page } from '@playwright/test';
import { createAccount } from '../accounts/account-helpers.ts';
import { createProduct, deleteProducts, type SeedProduct } from '../cart/cart-helpers.ts';
import { waitForApp, waitForWorkerControl } from '../shell/shell-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectServerCart, localCart, signedInDevice } from './sync-helpers.ts';

// Issue 8: cart operations at random, with the connection dropping and returning in between
// (and reloads, offline too), end with the device and the server holding the same cart, equal
// to what the operations made: nothing lost, nothing doubled. The seed is in the test's
// annotations; CART_DROPS_SEED=<n> replays a failing sequence.

const steps = 18;

/** mulberry32: a small seeded generator, so a failing sequence can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Cart = Record<string, number>;

async function openCart(page: Page, lines: number) {
  await page.goto('/cart');
  await waitForApp(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(lines);
}

test.use({ serviceWorkers: 'allow' });

test('random cart operations with connection drops end with equal local and server carts', async ({
  browser,
  serviceClient,
  clientIp,
}) => {
  test.setTimeout(240_000);
  const seed = Number(process.env.CART_DROPS_SEED ?? Date.now() % 1_000_000);
  test.info().annotations.push({ type: 'seed', description: String(seed) });
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

  const tag = Date.now().toString(36);
  const products: SeedProduct[] = [];
  for (const letter of ['A', 'B', 'C']) {
    products.push(
      await createProduct(serviceClient, {
        name: `Bun Casuale ${letter} ${tag}`,
        price: 4,
        stock_quantity: 500,
      }),
    );
  }
  const account = await createAccount(serviceClient, { name: 'Trattoria Intermittente' });
  // The installed tablet: the service worker keeps every screen available offline.
  const tablet = await signedInDevice(browser, account, clientIp, { serviceWorkers: 'allow' });
  const { page, context } = tablet;
  try {
    await test.step('one online visit of the list and each product', async () => {
      await page.goto('/products');
      await waitForApp(page);
      await expect(page.getByTestId('product-card').filter({ hasText: tag })).toHaveCount(3, {
        timeout: 15_000,
      });
      for (const product of products) {
        await page.goto(`/products/${product.slug}`);
        await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      }
      await waitForWorkerControl(page);
    });

    const expected: Cart = {};
    let offline = false;
    const log: string[] = [];
    for (let step = 1; step <= steps; step += 1) {
      const inCart = products.filter((product) => expected[product.id] !== undefined);
      const roll = random();
      let action: string;
      if (roll < 0.3) {
        offline = !offline;
        await context.setOffline(offline);
        action = offline ? 'connection lost' : 'connection back';
      } else if (roll < 0.6 || inCart.length === 0) {
        const product = pick(products);
        await page.goto(`/products/${product.slug}`);
        await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
        expected[product.id] = (expected[product.id] ?? 0) + 1;
        action = `add ${product.name}`;
      } else if (roll < 0.8) {
        const product = pick(inCart);
        const quantity = 1 + Math.floor(random() * 9);
        await openCart(page, inCart.length);
        const field = page.getByRole('textbox', { name: `Quantità di ${product.name}` });
        await field.fill(String(quantity));
        await field.press('Enter');
        expected[product.id] = quantity;
        action = `set ${product.name} to ${quantity}`;
      } else if (roll < 0.92) {
        const product = pick(inCart);
        await openCart(page, inCart.length);
        await page.getByRole('button', { name: `Rimuovi ${product.name} dal carrello` }).click();
        delete expected[product.id];
        action = `remove ${product.name}`;
      } else {
        await page.reload();
        await waitForApp(page);
        action = 'reload';
      }
      log.push(`${step}. ${action}${offline ? ' (offline)' : ''}`);
      // The device's cart is what the visitor just did, connection or not.
      await expect
        .poll(() => localCart(page), { message: log.join('\n') })
        .toEqual({ ...expected });
    }

    await test.step('back online: the server cart equals the device’s and the operations’', async () => {
      await context.setOffline(false);
      await expectServerCart(serviceClient, account.id, expected);
      await openCart(page, Object.keys(expected).length);
      expect(await localCart(page)).toEqual(expected);
    });
  } finally {
    await context.close();
    await deleteProducts(
      serviceClient,
      products.map((product) => product.id),
    );
  }
});
