import type { Queryable } from '../db/types.ts';
import { ownerColumns } from './storage-scope.ts';
import { holdsNul } from '../db/text-values.ts';

/** What an upload must respect, read with the server's own rights (buckets usually have no policies). */
export interface BucketRules {
  id: string;
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

interface BucketRulesRow {
  id: string;
  public: boolean | null;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

export async function findBucketRules(
  db: Queryable,
  bucketId: string,
): Promise<BucketRules | undefined> {
  if (holdsNul([bucketId])) return undefined;
  const { rows } = await db.query<BucketRulesRow>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [bucketId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    public: row.public === true,
    fileSizeLimit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowedMimeTypes: row.allowed_mime_types,
  };
}

/** The bucket as the Storage API returns it, built in SQL so PGlite and PostgreSQL agree. */
const bucketJson = `json_build_object(
  'id', id, 'name', name, 'owner', coalesce(owner_id, owner::text), 'public', coalesce(public, false),
  'file_size_limit', file_size_limit, 'allowed_mime_types', allowed_mime_types,
  'created_at', created_at, 'updated_at', updated_at) as bucket`;

export type BucketJson = Record<string, unknown>;

const sortableBucketColumns = new Set(['id', 'name', 'created_at', 'updated_at']);

export interface BucketListOptions {
  limit?: number;
  offset?: number;
  sortColumn?: string;
  sortOrder?: string;
  search?: string;
}

export async function listBuckets(
  tx: Queryable,
  options: BucketListOptions,
): Promise<BucketJson[]> {
  const column = sortableBucketColumns.has(options.sortColumn ?? '') ? options.sortColumn : 'name';
  const order = options.sortOrder === 'desc' ? 'desc' : 'asc';
  const { rows } = await tx.query<{ bucket: BucketJson }>(
    `select ${bucketJson} from storage.buckets
      where ($1::text is null or name ilike '%' || $1 || '%')
      order by ${column} ${order}, id
      limit $2 offset $3`,
    [options.search ?? null, options.limit ?? null, options.offset ?? 0],
  );
  return rows.map((row) => row.bucket);
}

export async function getBucket(tx: Queryable, id: string): Promise<BucketJson | undefined> {
  if (holdsNul([id])) return undefined;
  const { rows } = await tx.query<{ bucket: BucketJson }>(
    `select ${bucketJson} from storage.buckets where id = $1`,
    [id],
  );
  return rows[0]?.bucket;
}

export interface BucketSettings {
  public?: boolean | undefined;
  fileSizeLimit?: number | null | undefined;
  allowedMimeTypes?: string[] | null | undefined;
}

export async function insertBucket(
  tx: Queryable,
  bucket: { id: string; name: string; owner: string | null } & BucketSettings,
): Promise<void> {
  const owner = ownerColumns(bucket.owner);
  await tx.query(
    `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      bucket.id,
      bucket.name,
      owner.owner,
      owner.ownerId,
      bucket.public ?? false,
      bucket.fileSizeLimit ?? null,
      bucket.allowedMimeTypes ?? null,
    ],
  );
}

/** Changes only the settings present in `settings` (absent keys keep their value, null clears). */
export async function updateBucket(
  tx: Queryable,
  id: string,
  settings: BucketSettings,
): Promise<boolean> {
  const assignments: string[] = ['updated_at = now()'];
  const params: unknown[] = [id];
  const set = (column: string, value: unknown) => {
    params.push(value);
    assignments.push(`${column} = $${params.length}`);
  };
  if (settings.public !== undefined) set('public', settings.public);
  if (settings.fileSizeLimit !== undefined) set('file_size_limit', settings.fileSizeLimit);
  if (settings.allowedMimeTypes !== undefined) set('allowed_mime_types', settings.allowedMimeTypes);
  const result = await tx.query(
    `update storage.buckets set ${assignments.join(', ')} where id = $1`,
    params,
  );
  return result.affectedRows > 0;
}

export async function bucketHasObjects(tx: Queryable, id: string): Promise<boolean> {
  const { rows } = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [
    id,
  ]);
  return rows.length > 0;
}

export async function deleteBucket(tx: Queryable, id: string): Promise<boolean> {
  const result = await tx.query('delete from storage.buckets where id = $1', [id]);
  return result.affectedRows > 0;
}

export async function emptyBucket(tx: Queryable, id: string): Promise<void> {
  await tx.query('delete from storage.objects where bucket_id = $1', [id]);
}
