import { dataOrThrow } from '@/lib/api-error';
import type { Tables, TablesInsert } from '@/types/database.gen';
import type { ApiClient } from '@/features/account/api/api-client';

/** A saved delivery address; at most one per customer is the default. */
export type DeliveryAddress = Tables<'delivery_addresses'>;

/** What the address form sends; the owner is always the caller (column default auth.uid()). */
export type AddressFields = Pick<
  TablesInsert<'delivery_addresses'>,
  'label' | 'recipient' | 'street' | 'postal_code' | 'city' | 'province' | 'phone' | 'notes'
> & { is_default: boolean };

/** The customer's addresses, the default first, then in the order they were saved. */
export async function fetchAddresses(
  client: ApiClient,
  userId: string,
): Promise<DeliveryAddress[]> {
  return dataOrThrow(
    await client
      .from('delivery_addresses')
      .select('*')
      .eq('user_id', userId)
      .order('is_default', { ascending: false })
      .order('created_at', { ascending: true }),
  );
}

/**
 * Saves a new address. The database makes the first one the default and, when this one is
 * marked default, takes the mark off the previous default in the same statement.
 */
export async function addAddress(
  client: ApiClient,
  fields: AddressFields,
): Promise<DeliveryAddress> {
  return dataOrThrow(await client.from('delivery_addresses').insert(fields).select('*').single());
}

/** Changes an address of the caller's; another customer's id matches no row and fails. */
export async function updateAddress(
  client: ApiClient,
  id: string,
  fields: Partial<AddressFields>,
): Promise<DeliveryAddress> {
  return dataOrThrow(
    await client.from('delivery_addresses').update(fields).eq('id', id).select('*').single(),
  );
}

/**
 * Deletes an address of the caller's (the database promotes another one to default when the
 * default goes). Answers whether a row was deleted: RLS hides other customers' rows.
 */
export async function deleteAddress(client: ApiClient, id: string): Promise<boolean> {
  const deleted = dataOrThrow(
    await client.from('delivery_addresses').delete().eq('id', id).select('id'),
  );
  return deleted.length > 0;
}
