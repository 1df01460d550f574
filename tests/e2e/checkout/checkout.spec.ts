import { createAccount, signIn, submitLogin } from '../accounts/account-helpers.ts';
import { deleteProducts, euros, seriousAxeViolations } from '../cart/cart-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';
import {
  confirmationMail,
  createProduct,
  fillNewAddress,
  makeBusiness,
  withCart,
} from './checkout-helpers.ts';

// Issue 7 journeys through the built PWA and the local stack: the card payment runs the real
// edge functions and the stack's test payment page, which sends a signed webhook.

test.beforeEach(async ({ context }) => {
  await asReturningVisitor(context);
  // The edge functions' CORS allows the headers supabase-js sends, as a real browser sends
  // them; the fixture's per-context X-Forwarded-For would fail their preflight. These tests
  // sign in once each, so the shared loopback address is no rate-limit risk.
  await context.setExtraHTTPHeaders({});
});

test('a private buyer logs in from the cart, pays by card, follows, cancels and reorders the order', async ({
  page,
  context,
  serviceClient,
  stackUrl,
}) => {
  test.slow();
  const account = await createAccount(serviceClient, { name: 'Giulia Prova' });
  const product = await createProduct(serviceClient, {
    name: `Bun carta ${Date.now().toString(36)}`,
    price: 4.5,
    stock_quantity: 30,
  });
  await withCart(context, [{ product, quantity: 3 }]);
  let orderNumber = '';

  await test.step('a guest goes through login and comes back to the checkout, cart intact', async () => {
    await page.goto('/cart');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Procedi al checkout' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Completa l’ordine' })).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText(euros(3 * 4.5 + 7.9));
  });

  await test.step('address, day and card; the order goes to the test payment page', async () => {
    await fillNewAddress(page);
    await page.getByLabel('Carta di credito o debito').check();
    await page.getByLabel(/Ho letto e accetto le/).check();
    await page.getByRole('button', { name: 'Ordina e paga' }).click();
    await expect(page).toHaveURL(/\/_local\/pay\//);
    await page.getByRole('button', { name: 'Paga (prova)' }).click();
  });

  await test.step('the success page shows the paid order and the cart is empty', async () => {
    await expect(page).toHaveURL(/\/checkout\/success\/cs_/);
    orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(orderNumber).toMatch(/^BDB-\d{4}-\d{6}$/);
    await expect(page.getByTestId('payment-note')).toContainText('Pagamento ricevuto');
    await expect(page.getByText(`3 × ${product.name}`)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    const mail = await confirmationMail(stackUrl, account.email, orderNumber);
    expect(mail).toContain(product.name);
    await page.reload();
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  });

  await test.step('the orders list leads to the order with its timeline', async () => {
    await page.goto('/orders');
    const entry = page.getByTestId('order-entry').filter({ hasText: orderNumber });
    await expect(entry).toContainText('Ricevuto');
    await entry.click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Ordine ${orderNumber}` }),
    ).toBeVisible();
    await expect(page.getByTestId('order-timeline').locator('[aria-current="step"]')).toHaveText(
      /Ricevuto/,
    );
  });

  await test.step('cancelling within two hours asks first, then the order is cancelled', async () => {
    await page.getByRole('button', { name: 'Annulla ordine' }).click();
    const dialog = page.getByRole('dialog', { name: 'Annullare l’ordine?' });
    await dialog.getByRole('button', { name: 'Sì, annulla l’ordine' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Annullato');
    await expect(page.getByRole('button', { name: 'Annulla ordine' })).toHaveCount(0);
  });

  await test.step('reorder adds the product at today’s price and says it changed', async () => {
    const { error } = await serviceClient
      .from('products')
      .update({ price: 4.8 })
      .eq('id', product.id);
    expect(error).toBeNull();
    await page.getByRole('button', { name: 'Ordina di nuovo' }).click();
    await expect(page.getByTestId('reorder-result')).toContainText(
      `${product.name}: oggi ${euros(4.8)} a confezione (prima ${euros(4.5)})`,
    );
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await page.getByRole('link', { name: 'Vai al carrello' }).click();
    await expect(page.getByTestId('cart-subtotal')).toHaveText(euros(3 * 4.8));
  });

  await deleteProducts(serviceClient, [product.id]).catch(() => undefined);
});

test('a restaurant orders by bank transfer with invoice data, a chosen day and a changed price', async ({
  page,
  context,
  serviceClient,
  stackUrl,
}) => {
  test.slow();
  const account = await createAccount(serviceClient, { name: 'Trattoria Prova' });
  await makeBusiness(serviceClient, account.id);
  const product = await createProduct(serviceClient, {
    name: `Bun ristorante ${Date.now().toString(36)}`,
    price: 5.2,
    stock_quantity: 40,
  });
  // The cart was filled when the bun cost 4,90 €.
  await withCart(context, [{ product, quantity: 12, cartPrice: 4.9 }]);
  const { data: dates } = await serviceClient.rpc('available_delivery_dates');
  const secondDay = (dates as string[])[1] ?? '';

  await signIn(page, account);
  await page.goto('/checkout');

  await test.step('the changed price is shown and must be confirmed', async () => {
    await expect(page.getByTestId('price-changes')).toContainText(
      `${product.name}: da ${euros(4.9)} a ${euros(5.2)}`,
      { timeout: 15_000 },
    );
    await expect(page.getByTestId('checkout-total')).toHaveText(euros(12 * 5.2));
  });

  await test.step('the checkout has no serious accessibility problems', async () => {
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  });

  await test.step('invoice data are the approved account’s; second day, notes, bank transfer', async () => {
    // The bakery granted them (decision 015): shown, not typed, and changed by a request.
    const invoice = page.getByRole('region', { name: 'Fattura elettronica' });
    await expect(invoice).toContainText('Trattoria di Prova S.r.l.');
    await expect(invoice).toContainText('Partita IVA 01234567897');
    await expect(invoice).toContainText('sede legale Via Garibaldi 12, 10122 Torino (TO)');
    await expect(invoice).toContainText('codice SDI M5UXCR1');
    await expect(invoice.getByRole('textbox')).toHaveCount(0);
    await fillNewAddress(page);
    const dayLabel = new Intl.DateTimeFormat('it-IT', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'Europe/Rome',
    }).format(new Date(`${secondDay}T12:00:00+01:00`));
    await page.getByLabel(dayLabel).check();
    await page.getByLabel('Note per il corriere').fill('Ingresso merci sul retro');
    await page.getByLabel('Bonifico bancario').check();
    await page.getByLabel(/Ho letto e accetto le/).check();
    await page.getByRole('button', { name: 'Conferma l’ordine' }).click();
    await expect(page.getByText('Conferma i nuovi prezzi per completare l’ordine.')).toBeVisible();
    await page.getByLabel('Ho visto i nuovi prezzi e confermo l’ordine').check();
    await page.getByRole('button', { name: 'Conferma l’ordine' }).click();
  });

  await test.step('the success page shows the bank details; the order carries the invoice data', async () => {
    await expect(page).toHaveURL(/\/checkout\/success\/BDB-/);
    const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
    await expect(page.getByTestId('bank-details')).toContainText(
      'IT60 X054 2811 1010 0000 0123 456',
    );
    await expect(page.getByTestId('bank-details')).toContainText(`Ordine ${orderNumber}`);
    await expect(page.getByTestId('order-invoice')).toContainText('P. IVA 01234567897');
    await expect(page.getByTestId('cart-count')).toHaveCount(0);

    const { data: order } = await serviceClient
      .from('orders')
      .select('payment_method, delivery_date, notes, total, invoice_data')
      .eq('order_number', orderNumber)
      .single();
    expect(order).toMatchObject({
      payment_method: 'bank_transfer',
      delivery_date: secondDay,
      notes: 'Ingresso merci sul retro',
      total: 62.4,
      invoice_data: { customer_type: 'business', vat_number: '01234567897', sdi_code: 'M5UXCR1' },
    });
    const mail = await confirmationMail(stackUrl, account.email, orderNumber);
    expect(mail.replaceAll(' ', '')).toContain('IT60X0542811101000000123456');
  });

  await test.step('another customer’s payment session shows an error, not their order', async () => {
    await page.goto('/checkout/success/cs_demo_giulia_0001');
    await expect(page.getByText('Ordine non trovato')).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveCount(0);
  });

  await deleteProducts(serviceClient, [product.id]).catch(() => undefined);
});
