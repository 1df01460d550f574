import 'fake-indexeddb/auto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { sendOutbox } from '../../../src/offline/outbox/outbox-sender.ts';
import { supabaseOutboxTransport } from '../../../src/offline/outbox/outbox-transport.ts';
import {
  queueStandingChange,
  standingChangesOf,
} from '../../../src/offline/outbox/standing-outbox.ts';
import type { OrderClient } from '../../../src/domain/orders/order-client.ts';
import { becomeBusiness } from '../../support/business-accounts.ts';
import { fetchDeliveryDatesWith } from '../../../src/domain/orders/order-rpc.ts';
import {
  createCustomer,
  createTestProduct,
  serviceClient,
  type SignedIn,
} from '../schema/schema-helpers.ts';

// Standing-order changes made offline (issue 23) wait in the outbox (IndexedDB, here
// fake-indexeddb) and are sent by the outbox's own sender through the real database functions:
// applied once, newest change of a thing wins, a refusal kept with the server's reason.

const asShopClient = (client: SupabaseClient) => client as unknown as OrderClient;

function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

async function restaurantWithStandingOrder(): Promise<{ customer: SignedIn; day: string }> {
  const customer = await createCustomer('Ristorante fisso offline');
  await becomeBusiness(customer.client, serviceClient(), {
    data: { company_name: 'Ristorante Offline S.r.l.' },
  });
  const address = await customer.client
    .from('delivery_addresses')
    .insert({
      label: 'Cucina',
      recipient: 'Ristorante Offline',
      street: 'Via Garibaldi 12',
      postal_code: '10122',
      city: 'Torino',
      province: 'TO',
    })
    .select('id')
    .single();
  expect(address.error).toBeNull();
  const product = await createTestProduct({ stock_quantity: 100 });
  const [day = ''] = await fetchDeliveryDatesWith(asShopClient(customer.client));
  const saved = await customer.client.rpc('save_standing_order', {
    lines: [{ weekday: isoWeekday(day), product_id: product.id, quantity: 8 }],
    address_id: (address.data as { id: string }).id,
    payment_method: 'bank_transfer',
    starts_on: day,
  });
  expect(saved.error).toBeNull();
  return { customer, day };
}

describe('standing-order changes made offline', () => {
  it('are applied once when the outbox is sent, the newest change of a day winning', async () => {
    const { customer, day } = await restaurantWithStandingOrder();
    await queueStandingChange(customer.id, { kind: 'skip', deliveryDate: day, skipped: false }, 1);
    await queueStandingChange(customer.id, { kind: 'skip', deliveryDate: day, skipped: true }, 2);
    await queueStandingChange(customer.id, { kind: 'status', status: 'paused' }, 3);
    expect(await standingChangesOf(customer.id)).toHaveLength(2);

    const transport = supabaseOutboxTransport(asShopClient(customer.client));
    await Promise.all([sendOutbox(transport), sendOutbox(transport)]);

    expect(await standingChangesOf(customer.id)).toEqual([]);
    const stored = await serviceClient()
      .from('standing_orders')
      .select('status, standing_order_changes(delivery_date, skipped)')
      .eq('user_id', customer.id)
      .single();
    expect(stored.data).toEqual({
      status: 'paused',
      standing_order_changes: [{ delivery_date: day, skipped: true }],
    });
  });

  it('keep a refused change with the reason, to read on the screen', async () => {
    const { customer, day } = await restaurantWithStandingOrder();
    const sunday = new Date(`${day}T12:00:00Z`);
    sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7 || 7));
    const sundayIso = sunday.toISOString().slice(0, 10);
    await queueStandingChange(customer.id, {
      kind: 'skip',
      deliveryDate: sundayIso,
      skipped: true,
    });

    await sendOutbox(supabaseOutboxTransport(asShopClient(customer.client)));

    expect(await standingChangesOf(customer.id)).toEqual([
      expect.objectContaining({
        id: `skip:${sundayIso}`,
        status: 'failed',
        problem: 'In quel giorno non è prevista una consegna.',
      }),
    ]);
  });
});
