import { dataOrThrow, type SupabaseResult } from '@/lib/api-error';

/**
 * The most rows one API answer carries: the API caps every response (max_rows in
 * supabase/config.toml, 1,000 as on hosted Supabase) and says nothing when it cuts a list
 * short. Keep the two equal.
 */
export const API_MAX_ROWS = 1000;

/**
 * Every row of a list that may outgrow one answer, read page after page until a page comes
 * back short. `page(from, to)` asks for rows from..to (inclusive) of a list ordered by a unique
 * key, so no row moves between pages. A list shorter than a page costs one request.
 */
export async function readAllPages<Row>(
  page: (from: number, to: number) => PromiseLike<SupabaseResult<Row[]>>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += API_MAX_ROWS) {
    const chunk = dataOrThrow(await page(from, from + API_MAX_ROWS - 1));
    rows.push(...chunk);
    if (chunk.length < API_MAX_ROWS) return rows;
  }
}
