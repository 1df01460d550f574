import { randomUUID } from 'node:crypto';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import { createNodeClient, outboxFor, uniqueEmail } from '../../support/supabase-clients.ts';
import { becomeBusiness } from '../../support/business-accounts.ts';
import { completeProductInformation } from '../../support/complete-product.ts';

// Helpers for the payment tests, for the shared stack or a stack of their own (the Stripe
// double needs one): customers, products only one test uses, orders placed through the real
// place_order, and function calls through supabase-js.

export interface StackHandle {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

export function sharedStack(): StackHandle {
  return {
    url: inject('stackUrl'),
    anonKey: inject('anonKey'),
    serviceRoleKey: inject('serviceRoleKey'),
  };
}

export function serviceClient(stack: StackHandle): SupabaseClient {
  return createNodeClient(stack.url, stack.serviceRoleKey);
}

export interface Customer {
  client: SupabaseClient;
  id: string;
  email: string;
}

/** A confirmed, signed-in customer with a unique e-mail. */
/** Every customer newCustomer makes signs in with this password. */
export const customerPassword = 'Payments-Test-2026';

export async function newCustomer(
  stack: StackHandle,
  name = 'Cliente Pagamenti',
): Promise<Customer> {
  const email = uniqueEmail('pay');
  const password = customerPassword;
  const created = await serviceClient(stack).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { name },
  });
  if (created.error) throw new Error(`createUser failed: ${created.error.message}`);
  const client = createNodeClient(stack.url, stack.anonKey);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.user) throw new Error(`sign-in failed: ${error?.message ?? 'no user'}`);
  return { client, id: data.user.id, email };
}

/** A customer the bakery approved as a business: bank transfer is offered to them (issues 21, 36). */
export async function newBusinessCustomer(
  stack: StackHandle,
  name = 'Trattoria Pagamenti',
): Promise<Customer> {
  const customer = await newCustomer(stack, name);
  await becomeBusiness(customer.client, serviceClient(stack), {
    data: { company_name: 'Trattoria Pagamenti S.r.l.' },
  });
  return customer;
}

export interface TestProduct {
  id: string;
  name: string;
  price: number;
  allergens: string[];
}

/** A product only this test orders, so stock changes stay its own. */
export async function newProduct(
  stack: StackHandle,
  overrides: { name?: string; price?: number; allergens?: string[]; stock_quantity?: number } = {},
): Promise<TestProduct> {
  const slug = `bun-pay-${randomUUID().slice(0, 12)}`;
  const { data, error } = await serviceClient(stack)
    .from('products')
    .insert({
      ...completeProductInformation,
      slug,
      name: overrides.name ?? `Bun pagamenti ${slug.slice(-6)}`,
      price: overrides.price ?? 4.5,
      category: 'classici',
      allergens: overrides.allergens ?? ['glutine'],
      stock_quantity: overrides.stock_quantity ?? 100,
      weight_grams: 80,
    })
    .select('id, name, price, allergens')
    .single();
  if (error) throw new Error(`product insert failed: ${error.message}`);
  return data as TestProduct;
}

export interface PlacedOrder {
  id: string;
  order_number: string;
  payment_method: string;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  delivery_date: string;
}

export const businessInvoice = {
  customer_type: 'business',
  company_name: 'Trattoria Pagamenti S.r.l.',
  vat_number: '11876540011',
  sdi_code: 'M5UXCR1',
};

/** place_order as the customer: first delivery date, an address in Turin, card by default. */
export async function placeOrder(
  stack: StackHandle,
  customer: Customer,
  args: { lines: unknown; payment_method?: string; notes?: string; invoice_data?: object },
): Promise<PlacedOrder> {
  const dates = await createNodeClient(stack.url, stack.anonKey).rpc('available_delivery_dates');
  if (dates.error) throw new Error(dates.error.message);
  const { data, error } = await customer.client.rpc('place_order', {
    delivery_date: (dates.data as string[])[0],
    payment_method: 'card',
    idempotency_key: `pay-${randomUUID()}`,
    address: {
      recipient: 'Mario Bianchi',
      street: 'Via Garibaldi 12',
      postal_code: '10122',
      city: 'Torino',
      province: 'TO',
      phone: '+39 333 123 4567',
    },
    ...args,
  });
  if (error) throw new Error(`place_order failed: ${error.message} ${error.details}`);
  return data as PlacedOrder;
}

export interface FunctionAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** functions.invoke with the status and JSON body of error answers too. */
export async function invoke<T = Record<string, unknown>>(
  client: SupabaseClient,
  name: string,
  body: unknown,
): Promise<FunctionAnswer<T>> {
  const { data, error } = await client.functions.invoke<T>(name, { body: body as object });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as T };
  }
  if (error) throw error;
  return { status: 200, body: data as T };
}

/**
 * Pays a card order on the local test payment page with `method`, as a buyer would; resolves to
 * the page's HTML (to check what it offered).
 */
export async function payOnTestPage(
  customer: Customer,
  orderId: string,
  method = 'card',
): Promise<string> {
  const session = await invoke<{ url: string }>(customer.client, 'create-checkout-session', {
    order_id: orderId,
  });
  if (session.status !== 200) throw new Error(`create-checkout-session: ${session.status}`);
  const page = await (await fetch(session.body.url)).text();
  const paid = await fetch(session.body.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ method }).toString(),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`test payment page answered ${paid.status}`);
  return page;
}

export interface OrderPaymentRow {
  status: string;
  payment_status: string;
  payment_reference: string | null;
  paid_at: string | null;
  confirmation_sent_at: string | null;
  updated_at: string;
}

/** The order's payment columns, read with the service role. */
export async function paymentState(stack: StackHandle, orderId: string): Promise<OrderPaymentRow> {
  const { data, error } = await serviceClient(stack)
    .from('orders')
    .select('status, payment_status, payment_reference, paid_at, confirmation_sent_at, updated_at')
    .eq('id', orderId)
    .single();
  if (error) throw new Error(error.message);
  return data as OrderPaymentRow;
}

export async function stockOf(stack: StackHandle, productId: string): Promise<number> {
  const { data, error } = await serviceClient(stack)
    .from('products')
    .select('stock_quantity')
    .eq('id', productId)
    .single();
  if (error) throw new Error(error.message);
  return (data as { stock_quantity: number }).stock_quantity;
}

/** The order e-mails sent to `email`, newest first. */
export async function orderMails(
  stack: StackHandle,
  email: string,
): Promise<Awaited<ReturnType<typeof outboxFor>>> {
  return (await outboxFor(stack.url, email)).filter((mail) => mail.kind === 'order');
}

export function cents(euros: number): number {
  return Math.round(euros * 100);
}
