import {
  createAccount,
  mailLink,
  signIn,
  testPassword,
  uniqueEmail,
} from '../accounts/account-helpers.ts';
import { deleteProducts, euros } from '../cart/cart-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';
import { outboxFor } from '../../support/supabase-clients.ts';
import { createProduct, fillNewAddress, withCart } from './checkout-helpers.ts';

// Issue 21 journeys: PayPal on the local test payment page, signing up from the checkout and
// coming back to it through the confirmation e-mail, and the e-mail that tells a customer
// their cancellation went through.

test.beforeEach(async ({ context }) => {
  await asReturningVisitor(context);
  // As in checkout.spec.ts: the functions' CORS preflight refuses the fixture's extra header.
  await context.setExtraHTTPHeaders({});
});

test('a buyer chooses PayPal on the payment page and the order ends paid', async ({
  page,
  context,
  serviceClient,
}) => {
  test.slow();
  const account = await createAccount(serviceClient, { name: 'Paolo PayPal' });
  const product = await createProduct(serviceClient, {
    name: `Bun PayPal ${Date.now().toString(36)}`,
    price: 4.5,
    stock_quantity: 20,
  });
  await withCart(context, [{ product, quantity: 2 }]);
  await signIn(page, account);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Completa l’ordine' })).toBeVisible();
  await fillNewAddress(page);
  await page.getByLabel(/Carta di credito o debito, PayPal/).check();
  await page.getByLabel(/Ho letto e accetto le/).check();
  await page.getByRole('button', { name: 'Ordina e paga' }).click();

  await expect(page).toHaveURL(/\/_local\/pay\//);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'Paga (prova)' }).click();

  await expect(page).toHaveURL(/\/checkout\/success\/cs_/);
  await expect(page.getByTestId('payment-note')).toContainText('Pagamento ricevuto');
  await expect(page.getByTestId('order-payment-state')).toHaveText('Pagato');
  await deleteProducts(serviceClient, [product.id]).catch(() => undefined);
});

test('a guest registers from the checkout, confirms the e-mail and is back in the checkout with the cart', async ({
  page,
  context,
  serviceClient,
  stackUrl,
}) => {
  test.slow();
  const product = await createProduct(serviceClient, {
    name: `Bun registrazione ${Date.now().toString(36)}`,
    price: 5,
    stock_quantity: 20,
  });
  await withCart(context, [{ product, quantity: 3 }]);
  const email = uniqueEmail('e2e.checkout.register');

  await page.goto('/cart');
  await waitForApp(page);
  await page.getByRole('link', { name: 'Procedi al checkout' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
  await page.getByRole('main').getByRole('link', { name: 'Registrati' }).click();
  await expect(page).toHaveURL(/\/register\?redirect=%2Fcheckout$/);

  await page.getByLabel(/^Nome/).fill('Carla Nuova');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(testPassword);
  await page.getByLabel(/^Conferma password/).fill(testPassword);
  await page.getByRole('button', { name: 'Crea il tuo account' }).click();
  await expect(page.getByRole('heading', { name: 'Controlla la tua email' })).toBeVisible();

  await page.goto(await mailLink(stackUrl, email, 'signup'));
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Completa l’ordine' })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText(euros(3 * 5 + 7.9));
  await deleteProducts(serviceClient, [product.id]).catch(() => undefined);
});

test('a customer who cancels an order gets the cancellation e-mail', async ({
  page,
  context,
  serviceClient,
  stackUrl,
}) => {
  test.slow();
  const account = await createAccount(serviceClient, { name: 'Luca Annulla' });
  const product = await createProduct(serviceClient, {
    name: `Bun annullo ${Date.now().toString(36)}`,
    price: 4.5,
    stock_quantity: 20,
  });
  await withCart(context, [{ product, quantity: 2 }]);
  await signIn(page, account);

  await page.goto('/checkout');
  await fillNewAddress(page);
  await page.getByLabel(/Alla consegna/).check();
  await page.getByLabel(/Ho letto e accetto le/).check();
  await page.getByRole('button', { name: 'Conferma l’ordine' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\/BDB-/);
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';

  await page.goto(`/orders/${orderNumber}`);
  await expect(
    page.getByText(/^Puoi annullarlo entro le \d{2}:\d{2} (del |dell’)\d{1,2} \p{L}+\.$/u),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Annulla ordine' }).click();
  await page
    .getByRole('dialog', { name: 'Annullare l’ordine?' })
    .getByRole('button', { name: 'Sì, annulla l’ordine' })
    .click();
  await expect(page.getByTestId('order-status')).toHaveText('Annullato');
  await expect(page.getByTestId('order-payment-state')).toHaveText('Annullato');

  await expect
    .poll(
      async () =>
        (await outboxFor(stackUrl, account.email))
          .filter((mail) => mail.kind === 'order-status')
          .map((mail) => mail.subject),
      { timeout: 15_000 },
    )
    .toEqual([`Hai annullato l’ordine ${orderNumber}`]);
  await deleteProducts(serviceClient, [product.id]).catch(() => undefined);
});
