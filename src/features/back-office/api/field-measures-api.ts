import type { ApiClient } from '@/features/back-office/api/api-client';
import { dataOrThrow } from '@/lib/api-error';
import type { Database } from '@/types/database.gen';

/** One figure: the p75 of a metric on a route and day, and how many measures it rests on. */
export type FieldMeasureP75 =
  Database['public']['Functions']['admin_field_measures']['Returns'][number];

/** p75 per route, day and metric over the last `days` days (admins only, RLS). */
export async function fetchFieldMeasures(
  client: ApiClient,
  days: number,
): Promise<FieldMeasureP75[]> {
  return dataOrThrow(await client.rpc('admin_field_measures', { days }));
}
