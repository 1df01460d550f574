import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import type { UploadPayload } from './upload-body.ts';

/** storage.objects.metadata as the Storage server writes it (S3's view of the bytes). */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export function objectMetadataFor(payload: UploadPayload, lastModified: Date): ObjectMetadata {
  return {
    // S3 ETags are the quoted MD5 of a single-part upload.
    eTag: `"${createHash('md5').update(payload.bytes).digest('hex')}"`,
    size: payload.bytes.byteLength,
    mimetype: payload.contentType,
    cacheControl: payload.cacheControl,
    lastModified: lastModified.toISOString(),
    contentLength: payload.bytes.byteLength,
    httpStatusCode: 200,
  };
}

/** One object row about to be written. */
export interface ObjectWrite {
  bucketId: string;
  name: string;
  owner: string | null;
  ownerId: string | null;
  /** Null only for copies of rows that were written by SQL rather than uploaded. */
  metadata: ObjectMetadata | null;
  userMetadata: Record<string, unknown> | null;
  lastModified: Date;
}

/** $1 … $8 of every object write below. */
function writeValues(write: ObjectWrite): unknown[] {
  return [
    write.bucketId,
    write.name,
    write.owner,
    write.ownerId,
    write.metadata === null ? null : JSON.stringify(write.metadata),
    write.userMetadata === null ? null : JSON.stringify(write.userMetadata),
    randomUUID(),
    write.lastModified.toISOString(),
  ];
}

const insertSql = `insert into storage.objects
  (bucket_id, name, owner, owner_id, metadata, user_metadata, version, created_at, updated_at, last_accessed_at, id)
  values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $8, $8, $9)`;

/**
 * INSERT only: no RETURNING, because RETURNING would also demand a SELECT policy and an
 * upload needs nothing but INSERT (SUPABASE-API.md §5.2). The id is chosen here instead.
 */
export async function insertObject(tx: Queryable, write: ObjectWrite): Promise<string> {
  const id = randomUUID();
  await tx.query(insertSql, [...writeValues(write), id]);
  return id;
}

/** INSERT … ON CONFLICT DO UPDATE: PostgreSQL itself then requires INSERT, SELECT and UPDATE policies. */
export async function upsertObject(tx: Queryable, write: ObjectWrite): Promise<void> {
  await tx.query(
    `${insertSql}
     on conflict (bucket_id, name) do update set
       owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
       user_metadata = excluded.user_metadata, version = excluded.version,
       updated_at = excluded.updated_at, last_accessed_at = excluded.last_accessed_at`,
    [...writeValues(write), randomUUID()],
  );
}

/** UPDATE of an existing object (PUT): false when RLS hides it or it does not exist. */
export async function updateObject(tx: Queryable, write: ObjectWrite): Promise<boolean> {
  const result = await tx.query(
    `update storage.objects set
       owner = $3, owner_id = $4, metadata = $5::jsonb, user_metadata = $6::jsonb, version = $7,
       updated_at = $8, last_accessed_at = $8
     where bucket_id = $1 and name = $2`,
    writeValues(write),
  );
  return result.affectedRows > 0;
}

export interface StoredObject {
  id: string;
  name: string;
  bucketId: string;
  version: string | null;
  metadata: ObjectMetadata | null;
  userMetadata: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
}

interface StoredObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
}

/** One object as the current role may see it (RLS applies unless the caller is privileged). */
export async function findObject(
  tx: Queryable,
  bucketId: string,
  name: string,
): Promise<StoredObject | undefined> {
  // to_json(…) #>> '{}' gives ISO 8601 text from both PGlite and node-postgres.
  const { rows } = await tx.query<StoredObjectRow>(
    `select id, name, bucket_id, version, metadata, user_metadata,
            to_json(created_at) #>> '{}' as created_at, to_json(updated_at) #>> '{}' as updated_at
       from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    bucketId: row.bucket_id,
    version: row.version,
    metadata: row.metadata,
    userMetadata: row.user_metadata,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The object as the list and remove endpoints return it. */
const objectJson = `json_build_object(
  'name', name, 'id', id, 'bucket_id', bucket_id, 'owner', owner, 'owner_id', owner_id,
  'version', version, 'metadata', metadata, 'user_metadata', user_metadata,
  'created_at', created_at, 'updated_at', updated_at, 'last_accessed_at', last_accessed_at) as object`;

/** DELETE … RETURNING: needs DELETE and SELECT policies, as remove() does on hosted Supabase. */
export async function deleteObjects(
  tx: Queryable,
  bucketId: string,
  names: string[],
): Promise<Record<string, unknown>[]> {
  const { rows } = await tx.query<{ object: Record<string, unknown> }>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${objectJson}`,
    [bucketId, names],
  );
  return rows.map((row) => row.object);
}

/** Renames an object (possibly into another bucket); its bytes follow because they hang off its id. */
export async function moveObject(
  tx: Queryable,
  from: { bucketId: string; name: string },
  to: { bucketId: string; name: string; owner: string | null; ownerId: string | null },
): Promise<boolean> {
  const result = await tx.query(
    `update storage.objects set bucket_id = $3, name = $4, owner = $5, owner_id = $6,
       updated_at = now(), last_accessed_at = now()
     where bucket_id = $1 and name = $2`,
    [from.bucketId, from.name, to.bucketId, to.name, to.owner, to.ownerId],
  );
  return result.affectedRows > 0;
}

/** The id of an object regardless of RLS (call inside asStorageAdmin). */
export async function objectIdOf(
  tx: Queryable,
  bucketId: string,
  name: string,
): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    'select id from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, name],
  );
  return rows[0]?.id;
}

/** Object bytes live in local_stack.object_data, which API roles cannot touch (call inside asStorageAdmin). */
export async function writeBytes(
  tx: Queryable,
  objectId: string,
  bytes: Uint8Array,
): Promise<void> {
  await tx.query(
    `insert into local_stack.object_data (object_id, content) values ($1, $2::bytea)
     on conflict (object_id) do update set content = excluded.content`,
    [objectId, bytes],
  );
}

export async function copyBytes(
  tx: Queryable,
  fromObjectId: string,
  toObjectId: string,
): Promise<void> {
  await tx.query(
    `insert into local_stack.object_data (object_id, content)
     select $2, content from local_stack.object_data where object_id = $1
     on conflict (object_id) do update set content = excluded.content`,
    [fromObjectId, toObjectId],
  );
}

export async function readBytes(tx: Queryable, objectId: string): Promise<Uint8Array | undefined> {
  const { rows } = await tx.query<{ content: Uint8Array }>(
    'select content from local_stack.object_data where object_id = $1',
    [objectId],
  );
  return rows[0]?.content;
}
