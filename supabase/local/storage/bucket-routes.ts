import { z } from 'zod';
import { parseByteSize } from '../config.ts';
import type { StackContext } from '../http/types.ts';
import { jsonResponse } from '../http/types.ts';
import {
  bucketHasObjects,
  type BucketSettings,
  deleteBucket,
  emptyBucket,
  getBucket,
  insertBucket,
  listBuckets,
  updateBucket,
} from './bucket-store.ts';
import { isValidBucketName } from './object-keys.ts';
import { readJsonBody } from './request-body.ts';
import { storageErrors } from './storage-errors.ts';
import { inStorageScope, ownerOf, requestIdentity } from './storage-scope.ts';

// Bucket routes run as the caller like every other route: the bootstrap gives storage.buckets
// RLS without policies, so in practice only the service role (BYPASSRLS) manages buckets.

/** storage-js sends a number of bytes or a size such as "1MB"; null clears the limit. */
const fileSizeLimit = z
  .union([z.number().int().min(0), z.string(), z.null()])
  .transform((value, context) => {
    if (typeof value !== 'string') return value;
    try {
      return parseByteSize(value);
    } catch {
      context.addIssue({
        code: 'custom',
        message: 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
      });
      return z.NEVER;
    }
  });

const settingsShape = {
  public: z.boolean().optional(),
  file_size_limit: fileSizeLimit.optional(),
  allowed_mime_types: z.array(z.string()).nullable().optional(),
};
const createBody = z.object({ id: z.string().optional(), name: z.string(), ...settingsShape });
const updateBody = z.object(settingsShape);

function settingsFrom(body: z.infer<typeof updateBody>): BucketSettings {
  return {
    public: body.public,
    fileSizeLimit: body.file_size_limit,
    allowedMimeTypes: body.allowed_mime_types,
  };
}

async function listBucketsRoute(request: Request, ctx: StackContext): Promise<Response> {
  const identity = await requestIdentity(request, ctx);
  const params = new URL(request.url).searchParams;
  const number = (name: string) =>
    params.has(name) ? Math.max(Number(params.get(name)) || 0, 0) : undefined;
  const buckets = await inStorageScope(
    ctx,
    request,
    identity,
    'storage.bucket.list',
    (tx) =>
      listBuckets(tx, {
        limit: number('limit'),
        offset: number('offset'),
        sortColumn: params.get('sortColumn') ?? undefined,
        sortOrder: params.get('sortOrder') ?? undefined,
        search: params.get('search') ?? undefined,
      }),
    { readOnly: true },
  );
  return jsonResponse(buckets);
}

async function createBucketRoute(request: Request, ctx: StackContext): Promise<Response> {
  const identity = await requestIdentity(request, ctx);
  const body = await readJsonBody(request, createBody);
  const id = body.id ?? body.name;
  if (!isValidBucketName(id) || !isValidBucketName(body.name)) {
    throw storageErrors.invalidBucketName();
  }
  await inStorageScope(ctx, request, identity, 'storage.bucket.create', (tx) =>
    insertBucket(tx, { id, name: body.name, owner: ownerOf(identity), ...settingsFrom(body) }),
  );
  return jsonResponse({ name: body.name });
}

async function getBucketRoute(request: Request, ctx: StackContext, id: string): Promise<Response> {
  const identity = await requestIdentity(request, ctx);
  const bucket = await inStorageScope(
    ctx,
    request,
    identity,
    'storage.bucket.get',
    (tx) => getBucket(tx, id),
    {
      readOnly: true,
    },
  );
  if (!bucket) throw storageErrors.noSuchBucket();
  return jsonResponse(bucket);
}

async function updateBucketRoute(
  request: Request,
  ctx: StackContext,
  id: string,
): Promise<Response> {
  const identity = await requestIdentity(request, ctx);
  const body = await readJsonBody(request, updateBody);
  const updated = await inStorageScope(ctx, request, identity, 'storage.bucket.update', (tx) =>
    updateBucket(tx, id, settingsFrom(body)),
  );
  if (!updated) throw storageErrors.noSuchBucket();
  return jsonResponse({ message: 'Successfully updated' });
}

async function deleteBucketRoute(
  request: Request,
  ctx: StackContext,
  id: string,
): Promise<Response> {
  const identity = await requestIdentity(request, ctx);
  await inStorageScope(
    ctx,
    request,
    identity,
    'storage.bucket.delete',
    async (tx) => {
      if (await bucketHasObjects(tx, id)) throw storageErrors.bucketNotEmpty();
      if (!(await deleteBucket(tx, id))) throw storageErrors.noSuchBucket();
    },
    { allowDelete: true },
  );
  return jsonResponse({ message: 'Successfully deleted' });
}

async function emptyBucketRoute(
  request: Request,
  ctx: StackContext,
  id: string,
): Promise<Response> {
  const identity = await requestIdentity(request, ctx);
  await inStorageScope(
    ctx,
    request,
    identity,
    'storage.bucket.empty',
    async (tx) => {
      if (!(await getBucket(tx, id))) throw storageErrors.noSuchBucket();
      await emptyBucket(tx, id);
    },
    { allowDelete: true },
  );
  return jsonResponse({ message: 'Successfully emptied' });
}

/** `/bucket`, `/bucket/{id}` and `/bucket/{id}/empty`; undefined when no bucket route matches. */
export function routeBucketRequest(
  request: Request,
  ctx: StackContext,
  segments: string[],
): Promise<Response> | undefined {
  const [, id, action] = segments;
  const method = request.method;
  if (segments.length === 1) {
    if (method === 'GET') return listBucketsRoute(request, ctx);
    if (method === 'POST') return createBucketRoute(request, ctx);
  }
  if (segments.length === 2 && id) {
    if (method === 'GET') return getBucketRoute(request, ctx, id);
    if (method === 'PUT') return updateBucketRoute(request, ctx, id);
    if (method === 'DELETE') return deleteBucketRoute(request, ctx, id);
  }
  if (segments.length === 3 && id && action === 'empty' && method === 'POST') {
    return emptyBucketRoute(request, ctx, id);
  }
  return undefined;
}
