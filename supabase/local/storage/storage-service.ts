import type { Service, StackContext } from '../http/types.ts';
import { routeBucketRequest } from './bucket-routes.ts';
import { decodeSegments } from './object-keys.ts';
import { routeObjectRequest, routeRenderRequest } from './object-routes.ts';
import { objectExposeHeaders } from './serve-object.ts';
import { storageErrorResponse, storageErrors } from './storage-errors.ts';

const prefix = '/storage/v1';
/** The Supabase CLI's default `[storage] file_size_limit`. */
const defaultMaxUploadBytes = 50 * 1024 * 1024;
/** Room for the multipart boundary and fields around a file of the largest allowed size. */
const multipartOverheadBytes = 64 * 1024;

function route(
  request: Request,
  ctx: StackContext,
  segments: string[],
): Promise<Response> | undefined {
  switch (segments[0]) {
    case 'object':
      return routeObjectRequest(request, ctx, segments);
    case 'bucket':
      return routeBucketRequest(request, ctx, segments);
    case 'render':
      return routeRenderRequest(request, ctx, segments);
    default:
      return undefined;
  }
}

export interface StorageServiceOptions {
  /** Largest upload the HTTP layer reads; pass config.toml's `[storage] file_size_limit`. */
  maxUploadBytes?: number;
}

/**
 * `/storage/v1`, compatible with supabase/storage for what storage-js 2.119 calls: objects
 * (upload, upsert, update, download, info, list, remove, move, copy, signed URLs, public URLs)
 * and buckets. Metadata lives in storage.objects/buckets and is written as the caller so the
 * project's RLS policies decide; the bytes live in local_stack.object_data.
 */
export function createStorageService(options: StorageServiceOptions = {}): Service {
  const maxUploadBytes = options.maxUploadBytes ?? defaultMaxUploadBytes;
  return {
    prefix,
    maxBodyBytes: maxUploadBytes + multipartOverheadBytes,
    exposeHeaders: objectExposeHeaders,
    payloadTooLarge: () => storageErrors.entityTooLarge().toResponse(),
    async handle(request, ctx) {
      const url = new URL(request.url);
      try {
        const response = route(request, ctx, decodeSegments(url.pathname, prefix));
        if (!response) throw storageErrors.routeNotFound(request.method, url.pathname);
        return await response;
      } catch (error) {
        return storageErrorResponse(error);
      }
    },
  };
}
