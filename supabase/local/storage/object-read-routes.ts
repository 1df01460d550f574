import { z } from 'zod';
import type { Queryable } from '../db/types.ts';
import type { StackContext } from '../http/types.ts';
import { jsonResponse } from '../http/types.ts';
import { findBucketRules } from './bucket-store.ts';
import { listObjects } from './list-objects.ts';
import { assertValidKey, assertValidPrefix, type ObjectLocation } from './object-keys.ts';
import { findObject, readBytes, type StoredObject } from './object-store.ts';
import { readJsonBody } from './request-body.ts';
import { objectResponse } from './serve-object.ts';
import { signedObjectPath, verifySignedObjectToken } from './signed-urls.ts';
import { storageErrors } from './storage-errors.ts';
import { asStorageAdmin, inStorageScope, requestIdentity } from './storage-scope.ts';

/** How a read is authorised: as the caller under RLS, or by the server (public bucket, signed URL). */
export type ReadAccess = 'authenticated' | 'public' | 'signed';

interface LoadedObject {
  object: StoredObject;
  bytes: Uint8Array | undefined;
}

async function loadAsServer(
  tx: Queryable,
  location: ObjectLocation,
  withBytes: boolean,
): Promise<LoadedObject> {
  const object = await findObject(tx, location.bucketId, location.key);
  if (!object) throw storageErrors.noSuchKey();
  return { object, bytes: withBytes ? await readBytes(tx, object.id) : undefined };
}

/**
 * Finds an object (and its bytes): as the caller under RLS for authenticated reads; as the
 * server for public buckets (no policy needed, SUPABASE-API.md §5.1) and valid signed URLs.
 */
async function loadObject(
  request: Request,
  ctx: StackContext,
  location: ObjectLocation,
  access: ReadAccess,
  withBytes: boolean,
): Promise<LoadedObject> {
  const url = new URL(request.url);
  if (access === 'signed') {
    await verifySignedObjectToken(
      url.searchParams.get('token'),
      location.bucketId,
      location.key,
      ctx.keys,
    );
  }
  if (access !== 'authenticated') {
    const bucket = await findBucketRules(ctx.db, location.bucketId);
    if (!bucket || (access === 'public' && !bucket.public)) throw storageErrors.noSuchBucket();
    return ctx.db.transaction((tx) => loadAsServer(tx, location, withBytes));
  }
  const identity = await requestIdentity(request, ctx);
  return inStorageScope(
    ctx,
    request,
    identity,
    'storage.object.get',
    async (tx) => {
      const object = await findObject(tx, location.bucketId, location.key);
      if (!object) throw storageErrors.noSuchKey();
      const bytes = withBytes
        ? await asStorageAdmin(tx, identity, () => readBytes(tx, object.id))
        : undefined;
      return { object, bytes };
    },
    { readOnly: true },
  );
}

/** `GET|HEAD /object/{public|authenticated|sign}/{bucket}/{key}` (and the legacy `/object/{bucket}/{key}`). */
export async function downloadObject(
  request: Request,
  ctx: StackContext,
  location: ObjectLocation,
  access: ReadAccess,
): Promise<Response> {
  const { object, bytes } = await loadObject(request, ctx, location, access, true);
  if (!bytes) throw storageErrors.noSuchKey();
  return objectResponse(request, object, bytes, new URL(request.url).searchParams.get('download'));
}

/** `GET /object/info/[public|authenticated/]{bucket}/{key}`, shaped like the Storage InfoRenderer. */
export async function objectInfo(
  request: Request,
  ctx: StackContext,
  location: ObjectLocation,
  access: ReadAccess,
): Promise<Response> {
  const { object } = await loadObject(request, ctx, location, access, false);
  const metadata = object.metadata;
  return jsonResponse({
    id: object.id,
    name: object.name,
    version: object.version,
    bucket_id: object.bucketId,
    size: metadata?.size ?? null,
    content_type: metadata?.mimetype ?? null,
    cache_control: metadata?.cacheControl ?? null,
    etag: metadata?.eTag ?? null,
    // Storage answers `{}` for an object uploaded without user metadata, never null.
    metadata: object.userMetadata ?? {},
    last_modified: object.updatedAt,
    created_at: object.createdAt,
  });
}

const listBody = z.object({
  prefix: z.string().default(''),
  limit: z.number().int().min(1).default(100),
  offset: z.number().int().min(0).default(0),
  sortBy: z
    .object({
      column: z.enum(['name', 'updated_at', 'created_at', 'last_accessed_at']).default('name'),
      order: z.enum(['asc', 'desc']).default('asc'),
    })
    .default({ column: 'name', order: 'asc' }),
  search: z.string().default(''),
});

/** `POST /object/list/{bucket}`: one folder level, as the caller may see it. */
export async function listObjectsRoute(
  request: Request,
  ctx: StackContext,
  bucketId: string,
): Promise<Response> {
  const identity = await requestIdentity(request, ctx);
  const body = await readJsonBody(request, listBody);
  const entries = await inStorageScope(
    ctx,
    request,
    identity,
    'storage.object.list',
    (tx) =>
      listObjects(tx, bucketId, {
        prefix: assertValidPrefix(body.prefix),
        limit: body.limit,
        offset: body.offset,
        sortColumn: body.sortBy.column,
        sortOrder: body.sortBy.order,
        search: body.search,
      }),
    { readOnly: true },
  );
  return jsonResponse(entries);
}

const signBody = z.object({ expiresIn: z.number().int().min(1) });
const signManyBody = signBody.extend({ paths: z.array(z.string()).min(1).max(1000) });

/** `POST /object/sign/{bucket}/{key}`: signs only what the caller could download. */
export async function signObjectRoute(
  request: Request,
  ctx: StackContext,
  location: ObjectLocation,
): Promise<Response> {
  const { expiresIn } = await readJsonBody(request, signBody);
  await loadObject(request, ctx, location, 'authenticated', false);
  const signedURL = await signedObjectPath(
    location.bucketId,
    location.key,
    expiresIn,
    ctx.keys.jwtSecret,
  );
  return jsonResponse({ signedURL });
}

/** `POST /object/sign/{bucket}` with `{expiresIn, paths}` (createSignedUrls). */
export async function signObjectsRoute(
  request: Request,
  ctx: StackContext,
  bucketId: string,
): Promise<Response> {
  const identity = await requestIdentity(request, ctx);
  const { expiresIn, paths } = await readJsonBody(request, signManyBody);
  const visible = await inStorageScope(
    ctx,
    request,
    identity,
    'storage.object.sign_many',
    async (tx) => {
      const found = new Set<string>();
      for (const path of paths) {
        if (await findObject(tx, bucketId, path)) found.add(path);
      }
      return found;
    },
    { readOnly: true },
  );
  const results = await Promise.all(
    paths.map(async (path) => {
      if (!visible.has(path)) {
        return {
          error: 'Either the object does not exist or you do not have access to it',
          path,
          signedURL: null,
        };
      }
      return {
        error: null,
        path,
        signedURL: await signedObjectPath(
          bucketId,
          assertValidKey(path),
          expiresIn,
          ctx.keys.jwtSecret,
        ),
      };
    }),
  );
  return jsonResponse(results);
}
