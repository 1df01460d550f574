import { dataOrThrow } from '@/lib/api-error';
import type { Tables, TablesUpdate } from '@/types/database.gen';
import type { ApiClient } from '@/features/account/api/api-client';

/** A row of `profiles`: contact and invoicing data of one customer. */
export type Profile = Tables<'profiles'>;

/**
 * The columns a customer may change (the others are not granted to clients): the fiscal
 * identity of a business is the bakery's to grant (decision 015), a private customer's codice
 * fiscale is theirs.
 */
export type ProfileChanges = Pick<TablesUpdate<'profiles'>, 'full_name' | 'phone' | 'tax_code'>;

// The client is a parameter so the integration tests run these very functions against RLS.

/** The signed-in customer's profile (RLS: only their own row is visible to them). */
export async function fetchProfile(client: ApiClient, userId: string): Promise<Profile> {
  return dataOrThrow(await client.from('profiles').select('*').eq('id', userId).single());
}

/**
 * Saves the profile and answers the row as stored (the database normalises codes). Someone
 * else's id matches no row for this user, which fails like a missing profile.
 */
export async function saveProfile(
  client: ApiClient,
  userId: string,
  changes: ProfileChanges,
): Promise<Profile> {
  return dataOrThrow(
    await client.from('profiles').update(changes).eq('id', userId).select('*').single(),
  );
}
