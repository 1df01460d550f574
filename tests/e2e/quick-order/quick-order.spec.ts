import { randomUUID } from 'node:crypto';
import { createNodeClient } from '../../support/supabase-clients.ts';
import { createAccount, signIn } from '../accounts/account-helpers.ts';
import { deleteProducts, withoutNewsletterPopup } from '../cart/cart-helpers.ts';
import { createProduct, makeBusiness } from '../checkout/checkout-helpers.ts';
import { waitForApp } from '../shell/shell-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { asSettledVisitor } from '../storefront/storefront-helpers.ts';

// Issue 23: a restaurant builds an order from the quick-order sheet on its kitchen tablet
// (1024×768) while the connection is down — "come l'ultimo ordine", one more pack, a product
// capped by its stock, one out of stock — puts it in the cart, checks out by bank transfer into
// the outbox, and the order is placed when the connection returns. The restaurant has business
// prices (decision 012): −10 % on the classic bun and "from 7 packs −5 %"; the sheet, the cart
// and the offline quote show them, and the server places the order at the same prices without
// asking to confirm again.

test.use({ serviceWorkers: 'allow', viewport: { width: 1024, height: 768 } });

test('a restaurant fills the quick-order sheet offline from its last order and the order syncs', async ({
  page,
  context,
  serviceClient,
  stackUrl,
}) => {
  test.setTimeout(180_000);
  await asSettledVisitor(context);
  await withoutNewsletterPopup(context);
  const account = await createAccount(serviceClient, { name: 'Osteria Rapida' });
  await makeBusiness(serviceClient, account.id);
  const address = await serviceClient.from('delivery_addresses').insert({
    user_id: account.id,
    label: 'Cucina',
    recipient: 'Osteria Rapida',
    street: 'Via Po 3',
    postal_code: '10123',
    city: 'Torino',
    province: 'TO',
    is_default: true,
  });
  expect(address.error).toBeNull();
  const tag = Date.now().toString(36);
  const classic = await createProduct(serviceClient, {
    name: `Bun rapido ${tag}`,
    price: 4.5,
    stock_quantity: 200,
  });
  const brioche = await createProduct(serviceClient, {
    name: `Brioche rapida ${tag}`,
    price: 5.9,
    stock_quantity: 7,
  });
  const soldOut = await createProduct(serviceClient, {
    name: `Bun finito ${tag}`,
    price: 4.2,
    stock_quantity: 0,
  });

  const prices = await serviceClient
    .from('customer_prices')
    .insert({ customer_id: account.id, product_id: classic.id, percent_off: 10 });
  expect(prices.error).toBeNull();
  const tiers = await serviceClient
    .from('customer_price_tiers')
    .insert({ customer_id: account.id, min_packs: 7, percent_off: 5 });
  expect(tiers.error).toBeNull();

  try {
    // The last order, placed earlier: 6 + 4 packs (the brioche then has 3 left).
    const customer = createNodeClient(stackUrl, process.env.E2E_ANON_KEY ?? '');
    await customer.auth.signInWithPassword({ email: account.email, password: account.password });
    const day = ((await serviceClient.rpc('available_delivery_dates')).data as string[]).at(-1)!;
    const past = await customer.rpc('place_order', {
      lines: [
        { product_id: classic.id, quantity: 6 },
        { product_id: brioche.id, quantity: 4 },
      ],
      delivery_date: day,
      payment_method: 'cash_on_delivery',
      idempotency_key: `rapido-${randomUUID()}`,
      address: {
        recipient: 'Osteria Rapida',
        street: 'Via Po 3',
        postal_code: '10123',
        city: 'Torino',
        province: 'TO',
      },
    });
    expect(past.error).toBeNull();
    const pastNumber = (past.data as { order_number: string }).order_number;

    await test.step('online: the tablet gets ready and opens the sheet once', async () => {
      await signIn(page, account);
      await expect(page.getByTestId('offline-status-button')).toHaveAttribute(
        'aria-label',
        /Pronto per l’uso offline/,
        { timeout: 60_000 },
      );
      await page.goto('/orders');
      await page.getByRole('link', { name: 'ordine rapido' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Ordine rapido' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Come l’ultimo ordine' })).toBeVisible();
    });

    await context.setOffline(true);
    await page.reload();
    await waitForApp(page);

    await test.step('offline: "come l’ultimo ordine", one more pack, stock respected', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Ordine rapido' })).toBeVisible();
      const row = (name: string) => page.getByTestId('quick-order-row').filter({ hasText: name });
      await expect(row(classic.name).getByTestId('quick-order-last')).toHaveText(
        'Confezioni nell’ultimo ordine: 6',
      );
      await expect(row(soldOut.name)).toContainText('Esaurito: non ordinabile');
      await expect(
        row(soldOut.name).getByRole('button', { name: `Aumenta la quantità di ${soldOut.name}` }),
      ).toBeDisabled();

      await page.getByRole('button', { name: 'Come l’ultimo ordine' }).click();
      await expect(
        page.getByRole('textbox', { name: `Quantità di ${classic.name}`, exact: true }),
      ).toHaveValue('6');
      // 4,50 € − 10 % = 4,05 €, and one pack short of the tier.
      await expect(row(classic.name).getByTestId('quick-order-customer-price')).toContainText(
        'Il tuo prezzo 4,05 €',
      );
      await expect(row(classic.name).getByTestId('quick-order-tier')).toHaveText(
        'Da 7 confezioni −5%: ne manca 1',
      );
      // 4 packs wanted, 3 left: the sheet takes 3 and says so.
      await expect(
        page.getByRole('textbox', { name: `Quantità di ${brioche.name}`, exact: true }),
      ).toHaveValue('3');
      await expect(page.getByTestId('quick-order-capped')).toContainText(
        `${brioche.name}: solo 3 confezioni disponibili su 4`,
      );
      const plus = page.getByRole('button', { name: `Aumenta la quantità di ${classic.name}` });
      const box = await plus.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(48);
      expect(box?.height).toBeGreaterThanOrEqual(48);
      await plus.click();
      // 7 × (4,05 € − 5 % = 3,85 €) + 3 × 5,90 € = 44,65 €.
      await expect(row(classic.name).getByTestId('quick-order-tier')).toHaveText(
        'Sconto quantità −5% applicato',
      );
      await expect(page.getByTestId('quick-order-total')).toHaveText('10 confezioni · 44,65 €');

      await page.getByRole('button', { name: 'Metti tutto nel carrello' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByText('Carrello aggiornato')).toBeVisible();
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      await expect(
        page
          .getByTestId('cart-line')
          .filter({ hasText: classic.name })
          .getByTestId('customer-price'),
      ).toContainText('Il tuo prezzo 3,85 €');
      await expect(page.getByTestId('cart-total')).toHaveText('52,55 €');
    });

    await test.step('offline: the checkout takes it by bank transfer into the outbox', async () => {
      await page.goto('/checkout');
      await waitForApp(page);
      await expect(page.getByTestId('checkout-priced-on-device')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('radio').first()).toBeVisible();
      await page.getByLabel('Bonifico bancario').check();
      await page.getByLabel(/Ho letto e accetto le/).check();
      await page.getByRole('button', { name: 'Conferma l’ordine' }).click();
      await expect(page).toHaveURL(/\/orders\/in-attesa$/);
    });

    await test.step('back online: the order is placed once with the sheet’s packs', async () => {
      await context.setOffline(false);
      await expect
        .poll(
          async () => {
            const { data } = await serviceClient
              .from('orders')
              .select('payment_method, subtotal, order_items(product_id, quantity)')
              .eq('user_id', account.id)
              .neq('order_number', pastNumber);
            return data?.map((order) => ({
              payment_method: order.payment_method as string,
              subtotal: order.subtotal as number,
              items: [...(order.order_items as { product_id: string; quantity: number }[])].sort(
                (a, b) => a.quantity - b.quantity,
              ),
            }));
          },
          { timeout: 30_000 },
        )
        .toEqual([
          {
            payment_method: 'bank_transfer',
            subtotal: 44.65,
            items: [
              { product_id: brioche.id, quantity: 3 },
              { product_id: classic.id, quantity: 7 },
            ],
          },
        ]);
    });
  } finally {
    await deleteProducts(serviceClient, [soldOut.id]).catch(() => undefined);
  }
});
