import type { Queryable } from '../db/types.ts';
import { holdsNul } from '../db/text-values.ts';

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  sortColumn: 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';
  sortOrder: 'asc' | 'desc';
  search: string;
}

/** `%`, `_` and `\` are literal characters in object names, not LIKE wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * One folder level under `prefix`, like the Storage server's storage.search(): sub-folders first
 * (`id: null`, sorted by name), then the files at this level sorted by the chosen column; `search`
 * matches the start of the names, case-insensitively. RLS decides which objects exist for the
 * caller, so folders only appear when the caller can see something inside them.
 */
export async function listObjects(
  tx: Queryable,
  bucketId: string,
  options: ListOptions,
): Promise<Record<string, unknown>[]> {
  // storage-js passes the folder without its trailing slash; the server adds it.
  const prefix =
    options.prefix === '' || options.prefix.endsWith('/') ? options.prefix : `${options.prefix}/`;
  if (holdsNul([bucketId])) return [];
  const level = prefix.split('/').length;
  const order = options.sortOrder === 'desc' ? 'desc' : 'asc';
  // sortColumn comes from a closed set (validated by the route), so it is safe in the SQL text.
  const { rows } = await tx.query<{ entry: Record<string, unknown> }>(
    `with visible as (
       select name, id, updated_at, created_at, last_accessed_at, metadata, path_tokens
         from storage.objects
        where bucket_id = $1 and name ilike $2 escape '\\'
     ), entries as (
       select distinct path_tokens[$3] as name, null::uuid as id, null::timestamptz as updated_at,
              null::timestamptz as created_at, null::timestamptz as last_accessed_at,
              null::jsonb as metadata, true as is_folder
         from visible where array_length(path_tokens, 1) > $3
       union all
       select path_tokens[$3], id, updated_at, created_at, last_accessed_at, metadata, false
         from visible where array_length(path_tokens, 1) = $3
     )
     select json_build_object('name', name, 'id', id, 'updated_at', updated_at,
              'created_at', created_at, 'last_accessed_at', last_accessed_at, 'metadata', metadata) as entry
       from entries
      order by is_folder desc, case when is_folder then name end ${order},
               ${options.sortColumn} ${order}, name ${order}
      limit $4 offset $5`,
    [bucketId, `${escapeLike(prefix + options.search)}%`, level, options.limit, options.offset],
  );
  return rows.map((row) => row.entry);
}
