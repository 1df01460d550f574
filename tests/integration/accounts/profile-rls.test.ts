import { describe, expect, it } from 'vitest';
import {
  addAddress,
  deleteAddress,
  fetchAddresses,
  updateAddress,
} from '../../../src/features/account/api/address-api.ts';
import { fetchProfile, saveProfile } from '../../../src/features/account/api/profile-api.ts';
import { ApiError } from '../../../src/lib/api-error.ts';
import { anonClient, createCustomer, serviceClient } from '../schema/schema-helpers.ts';
import { addressFields, asApiClient } from './account-helpers.ts';

// The account feature's own API functions against the real RLS policies: a customer sees and
// changes only their own profile and addresses.

async function twoCustomers() {
  const [anna, marco] = await Promise.all([createCustomer('Anna Neri'), createCustomer('Marco')]);
  return {
    anna: { ...anna, shop: asApiClient(anna.client) },
    marco: { ...marco, shop: asApiClient(marco.client) },
  };
}

describe('profile', () => {
  it('is readable and editable by its owner only', async () => {
    const { anna, marco } = await twoCustomers();
    expect(await fetchProfile(anna.shop, anna.id)).toMatchObject({
      id: anna.id,
      full_name: 'Anna Neri',
      email: anna.email,
      customer_type: 'private',
    });

    // Another customer's row is invisible: reading or saving it finds nothing.
    await expect(fetchProfile(marco.shop, anna.id)).rejects.toBeInstanceOf(ApiError);
    await expect(
      saveProfile(marco.shop, anna.id, { full_name: 'Preso da Marco' }),
    ).rejects.toBeInstanceOf(ApiError);
    const untouched = await serviceClient()
      .from('profiles')
      .select('full_name')
      .eq('id', anna.id)
      .single();
    expect(untouched.data).toEqual({ full_name: 'Anna Neri' });

    // Anonymous visitors see no profile at all.
    const anonymous = await anonClient().from('profiles').select('id');
    expect(anonymous.data ?? []).toEqual([]);
  });

  it('leaves business status to the bakery: a customer saves only their own details', async () => {
    const { anna } = await twoCustomers();
    // Every way a customer could make themselves a business is refused by the grants.
    for (const changes of [
      { customer_type: 'business' },
      { company_name: 'Osteria Neri S.r.l.' },
      { vat_number: '09456120014' },
      { sdi_code: 'ABC1234' },
      { pec: 'osteria@pec.it' },
    ]) {
      const { error } = await anna.client.from('profiles').update(changes).eq('id', anna.id);
      expect(error?.code, JSON.stringify(changes)).toBe('42501');
    }

    const saved = await saveProfile(anna.shop, anna.id, {
      full_name: 'Anna Neri',
      phone: '+39 011 555 1234',
      tax_code: 'rssmra85t10a562s',
    });
    expect(saved).toMatchObject({
      customer_type: 'private',
      company_name: null,
      vat_number: null,
      tax_code: 'RSSMRA85T10A562S',
      phone: '+39 011 555 1234',
    });
  });
});

describe('delivery addresses', () => {
  it('belong to their owner: others can neither see, change nor delete them', async () => {
    const { anna, marco } = await twoCustomers();
    const home = await addAddress(anna.shop, addressFields('Casa'));
    const restaurant = await addAddress(
      anna.shop,
      addressFields('Ristorante', { street: 'Via Po 1', is_default: true }),
    );
    expect(home.user_id).toBe(anna.id);

    // The newest default replaced the first one (one default per customer).
    expect((await fetchAddresses(anna.shop, anna.id)).map((a) => [a.label, a.is_default])).toEqual([
      ['Ristorante', true],
      ['Casa', false],
    ]);

    expect(await fetchAddresses(marco.shop, anna.id)).toEqual([]);
    await expect(
      updateAddress(marco.shop, home.id, { street: 'Via di Marco 9' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(await deleteAddress(marco.shop, restaurant.id)).toBe(false);
    // Nor can Marco file an address under Anna's name.
    const planted = await marco.client
      .from('delivery_addresses')
      .insert({ ...addressFields('Trappola'), user_id: anna.id });
    expect(planted.error?.code).toBe('42501');

    expect((await fetchAddresses(anna.shop, anna.id)).map((a) => a.street)).toEqual([
      'Via Po 1',
      'Via Cernaia 30',
    ]);
  });

  it('are edited and deleted by their owner; deleting the default promotes another', async () => {
    const { anna } = await twoCustomers();
    const home = await addAddress(anna.shop, addressFields('Casa'));
    const office = await addAddress(anna.shop, addressFields('Ufficio', { street: 'Via Roma 5' }));
    expect(home.is_default).toBe(true);

    const moved = await updateAddress(anna.shop, office.id, { province: 'mi', city: 'Milano' });
    expect(moved).toMatchObject({ province: 'MI', city: 'Milano' });

    expect(await deleteAddress(anna.shop, home.id)).toBe(true);
    expect(await fetchAddresses(anna.shop, anna.id)).toEqual([
      expect.objectContaining({ id: office.id, is_default: true }),
    ]);
  });

  it('are checked by the database too: CAP of five digits, two-letter province', async () => {
    const { anna } = await twoCustomers();
    await expect(
      addAddress(anna.shop, addressFields('Casa', { postal_code: '1012' })),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      addAddress(anna.shop, addressFields('Casa', { province: 'Torino' })),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
