import { createAccount, signIn } from '../accounts/account-helpers.ts';
import { deleteProducts } from '../cart/cart-helpers.ts';
import { createProduct, makeBusiness } from '../checkout/checkout-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor } from '../shell/shell-helpers.ts';

// Issue 23: a restaurant creates its standing order, skips one delivery and pauses it. The job
// that turns it into orders is covered by tests/integration/orders/standing-orders.test.ts.

const weekdays = ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'];

/** A delivery day still open for changes: two days from today in Rome (three if a Sunday). */
function openDeliveryDay(): { iso: string; weekday: string; dayOfMonth: number } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 2);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return {
    iso: date.toISOString().slice(0, 10),
    weekday: weekdays[date.getUTCDay()] ?? '',
    dayOfMonth: date.getUTCDate(),
  };
}

test.beforeEach(async ({ context }) => {
  await asReturningVisitor(context);
});

test('a restaurant creates its standing order, skips one delivery and pauses it, also offline', async ({
  page,
  context,
  serviceClient,
}) => {
  test.slow();
  const account = await createAccount(serviceClient, { name: 'Osteria Fissa' });
  await makeBusiness(serviceClient, account.id);
  const address = await serviceClient.from('delivery_addresses').insert({
    user_id: account.id,
    label: 'Cucina',
    recipient: 'Osteria Fissa',
    street: 'Via Garibaldi 12',
    postal_code: '10122',
    city: 'Torino',
    province: 'TO',
  });
  expect(address.error).toBeNull();
  const product = await createProduct(serviceClient, {
    name: `Bun fisso ${Date.now().toString(36)}`,
    price: 4.5,
    stock_quantity: 200,
  });
  const day = openDeliveryDay();

  await signIn(page, account);
  await page.goto('/ordine-fisso');
  await expect(page.getByRole('heading', { level: 1, name: 'Ordine fisso' })).toBeVisible();
  // One day at a time, with steppers (the tablet layout): pick the day, type the packs.
  const short = day.weekday.charAt(0).toUpperCase() + day.weekday.slice(1, 3);
  await page.getByText(new RegExp(`^${short} · `)).click();
  const packs = page.getByRole('textbox', { name: `Quantità di ${product.name}, ${day.weekday}` });
  await packs.fill('6');
  await packs.press('Tab');
  await page.getByLabel('Bonifico bancario').check();
  await page.getByRole('button', { name: 'Crea l’ordine fisso' }).click();

  await expect(page.getByTestId('standing-status')).toHaveText('Attivo');
  const delivery = page
    .getByTestId('standing-delivery')
    .filter({ hasText: new RegExp(`${day.weekday} ${day.dayOfMonth} `, 'i') });
  await expect(delivery).toContainText(`6 confezioni di ${product.name}`);

  // Now, not on the first visit, the shop offers the evening reminder as a notification
  // (issue 42); "Non ora" is kept on the device.
  const offer = page.getByRole('region', { name: 'Avvisi su questo dispositivo' });
  await expect(offer).toContainText('la sera prima che confermiamo l’ordine fisso');
  await offer.getByRole('button', { name: 'Non ora' }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('standing-status')).toHaveText('Attivo');
  await expect(offer).toBeHidden();

  await delivery.getByRole('button', { name: 'Salta questa consegna' }).click();
  await expect(delivery.getByText('Saltata')).toBeVisible();
  await expect(delivery.getByRole('button', { name: 'Non saltare più' })).toBeVisible();
  // Only that day: the same weekday a week later still comes.
  const weekLater = page
    .getByTestId('standing-delivery')
    .filter({ hasText: `6 confezioni di ${product.name}` })
    .filter({ hasNotText: 'Saltata' });
  await expect(weekLater.first()).toBeVisible();

  await page.getByRole('button', { name: 'Metti in pausa', exact: true }).click();
  await expect(page.getByTestId('standing-status')).toHaveText('In pausa');
  await expect(page.getByRole('button', { name: 'Riprendi', exact: true })).toBeVisible();

  // Offline (the kitchen tablet between services): the change waits in the outbox and is sent
  // when the connection returns.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Riprendi', exact: true }).click();
  const waiting = page.getByTestId('standing-waiting-changes');
  await expect(waiting).toContainText('Riprendi l’ordine fisso');
  await expect(page.getByTestId('standing-status')).toHaveText('In pausa');
  await context.setOffline(false);
  await expect(waiting).toBeHidden({ timeout: 15_000 });
  await expect(page.getByTestId('standing-status')).toHaveText('Attivo');
  await page.getByRole('button', { name: 'Metti in pausa', exact: true }).click();
  await expect(page.getByTestId('standing-status')).toHaveText('In pausa');

  const stored = await serviceClient
    .from('standing_orders')
    .select('status, payment_method, standing_order_changes(delivery_date, skipped)')
    .eq('user_id', account.id)
    .single();
  expect(stored.data).toMatchObject({
    status: 'paused',
    payment_method: 'bank_transfer',
    standing_order_changes: [{ delivery_date: day.iso, skipped: true }],
  });
  await deleteProducts(serviceClient, [product.id]).catch(() => undefined);
});
