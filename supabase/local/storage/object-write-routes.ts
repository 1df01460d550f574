import { z } from 'zod';
import type { StackContext } from '../http/types.ts';
import { jsonResponse } from '../http/types.ts';
import { type BucketRules, findBucketRules } from './bucket-store.ts';
import { isMimeTypeAllowed } from './mime-types.ts';
import { assertValidKey, type ObjectLocation } from './object-keys.ts';
import {
  copyBytes,
  deleteObjects,
  findObject,
  insertObject,
  moveObject,
  objectIdOf,
  objectMetadataFor,
  type ObjectWrite,
  updateObject,
  upsertObject,
  writeBytes,
} from './object-store.ts';
import { readJsonBody } from './request-body.ts';
import { storageErrors } from './storage-errors.ts';
import {
  asStorageAdmin,
  inStorageScope,
  ownerColumns,
  ownerOf,
  requestIdentity,
} from './storage-scope.ts';
import { readUploadPayload, type UploadPayload } from './upload-body.ts';

function enforceBucketRules(
  bucket: BucketRules,
  payload: UploadPayload,
  globalLimitBytes: number,
): void {
  const limit = Math.min(bucket.fileSizeLimit ?? globalLimitBytes, globalLimitBytes);
  if (payload.bytes.byteLength > limit) throw storageErrors.entityTooLarge();
  if (!isMimeTypeAllowed(payload.contentType, bucket.allowedMimeTypes)) {
    throw storageErrors.invalidMimeType(payload.contentType);
  }
}

async function existingBucket(ctx: StackContext, bucketId: string): Promise<BucketRules> {
  const bucket = await findBucketRules(ctx.db, bucketId);
  if (!bucket) throw storageErrors.noSuchBucket();
  return bucket;
}

/**
 * `POST /object/{bucket}/{key}` (create, or upsert with `x-upsert: true`) and `PUT` (update).
 * The metadata row is written as the caller, so RLS decides; only then are the bytes stored.
 */
export async function uploadObject(
  request: Request,
  ctx: StackContext,
  location: ObjectLocation,
  mode: 'create' | 'update',
): Promise<Response> {
  const identity = await requestIdentity(request, ctx);
  const bucket = await existingBucket(ctx, location.bucketId);
  const payload = await readUploadPayload(request, location.key);
  enforceBucketRules(bucket, payload, ctx.config.storageFileSizeLimitBytes);

  const lastModified = new Date();
  const owner = ownerColumns(ownerOf(identity));
  const write: ObjectWrite = {
    bucketId: location.bucketId,
    name: location.key,
    owner: owner.owner,
    ownerId: owner.ownerId,
    metadata: objectMetadataFor(payload, lastModified),
    userMetadata: payload.userMetadata,
    lastModified,
  };
  const upsert = mode === 'create' && request.headers.get('x-upsert') === 'true';
  const operation = mode === 'update' ? 'storage.object.update' : 'storage.object.upload';

  const id = await inStorageScope(ctx, request, identity, operation, async (tx) => {
    if (mode === 'update') {
      if (!(await updateObject(tx, write))) throw storageErrors.noSuchKey();
    } else if (upsert) {
      await upsertObject(tx, write);
    } else {
      await insertObject(tx, write);
    }
    return asStorageAdmin(tx, identity, async () => {
      const objectId = await objectIdOf(tx, location.bucketId, location.key);
      if (!objectId) throw storageErrors.noSuchKey();
      await writeBytes(tx, objectId, payload.bytes);
      return objectId;
    });
  });
  return jsonResponse({ Id: id, Key: `${location.bucketId}/${location.key}` });
}

const removeBody = z.object({
  prefixes: z
    .array(z.union([z.string(), z.object({ path: z.string() }).transform((entry) => entry.path)]))
    .min(1)
    .max(1000),
});

/** `DELETE /object/{bucket}` with `{prefixes}`: the deleted objects (those RLS let the caller see and delete). */
export async function removeObjects(
  request: Request,
  ctx: StackContext,
  bucketId: string,
): Promise<Response> {
  const identity = await requestIdentity(request, ctx);
  const { prefixes } = await readJsonBody(request, removeBody);
  const deleted = await inStorageScope(
    ctx,
    request,
    identity,
    'storage.object.delete_many',
    (tx) => deleteObjects(tx, bucketId, prefixes),
    { allowDelete: true },
  );
  return jsonResponse(deleted);
}

/** `DELETE /object/{bucket}/{key}`. */
export async function removeObject(
  request: Request,
  ctx: StackContext,
  location: ObjectLocation,
): Promise<Response> {
  const identity = await requestIdentity(request, ctx);
  const deleted = await inStorageScope(
    ctx,
    request,
    identity,
    'storage.object.delete',
    (tx) => deleteObjects(tx, location.bucketId, [location.key]),
    { allowDelete: true },
  );
  if (deleted.length === 0) throw storageErrors.noSuchKey();
  return jsonResponse({ message: 'Successfully deleted' });
}

const transferBody = z.object({
  bucketId: z.string().min(1),
  sourceKey: z.string().min(1),
  destinationKey: z.string().min(1),
  destinationBucket: z.string().min(1).optional(),
  copyMetadata: z.boolean().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** `POST /object/move`: an UPDATE as the caller (needs SELECT and UPDATE policies). */
export async function moveObjectRoute(request: Request, ctx: StackContext): Promise<Response> {
  const identity = await requestIdentity(request, ctx);
  const body = await readJsonBody(request, transferBody);
  const destinationBucket = body.destinationBucket ?? body.bucketId;
  await existingBucket(ctx, destinationBucket);
  const owner = ownerColumns(ownerOf(identity));
  const moved = await inStorageScope(ctx, request, identity, 'storage.object.move', (tx) =>
    moveObject(
      tx,
      { bucketId: body.bucketId, name: assertValidKey(body.sourceKey) },
      { bucketId: destinationBucket, name: assertValidKey(body.destinationKey), ...owner },
    ),
  );
  if (!moved) throw storageErrors.noSuchKey();
  return jsonResponse({ message: 'Successfully moved' });
}

/** `POST /object/copy`: SELECT on the source and INSERT (UPDATE too with x-upsert) on the copy. */
export async function copyObjectRoute(request: Request, ctx: StackContext): Promise<Response> {
  const identity = await requestIdentity(request, ctx);
  const body = await readJsonBody(request, transferBody);
  const destinationBucket = body.destinationBucket ?? body.bucketId;
  const destinationKey = assertValidKey(body.destinationKey);
  await existingBucket(ctx, destinationBucket);
  const upsert = request.headers.get('x-upsert') === 'true';
  const owner = ownerColumns(ownerOf(identity));

  const copyId = await inStorageScope(ctx, request, identity, 'storage.object.copy', async (tx) => {
    const source = await findObject(tx, body.bucketId, assertValidKey(body.sourceKey));
    if (!source) throw storageErrors.noSuchKey();
    const lastModified = new Date();
    const write: ObjectWrite = {
      bucketId: destinationBucket,
      name: destinationKey,
      ...owner,
      metadata: source.metadata && { ...source.metadata, lastModified: lastModified.toISOString() },
      userMetadata: body.copyMetadata === false ? (body.metadata ?? null) : source.userMetadata,
      lastModified,
    };
    if (upsert) await upsertObject(tx, write);
    else await insertObject(tx, write);
    return asStorageAdmin(tx, identity, async () => {
      const destinationId = await objectIdOf(tx, destinationBucket, destinationKey);
      if (!destinationId) throw storageErrors.noSuchKey();
      await copyBytes(tx, source.id, destinationId);
      return destinationId;
    });
  });
  return jsonResponse({ Id: copyId, Key: `${destinationBucket}/${destinationKey}` });
}
