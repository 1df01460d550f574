import { describe, expect, it } from 'vitest';
import { requestAccountDeletion } from '../../../src/features/account/api/delete-account.ts';
import {
  anonClient,
  createCustomer,
  createTestProduct,
  placeOrder,
  serviceClient,
  signInDemo,
} from '../schema/schema-helpers.ts';
import { addressFields, asApiClient } from './account-helpers.ts';

// The `delete-account` edge function through supabase-js, as the profile page calls it, and
// what the database keeps afterwards (migration 20261121000000_account_erasure.sql).

async function rowsOf(table: string, column: string, value: string): Promise<unknown[]> {
  const { data, error } = await serviceClient().from(table).select('*').eq(column, value);
  expect(error).toBeNull();
  return data ?? [];
}

describe('delete-account function', () => {
  it('wants a signed-in user: the anon key alone is refused', async () => {
    const { data, error } = await anonClient().functions.invoke('delete-account', {
      method: 'POST',
    });
    expect(data).toBeNull();
    const response = (error as { context?: Response }).context;
    expect(response?.status).toBe(401);
    expect(await response?.json()).toMatchObject({ error: 'not_signed_in' });
    expect(await requestAccountDeletion(asApiClient(anonClient()))).toEqual({
      deleted: false,
      reason: 'failed',
    });
  });

  it('never deletes an admin account', async () => {
    const admin = await signInDemo('Amministratore');
    expect(await requestAccountDeletion(asApiClient(admin.client))).toEqual({
      deleted: false,
      reason: 'admin_account',
    });
    const { data } = await serviceClient().auth.admin.getUserById(admin.id);
    expect(data.user?.id).toBe(admin.id);
  });

  it('waits for open orders, then erases the person and anonymises the kept orders', async () => {
    const customer = await createCustomer('Chiara Verdi');
    const shop = asApiClient(customer.client);
    const service = serviceClient();
    const product = await createTestProduct();

    const { error: addressError } = await customer.client
      .from('delivery_addresses')
      .insert(addressFields('Casa', { phone: '333 1234567' }));
    expect(addressError).toBeNull();
    const placed = await placeOrder(customer.client, {
      lines: [{ product_id: product.id, quantity: 2 }],
      notes: 'Citofonare Verdi',
    });
    expect(placed.error).toBeNull();
    const orderId = placed.data?.id ?? '';
    const message = await customer.client.from('contact_messages').insert({
      name: 'Chiara Verdi',
      email: customer.email,
      message: 'Vorrei sapere se consegnate a Chieri.',
    });
    expect(message.error).toBeNull();
    const subscription = await anonClient()
      .from('newsletter_subscribers')
      .insert({ email: customer.email.toUpperCase(), privacy_accepted: true });
    expect(subscription.error).toBeNull();
    const announced = await customer.client.functions.invoke('admin-notifications', {
      body: {
        type: 'new_user',
        userData: { id: customer.id, name: 'Chiara Verdi', email: customer.email },
      },
    });
    expect(announced.error).toBeNull();
    expect(await rowsOf('contact_messages', 'user_id', customer.id)).toHaveLength(1);
    expect(await rowsOf('newsletter_subscribers', 'email', customer.email)).toHaveLength(1);
    const before = await service
      .from('admin_notifications')
      .select('type')
      .eq('payload->>user_id', customer.id)
      .order('type');
    expect(before.data).toEqual([{ type: 'new_order' }, { type: 'new_user' }]);

    // An order still to be delivered keeps the account.
    expect(await requestAccountDeletion(shop)).toEqual({ deleted: false, reason: 'open_orders' });
    expect(await rowsOf('profiles', 'id', customer.id)).toHaveLength(1);

    for (const status of ['in_preparation', 'shipped', 'delivered']) {
      const moved = await service.from('orders').update({ status }).eq('id', orderId);
      expect(moved.error).toBeNull();
    }
    expect(await requestAccountDeletion(shop)).toEqual({ deleted: true });

    const { data: gone } = await service.auth.admin.getUserById(customer.id);
    expect(gone.user).toBeNull();
    for (const [table, column] of [
      ['profiles', 'id'],
      ['delivery_addresses', 'user_id'],
      ['carts', 'user_id'],
      ['contact_messages', 'user_id'],
    ] as const) {
      expect(await rowsOf(table, column, customer.id), table).toEqual([]);
    }
    expect(await rowsOf('newsletter_subscribers', 'email', customer.email)).toEqual([]);
    const notifications = await service
      .from('admin_notifications')
      .select('id')
      .eq('payload->>user_id', customer.id);
    expect(notifications.data).toEqual([]);

    // The order stays as a fiscal record, without the person.
    const kept = await service
      .from('orders')
      .select(
        'user_id, status, total, customer_name, customer_email, notes, delivery_address, invoice_data',
      )
      .eq('id', orderId)
      .single();
    expect(kept.data).toEqual({
      user_id: null,
      status: 'delivered',
      total: placed.data?.total,
      customer_name: null,
      customer_email: null,
      notes: null,
      delivery_address: { postal_code: '10122', city: 'Torino', province: 'TO' },
      invoice_data: null,
    });
    const lines = await service.from('order_items').select('quantity').eq('order_id', orderId);
    expect(lines.data).toEqual([{ quantity: 2 }]);

    // The deleted person's token opens nothing any more.
    const afterwards = await customer.client.from('profiles').select('id');
    expect(afterwards.data ?? []).toEqual([]);
  });

  it('keeps the name on an invoiced order, with the invoice data as issued', async () => {
    const customer = await createCustomer('Luca Bianchi');
    const product = await createTestProduct();
    const invoice = {
      customer_type: 'private',
      tax_code: 'RSSMRA85T10A562S',
    };
    const placed = await placeOrder(customer.client, {
      lines: [{ product_id: product.id, quantity: 1 }],
      invoice_data: invoice,
    });
    expect(placed.error).toBeNull();
    const cancelled = await customer.client.rpc('cancel_order', { order_id: placed.data?.id });
    expect(cancelled.error).toBeNull();

    expect(await requestAccountDeletion(asApiClient(customer.client))).toEqual({ deleted: true });
    const kept = await serviceClient()
      .from('orders')
      .select('customer_name, customer_email, invoice_data')
      .eq('id', placed.data?.id ?? '')
      .single();
    expect(kept.data).toMatchObject({ customer_name: 'Luca Bianchi', customer_email: null });
    expect(kept.data?.invoice_data).toMatchObject({ tax_code: 'RSSMRA85T10A562S' });
  });
});
