import { describe, expect, it } from 'vitest';
import {
  createCustomer,
  createTestProduct,
  expectPgError,
  placeOrder,
  serviceClient,
} from './schema-helpers.ts';
import { becomeBusiness } from '../../support/business-accounts.ts';

// Profiles are created at sign-up, hold invoicing data validated in the database, and go away
// with the auth user; saved addresses keep exactly one default per customer.

const address = (label: string, extra: Record<string, unknown> = {}) => ({
  label,
  recipient: 'Anna Neri',
  street: 'Via Cernaia 30',
  postal_code: '10122',
  city: 'Torino',
  province: 'TO',
  ...extra,
});

describe('profiles', () => {
  it('are created at sign-up with the registration name and e-mail, with a cart', async () => {
    const customer = await createCustomer('  Anna Neri  ');
    const { data } = await customer.client.from('profiles').select('*').single();
    expect(data).toMatchObject({
      id: customer.id,
      full_name: 'Anna Neri',
      email: customer.email,
      customer_type: 'private',
      vat_number: null,
    });
    const cart = await customer.client.from('carts').select('user_id').single();
    expect(cart.data).toEqual({ user_id: customer.id });
  });

  it('become business profiles only through the bakery, with its data written whole', async () => {
    const customer = await createCustomer('Trattoria Prova');
    const selfGranted = await customer.client
      .from('profiles')
      .update({
        customer_type: 'business',
        company_name: 'Trattoria Prova S.r.l.',
        vat_number: '09456120014',
        sdi_code: 'ABC1234',
      })
      .eq('id', customer.id);
    expectPgError(selfGranted.error, '42501');

    // The database's own rule still holds for whoever writes: a business needs its data.
    const incomplete = await serviceClient()
      .from('profiles')
      .update({ customer_type: 'business' })
      .eq('id', customer.id);
    expectPgError(incomplete.error, '23514');

    await becomeBusiness(customer.client, serviceClient(), {
      data: {
        company_name: 'Trattoria Prova S.r.l.',
        vat_number: 'IT 09456120014',
        sdi_code: 'abc1234',
      },
    });
    const { data } = await customer.client
      .from('profiles')
      .select('customer_type, company_name, vat_number, sdi_code, tax_code')
      .single();
    expect(data).toEqual({
      customer_type: 'business',
      company_name: 'Trattoria Prova S.r.l.',
      vat_number: '09456120014',
      sdi_code: 'ABC1234',
      tax_code: '11876540011',
    });
    // Approved, the codice fiscale is part of the business's identity.
    const changedTaxCode = await customer.client
      .from('profiles')
      .update({ tax_code: '09456120014' })
      .eq('id', customer.id);
    expectPgError(changedTaxCode.error, '42501');
  });

  it('validate the codice fiscale check letter', async () => {
    const customer = await createCustomer('Mario Rossi');
    const wrong = await customer.client
      .from('profiles')
      .update({ tax_code: 'RSSMRA85T10A562T' })
      .eq('id', customer.id);
    expectPgError(wrong.error, '23514');
    const right = await customer.client
      .from('profiles')
      .update({ tax_code: 'rssmra85t10a562s' })
      .eq('id', customer.id);
    expect(right.error).toBeNull();
  });

  it("keep e-mail and id out of the client's reach", async () => {
    const customer = await createCustomer('Cliente');
    const email = await customer.client
      .from('profiles')
      .update({ email: 'other@example.com' })
      .eq('id', customer.id);
    expectPgError(email.error, '42501');
  });

  it('are erased with the auth user, while their orders stay without the link', async () => {
    const customer = await createCustomer('Cliente da cancellare');
    const product = await createTestProduct();
    await customer.client.from('delivery_addresses').insert(address('Casa'));
    const placed = await placeOrder(customer.client, {
      lines: [{ product_id: product.id, quantity: 1 }],
    });
    const service = serviceClient();

    expect((await service.auth.admin.deleteUser(customer.id)).error).toBeNull();

    for (const [table, column] of [
      ['profiles', 'id'],
      ['delivery_addresses', 'user_id'],
      ['carts', 'user_id'],
    ] as const) {
      const { data } = await service.from(table).select(column).eq(column, customer.id);
      expect(data, table).toEqual([]);
    }
    const order = await service
      .from('orders')
      .select('user_id, total')
      .eq('id', placed.data?.id ?? '')
      .single();
    expect(order.data).toEqual({ user_id: null, total: placed.data?.total });
  });
});

describe('delivery addresses', () => {
  it('make the first address the default and keep a single default', async () => {
    const customer = await createCustomer('Cliente indirizzi');
    const first = await customer.client
      .from('delivery_addresses')
      .insert(address('Casa', { province: 'to' }))
      .select()
      .single();
    expect(first.data).toMatchObject({ user_id: customer.id, is_default: true, province: 'TO' });

    const second = await customer.client
      .from('delivery_addresses')
      .insert(address('Lavoro', { is_default: true }))
      .select()
      .single();
    expect(second.error).toBeNull();
    const defaults = async () =>
      (await customer.client.from('delivery_addresses').select('label').eq('is_default', true))
        .data;
    expect(await defaults()).toEqual([{ label: 'Lavoro' }]);

    await customer.client.from('delivery_addresses').delete().eq('label', 'Lavoro');
    expect(await defaults()).toEqual([{ label: 'Casa' }]);
  });

  it('refuse malformed postal codes and provinces', async () => {
    const customer = await createCustomer('Cliente distratto');
    const cap = await customer.client
      .from('delivery_addresses')
      .insert(address('Casa', { postal_code: '1012' }));
    expectPgError(cap.error, '23514');
    const province = await customer.client
      .from('delivery_addresses')
      .insert(address('Casa', { province: 'Torino' }));
    expectPgError(province.error, '23514');
  });

  it('cannot be created for someone else', async () => {
    const owner = await createCustomer('Proprietario');
    const intruder = await createCustomer('Intruso');
    const forged = await intruder.client
      .from('delivery_addresses')
      .insert({ ...address('Falso'), user_id: owner.id });
    expectPgError(forged.error, '42501');
  });

  it('are a short list on purpose: twenty at most, with an Italian reason', async () => {
    const customer = await createCustomer('Catena di ristoranti');
    const twenty = Array.from({ length: 20 }, (_, index) => address(`Sede ${index + 1}`));
    const saved = await customer.client.from('delivery_addresses').insert(twenty);
    expect(saved.error).toBeNull();
    const oneMore = await customer.client.from('delivery_addresses').insert(address('Sede 21'));
    expectPgError(oneMore.error, 'P0001', 'too_many_addresses');
    expect(oneMore.error?.hint).toBe(
      'Puoi salvare al massimo 20 indirizzi: eliminane uno che non usi più.',
    );
    await customer.client.from('delivery_addresses').delete().eq('label', 'Sede 1');
    const again = await customer.client.from('delivery_addresses').insert(address('Sede 21'));
    expect(again.error).toBeNull();
  });
});
