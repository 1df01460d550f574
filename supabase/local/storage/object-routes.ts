import type { StackContext } from '../http/types.ts';
import { toObjectLocation } from './object-keys.ts';
import {
  downloadObject,
  listObjectsRoute,
  objectInfo,
  type ReadAccess,
  signObjectRoute,
  signObjectsRoute,
} from './object-read-routes.ts';
import {
  copyObjectRoute,
  moveObjectRoute,
  removeObject,
  removeObjects,
  uploadObject,
} from './object-write-routes.ts';

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

function infoRoute(
  request: Request,
  ctx: StackContext,
  rest: string[],
): Promise<Response> | undefined {
  if (!isRead(request.method)) return undefined;
  const [first, ...afterFirst] = rest;
  if (first === 'public') return objectInfo(request, ctx, toObjectLocation(afterFirst), 'public');
  if (first === 'authenticated') {
    return objectInfo(request, ctx, toObjectLocation(afterFirst), 'authenticated');
  }
  return objectInfo(request, ctx, toObjectLocation(rest), 'authenticated');
}

function signRoute(
  request: Request,
  ctx: StackContext,
  rest: string[],
): Promise<Response> | undefined {
  const [bucketId] = rest;
  if (!bucketId) return undefined;
  if (request.method === 'POST') {
    return rest.length === 1
      ? signObjectsRoute(request, ctx, bucketId)
      : signObjectRoute(request, ctx, toObjectLocation(rest));
  }
  if (isRead(request.method)) return downloadObject(request, ctx, toObjectLocation(rest), 'signed');
  return undefined;
}

/** Routes under `/storage/v1/object/…`; undefined when nothing matches. */
export function routeObjectRequest(
  request: Request,
  ctx: StackContext,
  segments: string[],
): Promise<Response> | undefined {
  const [, first, ...rest] = segments;
  const method = request.method;
  if (!first) return undefined;
  switch (first) {
    case 'list':
      return method === 'POST' && rest[0] ? listObjectsRoute(request, ctx, rest[0]) : undefined;
    case 'move':
      return method === 'POST' ? moveObjectRoute(request, ctx) : undefined;
    case 'copy':
      return method === 'POST' ? copyObjectRoute(request, ctx) : undefined;
    case 'sign':
      return signRoute(request, ctx, rest);
    case 'info':
      return infoRoute(request, ctx, rest);
    case 'public':
    case 'authenticated':
      return isRead(method)
        ? downloadObject(request, ctx, toObjectLocation(rest), first)
        : undefined;
  }
  // `/object/{bucket}` and `/object/{bucket}/{key}`.
  if (rest.length === 0) {
    return method === 'DELETE' ? removeObjects(request, ctx, first) : undefined;
  }
  const location = toObjectLocation([first, ...rest]);
  if (method === 'POST') return uploadObject(request, ctx, location, 'create');
  if (method === 'PUT') return uploadObject(request, ctx, location, 'update');
  if (method === 'DELETE') return removeObject(request, ctx, location);
  if (isRead(method)) return downloadObject(request, ctx, location, 'authenticated');
  return undefined;
}

const renderAccess: Record<string, ReadAccess> = {
  public: 'public',
  authenticated: 'authenticated',
  sign: 'signed',
};

/**
 * `/render/image/{public|authenticated|sign}/…` (getPublicUrl with `transform`). The local
 * stack has no image transformer: it serves the original, which browsers scale just as well.
 */
export function routeRenderRequest(
  request: Request,
  ctx: StackContext,
  segments: string[],
): Promise<Response> | undefined {
  const [, kind, accessName = '', ...rest] = segments;
  const access = renderAccess[accessName];
  if (kind !== 'image' || !access || !isRead(request.method)) return undefined;
  return downloadObject(request, ctx, toObjectLocation(rest), access);
}
