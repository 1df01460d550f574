import type { BrowserContext, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { outboxFor } from '../../support/supabase-clients.ts';
import { createProduct, type SeedProduct } from '../cart/cart-helpers.ts';
import { expect } from '../support/fixtures.ts';

export { createProduct, type SeedProduct };

/** The cart as the shop stores it, set before the app starts (the buyer filled it earlier). */
export async function withCart(
  context: BrowserContext,
  lines: { product: SeedProduct; quantity: number; cartPrice?: number }[],
): Promise<void> {
  const items = lines.map(({ product, quantity, cartPrice }) => ({
    product: { ...product, price: cartPrice ?? product.price },
    quantity,
  }));
  await context.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e-cart-seeded')) {
      window.localStorage.setItem('bottega-del-bun:cart', value);
      window.sessionStorage.setItem('e2e-cart-seeded', '1');
    }
  }, JSON.stringify(items));
}

/**
 * Makes a customer a restaurant the bakery approved (decision 015), behind the UI's back: the
 * request is filed for them and approved with the service role, with terms and credit that
 * leave the test free to order.
 */
export async function makeBusiness(
  client: SupabaseClient,
  userId: string,
  terms: { payment_terms?: string; payment_term_days?: number; credit_limit?: number } = {},
): Promise<void> {
  const request = await client
    .from('business_requests')
    .insert({
      customer_id: userId,
      kind: 'new',
      company_name: 'Trattoria di Prova S.r.l.',
      vat_number: '01234567897',
      tax_code: '01234567897',
      office_street: 'Via Garibaldi 12',
      office_postal_code: '10122',
      office_city: 'Torino',
      office_province: 'TO',
      sdi_code: 'M5UXCR1',
    })
    .select('id')
    .single();
  if (request.error) throw new Error(`business request failed: ${request.error.message}`);
  const { error } = await client.rpc('admin_review_business_request', {
    p_request_id: (request.data as { id: string }).id,
    p_approve: true,
    p_payment_terms: terms.payment_terms ?? 'immediate',
    p_payment_term_days: terms.payment_term_days ?? 0,
    p_credit_limit: terms.credit_limit ?? 100_000,
  });
  if (error) throw new Error(`business approval failed: ${error.message}`);
}

/** Waits for the order confirmation e-mail of `orderNumber` and answers its text. */
export async function confirmationMail(
  stackUrl: string,
  email: string,
  orderNumber: string,
): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const mail = (await outboxFor(stackUrl, email)).find((item) =>
          item.subject.includes(orderNumber),
        );
        text = mail?.text ?? '';
        return text;
      },
      { message: `the confirmation of ${orderNumber} to ${email}`, timeout: 15_000 },
    )
    .not.toBe('');
  return text;
}

/** Fills the new-address fields of the checkout. */
export async function fillNewAddress(page: Page): Promise<void> {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Destinatario').fill('Giulia Prova');
  await field('Indirizzo').fill('Via Garibaldi 12');
  await field('CAP').fill('10122');
  await field('Città').fill('Torino');
  await field('Provincia').fill('TO');
}
