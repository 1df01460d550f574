import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '@/types/database.gen';
import type { FieldMeasureRow } from '@/app/field-measures/field-measure';

export interface MeasuresApi {
  supabaseUrl: string;
  anonKey: string;
}

// `keepalive`: the measures leave as the visitor leaves the page (a tab closed, another app),
// and a plain request would be cancelled with the page.
const keepaliveFetch: typeof fetch = (input, init) => fetch(input, { ...init, keepalive: true });

/**
 * Adds the rows to `field_measures` as an anonymous visitor (the anon key, never the visitor's
 * session: a measure names no one), with supabase-js's own PostgREST client. Throws on failure.
 */
export async function sendFieldMeasures(api: MeasuresApi, rows: FieldMeasureRow[]): Promise<void> {
  if (rows.length === 0) return;
  const rest = new PostgrestClient<Database>(`${api.supabaseUrl}/rest/v1`, {
    headers: { apikey: api.anonKey, Authorization: `Bearer ${api.anonKey}` },
    fetch: keepaliveFetch,
  });
  const { error } = await rest.from('field_measures').insert(rows);
  if (error) throw new Error(`field_measures: ${error.message}`);
}
