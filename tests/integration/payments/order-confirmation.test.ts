import { describe, expect, it } from 'vitest';
import { allergenLabels as appAllergenLabels } from '@/domain/catalogue/allergens';
import { allergenLabels as emailAllergenLabels } from '../../../supabase/functions/_shared/allergens.ts';
import { createHandler } from '../../../supabase/functions/order-confirmation/handler.ts';
import { ensureGlobalWebSocket } from '../../../supabase/local/functions/websocket-global.ts';
import {
  invoke,
  newBusinessCustomer,
  newCustomer,
  newProduct,
  orderMails,
  paymentState,
  placeOrder,
  serviceClient,
  sharedStack,
} from './payment-fixtures.ts';

// order-confirmation on the shared stack: the e-mail in the outbox, sent once per order.

const stack = sharedStack();
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const longDate = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});

async function shopBankDetails() {
  const { data, error } = await serviceClient(stack)
    .from('shop_settings')
    .select('bank_account_holder, iban, bank_name')
    .single();
  if (error) throw new Error(error.message);
  return data as { bank_account_holder: string; iban: string; bank_name: string };
}

describe('order-confirmation', () => {
  it('e-mails a bank transfer order once: lines, allergens, delivery, totals, bank details', async () => {
    const restaurant = await newBusinessCustomer(stack, 'Trattoria Pagamenti');
    const classic = await newProduct(stack, {
      name: 'Bun Latte Prova',
      allergens: ['glutine', 'latte'],
    });
    const sesame = await newProduct(stack, {
      name: 'Bun Sesamo Prova',
      allergens: ['sesamo', 'glutine'],
    });
    const order = await placeOrder(stack, restaurant, {
      lines: [
        { product_id: classic.id, quantity: 6 },
        { product_id: sesame.id, quantity: 2 },
      ],
      payment_method: 'bank_transfer',
      notes: '<b>Citofono</b> & "retro"',
    });

    expect(await invoke(restaurant.client, 'order-confirmation', { order_id: order.id })).toEqual({
      status: 200,
      body: { status: 'sent' },
    });
    expect(await invoke(restaurant.client, 'order-confirmation', { order_id: order.id })).toEqual({
      status: 200,
      body: { status: 'already_sent' },
    });
    const mails = await orderMails(stack, restaurant.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const bank = await shopBankDetails();
    expect(mail?.subject).toBe(`Il tuo ordine ${order.order_number} è confermato`);
    for (const expected of [
      `6 × ${classic.name}`,
      `2 × ${sesame.name}`,
      `Glutine: ${classic.name}, ${sesame.name}`,
      `Latte: ${classic.name}`,
      `Sesamo: ${sesame.name}`,
      `Data prevista: ${longDate.format(new Date(`${order.delivery_date}T12:00:00+01:00`))}`,
      'Via Garibaldi 12',
      '10122 Torino (TO)',
      `Totale (IVA inclusa): ${euro.format(order.total)}`,
      `Intestatario: ${bank.bank_account_holder}`,
      `IBAN: ${bank.iban.replace(/(.{4})(?=.)/g, '$1 ')}`,
      `Banca: ${bank.bank_name}`,
      `Causale: Ordine ${order.order_number}`,
      'P. IVA 11876540011',
      'Codice destinatario SDI M5UXCR1',
    ]) {
      expect(mail?.text).toContain(expected);
    }
    expect(mail?.html).toContain('&lt;b&gt;Citofono&lt;/b&gt; &amp; &quot;retro&quot;');
    expect(mail?.html).not.toContain('<b>Citofono</b>');
    expect((await paymentState(stack, order.id)).confirmation_sent_at).toEqual(expect.any(String));
  });

  it('tells cash on delivery buyers to pay the courier', async () => {
    const customer = await newCustomer(stack);
    const product = await newProduct(stack, { allergens: [] });
    const order = await placeOrder(stack, customer, {
      lines: [{ product_id: product.id, quantity: 1 }],
      payment_method: 'cash_on_delivery',
    });
    expect(
      (await invoke(customer.client, 'order-confirmation', { order_id: order.id })).status,
    ).toBe(200);
    const [mail] = await orderMails(stack, customer.email);
    expect(mail?.text).toContain(
      `Pagherai ${euro.format(order.total)} al corriere alla consegna, in contanti o con carta (POS).`,
    );
    expect(mail?.text).toContain('non contengono nessuno dei 14 allergeni');
  });

  it('waits for the payment of a card order, and never confirms a cancelled one', async () => {
    const customer = await newCustomer(stack);
    const product = await newProduct(stack);
    const card = await placeOrder(stack, customer, {
      lines: [{ product_id: product.id, quantity: 1 }],
    });
    expect(
      await invoke(customer.client, 'order-confirmation', { order_id: card.id }),
    ).toMatchObject({
      status: 409,
      body: { error: 'payment_pending' },
    });

    const cash = await placeOrder(stack, customer, {
      lines: [{ product_id: product.id, quantity: 1 }],
      payment_method: 'cash_on_delivery',
    });
    expect((await customer.client.rpc('cancel_order', { order_id: cash.id })).error).toBeNull();
    expect(
      await invoke(customer.client, 'order-confirmation', { order_id: cash.id }),
    ).toMatchObject({
      status: 409,
      body: { error: 'order_cancelled' },
    });
    expect(await orderMails(stack, customer.email)).toHaveLength(0);
  });

  it("refuses another customer's order", async () => {
    const owner = await newCustomer(stack);
    const stranger = await newCustomer(stack);
    const product = await newProduct(stack);
    const order = await placeOrder(stack, owner, {
      lines: [{ product_id: product.id, quantity: 1 }],
      payment_method: 'cash_on_delivery',
    });
    expect(
      await invoke(stranger.client, 'order-confirmation', { order_id: order.id }),
    ).toMatchObject({
      status: 404,
      body: { error: 'order_not_found' },
    });
    expect((await paymentState(stack, order.id)).confirmation_sent_at).toBeNull();
  });

  it('gives the send back when the mail provider fails, so the next call sends it', async () => {
    const customer = await newCustomer(stack);
    const product = await newProduct(stack);
    const order = await placeOrder(stack, customer, {
      lines: [{ product_id: product.id, quantity: 1 }],
      payment_method: 'cash_on_delivery',
    });
    // The same function against the shared stack, with a mail provider that cannot be reached.
    ensureGlobalWebSocket();
    const failing = createHandler({
      SUPABASE_URL: stack.url,
      SUPABASE_ANON_KEY: stack.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
      SITE_URL: 'http://127.0.0.1:4173',
      MAIL_API_URL: 'http://127.0.0.1:9/unreachable',
      MAIL_API_KEY: 'key',
    });
    const token = (await customer.client.auth.getSession()).data.session?.access_token;
    const response = await failing(
      new Request(`${stack.url}/functions/v1/order-confirmation`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: order.id }),
      }),
    );
    expect(response.status).toBe(502);
    expect((await paymentState(stack, order.id)).confirmation_sent_at).toBeNull();

    expect(await invoke(customer.client, 'order-confirmation', { order_id: order.id })).toEqual({
      status: 200,
      body: { status: 'sent' },
    });
    expect(await orderMails(stack, customer.email)).toHaveLength(1);
  });

  it('names the allergens as the shop does', () => {
    expect(emailAllergenLabels).toEqual(appAllergenLabels);
  });
});

describe('the local mail API (/_local/mail/emails)', () => {
  const endpoint = `${stack.url}/_local/mail/emails`;
  const mail = (to: string) =>
    JSON.stringify({
      from: 'Bottega del Bun <ordini@bottegadelbun.it>',
      to: [to],
      subject: 'Prova',
      html: '<p>Ciao</p>',
      text: 'Ciao',
      tags: [{ name: 'kind', value: 'order' }],
    });

  it('takes only the service role key', async () => {
    const to = 'mail-api-refused@example.com';
    const missing = await fetch(endpoint, { method: 'POST', body: mail(to) });
    expect(missing.status).toBe(401);
    const anon = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.anonKey}` },
      body: mail(to),
    });
    expect(anon.status).toBe(403);
    expect(await orderMails(stack, to)).toHaveLength(0);
  });

  it('stores a valid mail in the outbox and refuses an invalid one', async () => {
    const to = `mail-api-${Date.now()}@example.com`;
    const headers = { authorization: `Bearer ${stack.serviceRoleKey}` };
    const sent = await fetch(endpoint, { method: 'POST', headers, body: mail(to) });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ id: expect.any(String) });
    expect(await orderMails(stack, to)).toMatchObject([{ subject: 'Prova', html: '<p>Ciao</p>' }]);

    const invalid = await fetch(endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify({ from: 'x@y.it', to: 'not-an-address', subject: 'Prova', text: 'x' }),
    });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ name: 'validation_error' });
  });
});
