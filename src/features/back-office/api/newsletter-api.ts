import type { ApiClient } from '@/features/back-office/api/api-client';
import { dataOrThrow } from '@/lib/api-error';
import type { Tables } from '@/types/database.gen';
import { containsPattern } from '@/lib/like-pattern';
import { readAllPages } from '@/lib/read-all-pages';

export type Subscriber = Pick<Tables<'newsletter_subscribers'>, 'id' | 'email' | 'created_at'>;

export const SUBSCRIBERS_PAGE_SIZE = 50;

export interface SubscriberPage {
  rows: Subscriber[];
  total: number;
}

/** Subscribers whose e-mail contains `search`, newest first (the consent date). */
function subscribersQuery(client: ApiClient, search: string, count?: 'exact') {
  let query = client
    .from('newsletter_subscribers')
    .select('id, email, created_at', count ? { count } : undefined);
  const pattern = containsPattern(search);
  if (pattern) query = query.ilike('email', pattern);
  return query.order('created_at', { ascending: false }).order('id');
}

/** One page of the subscribers and how many match in all. */
export async function fetchSubscriberPage(
  client: ApiClient,
  search: string,
  page: number,
): Promise<SubscriberPage> {
  const from = (page - 1) * SUBSCRIBERS_PAGE_SIZE;
  const result = await subscribersQuery(client, search, 'exact').range(
    from,
    from + SUBSCRIBERS_PAGE_SIZE - 1,
  );
  return { rows: dataOrThrow(result), total: result.count ?? 0 };
}

/** Every matching subscriber, for the CSV export: as many pages of the API as it takes. */
export async function fetchAllSubscribers(
  client: ApiClient,
  search: string,
): Promise<Subscriber[]> {
  return readAllPages((from, to) => subscribersQuery(client, search).range(from, to));
}

/** Removes a subscriber (a request to be forgotten, or a bounced address). */
export async function removeSubscriber(client: ApiClient, id: string): Promise<void> {
  dataOrThrow(
    await client.from('newsletter_subscribers').delete().eq('id', id).select('id').single(),
  );
}
