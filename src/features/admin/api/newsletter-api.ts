import type { ApiClient } from '@/features/admin/api/api-client';
import { dataOrThrow } from '@/lib/api-error';
import type { Tables } from '@/lib/database.gen';

export type Subscriber = Pick<Tables<'newsletter_subscribers'>, 'id' | 'email' | 'created_at'>;

/**
 * Every subscriber (newest first), filtered by e-mail. A bakery's list is hundreds, not
 * millions, of addresses: the page shows them all and the CSV export needs them all anyway.
 */
export async function fetchSubscribers(client: ApiClient, search: string): Promise<Subscriber[]> {
  let query = client.from('newsletter_subscribers').select('id, email, created_at');
  const words = search.replace(/[%_\\]/g, '').trim();
  if (words) query = query.ilike('email', `%${words}%`);
  return dataOrThrow(await query.order('created_at', { ascending: false }).limit(5000));
}

/** Removes a subscriber (a request to be forgotten, or a bounced address). */
export async function removeSubscriber(client: ApiClient, id: string): Promise<void> {
  dataOrThrow(
    await client.from('newsletter_subscribers').delete().eq('id', id).select('id').single(),
  );
}
