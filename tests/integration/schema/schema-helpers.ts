import { randomUUID } from 'node:crypto';
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { expect, inject } from 'vitest';
import { demoAccounts } from '../../../supabase/local/demo-accounts.ts';
import { createNodeClient, uniqueEmail } from '../../support/supabase-clients.ts';
import { completeProductInformation } from '../../support/complete-product.ts';
import { signInAsAdmin } from '../../support/admin-sign-in.ts';

// Helpers for the shop-schema tests: clients for each role, throwaway customers and products,
// and the shapes the order RPCs return. Every test file shares one stack, so everything a test
// creates carries a unique e-mail or slug.

const stackUrl = inject('stackUrl');
const anonKey = inject('anonKey');
const serviceRoleKey = inject('serviceRoleKey');

export const testPassword = 'Schema-Test-2026';

export const demoIds = {
  admin: '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e01',
  giulia: '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e02',
  osteria: '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03',
  chef: '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e04',
} as const;

export function anonClient(): SupabaseClient {
  return createNodeClient(stackUrl, anonKey);
}

/** The service role: bypasses RLS, for setting up and checking what a test did. */
export function serviceClient(): SupabaseClient {
  return createNodeClient(stackUrl, serviceRoleKey);
}

export interface SignedIn {
  client: SupabaseClient;
  id: string;
  email: string;
}

export async function signIn(email: string, password: string): Promise<SignedIn> {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.user)
    throw new Error(`sign-in of ${email} failed: ${error?.message ?? 'no user'}`);
  return { client, id: data.user.id, email };
}

/** A new confirmed customer, signed in. */
export async function createCustomer(name = 'Cliente di prova'): Promise<SignedIn> {
  const email = uniqueEmail('schema');
  const { error } = await serviceClient().auth.admin.createUser({
    email,
    password: testPassword,
    email_confirm: true,
    user_metadata: { name },
  });
  if (error) throw new Error(`createUser failed: ${error.message}`);
  return signIn(email, testPassword);
}

/** A demo account signed in; the admin with its second factor too (aal2, decision 016). */
export async function signInDemo(
  label:
    'Amministratore' | 'Cliente privato' | 'Ristorante' | 'Cuoco del ristorante (ruolo Ordini)',
): Promise<SignedIn> {
  const account = demoAccounts.find((candidate) => candidate.label === label);
  if (!account) throw new Error(`no demo account ${label}`);
  if (!account.totpSecret) return signIn(account.email, account.password);
  const client = anonClient();
  const { userId } = await signInAsAdmin(client, account);
  return { client, id: userId, email: account.email };
}

export function uniqueSlug(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
}

export interface ProductRow {
  id: string;
  slug: string;
  name: string;
  price: number;
  stock_quantity: number;
  allergens: string[];
  archived_at: string | null;
}

/** A product only this test uses (created through the service role), so stock changes stay local. */
export async function createTestProduct(
  overrides: Record<string, unknown> = {},
): Promise<ProductRow> {
  const slug = uniqueSlug('bun-test');
  const { data, error } = await serviceClient()
    .from('products')
    .insert({
      ...completeProductInformation,
      slug,
      name: `Bun di prova ${slug.slice(-8)}`,
      price: 4.5,
      category: 'classici',
      allergens: ['glutine'],
      stock_quantity: 100,
      weight_grams: 80,
      ...overrides,
    })
    .select('id, slug, name, price, stock_quantity, allergens, archived_at')
    .single();
  if (error) throw new Error(`product insert failed: ${error.message}`);
  return data as ProductRow;
}

export async function stockOf(productId: string): Promise<number> {
  const { data, error } = await serviceClient()
    .from('products')
    .select('stock_quantity')
    .eq('id', productId)
    .single();
  if (error) throw new Error(error.message);
  return (data as { stock_quantity: number }).stock_quantity;
}

/** The two dates place_order accepts right now. */
export async function deliveryDates(): Promise<string[]> {
  const { data, error } = await anonClient().rpc('available_delivery_dates');
  if (error) throw new Error(error.message);
  return data as string[];
}

export function inlineAddress(province = 'TO'): Record<string, string> {
  return {
    recipient: 'Mario Bianchi',
    street: 'Via Garibaldi 12',
    postal_code: '10122',
    city: province === 'TO' ? 'Torino' : 'Milano',
    province,
  };
}

export interface OrderLine {
  product_id: string;
  product_name: string;
  unit_price: number;
  quantity: number;
  line_total: number;
  bundle_id: string | null;
  bundle_label: string | null;
}

export interface PlacedOrder {
  id: string;
  order_number: string;
  status: string;
  payment_method: string;
  payment_status: string;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  delivery_date: string;
  delivery_address: Record<string, unknown>;
  invoice_data: Record<string, unknown> | null;
  items: OrderLine[];
  replayed: boolean;
}

export interface Quote {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  shortages: { product_id: string; requested: number; available: number }[];
  lines: Record<string, unknown>[];
}

export interface PlaceOrderArgs {
  lines: unknown;
  delivery_date?: string;
  payment_method?: string;
  idempotency_key?: string;
  address?: Record<string, unknown>;
  address_id?: string;
  notes?: string;
  invoice_data?: Record<string, unknown>;
  /** The account the order was prepared for (decision 015). */
  for_customer?: string;
}

/** place_order with sensible defaults: the first delivery date, card, an inline address in TO. */
export async function placeOrder(
  client: SupabaseClient,
  args: PlaceOrderArgs,
): Promise<{ data: PlacedOrder | null; error: PostgrestError | null }> {
  const body: Record<string, unknown> = {
    delivery_date: (await deliveryDates())[0],
    payment_method: 'card',
    idempotency_key: `test-${randomUUID()}`,
    ...(args.address_id ? {} : { address: inlineAddress() }),
    ...args,
  };
  const { data, error } = await client.rpc('place_order', body);
  return { data: data as PlacedOrder | null, error };
}

/** quote_order as a visitor: pricing without an account. */
export async function quoteOrder(lines: unknown): Promise<Quote> {
  const { data, error } = await anonClient().rpc('quote_order', { lines });
  expect(error).toBeNull();
  return data as Quote;
}

/** The four amounts of a quote or an order, for comparisons. */
export function totalsOf(amounts: {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}): {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
} {
  const { subtotal, discount, shipping, total } = amounts;
  return { subtotal, discount, shipping, total };
}

/** A bundle line of one product: `packs` packs per copy, `copies` copies. */
export function bundleOf(productId: string, packs: number, copies = 1): Record<string, unknown> {
  return { bundle: [{ product_id: productId, quantity: packs }], quantity: copies };
}

/** Asserts a PostgREST error with SQLSTATE `code` and, for the RPCs' own errors, its message code. */
export function expectPgError(error: PostgrestError | null, code: string, message?: string): void {
  expect(error, 'expected an error').not.toBeNull();
  expect(error?.code).toBe(code);
  if (message !== undefined) expect(error?.message).toBe(message);
}
