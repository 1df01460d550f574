import { isPgError } from '../db/types.ts';
import { jsonResponse } from '../http/types.ts';

/**
 * An error in the Storage server's shape (gh:supabase/storage src/internal/errors): the body
 * carries the real status as a string in `statusCode`, while the HTTP status is 400 for every
 * 4xx (SUPABASE-API.md §0.1-8) unless `httpStatus` says otherwise (403 for access denied).
 */
export class StorageError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly httpStatus: number = statusCode >= 500 ? 500 : 400,
  ) {
    super(message);
  }

  toResponse(): Response {
    return jsonResponse(
      {
        statusCode: String(this.statusCode),
        code: this.code,
        error: this.error,
        message: this.message,
      },
      this.httpStatus,
    );
  }
}

export const storageErrors = {
  noSuchBucket: () => new StorageError('NoSuchBucket', 404, 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError('NoSuchKey', 404, 'not_found', 'Object not found'),
  accessDenied: (message: string) =>
    new StorageError('AccessDenied', 403, 'Unauthorized', message, 403),
  duplicate: () =>
    new StorageError('ResourceAlreadyExists', 409, 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageError(
      'ResourceNotEmpty',
      409,
      'ResourceNotEmpty',
      'The bucket you tried to delete is not empty',
    ),
  entityTooLarge: () =>
    new StorageError(
      'EntityTooLarge',
      413,
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  invalidMimeType: (mimeType: string) =>
    new StorageError(
      'InvalidMimeType',
      415,
      'invalid_mime_type',
      `mime type ${mimeType} is not supported`,
    ),
  invalidKey: (key: string) =>
    new StorageError('InvalidKey', 400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () =>
    new StorageError('InvalidBucketName', 400, 'Invalid Input', 'Bucket name invalid'),
  invalidRequest: (message: string) =>
    new StorageError('InvalidRequest', 400, 'Bad Request', message),
  invalidJwt: (message: string) => new StorageError('InvalidJWT', 400, 'InvalidJWT', message),
  invalidSignature: () =>
    new StorageError('InvalidSignature', 400, 'InvalidSignature', 'Invalid signature'),
  routeNotFound: (method: string, path: string) =>
    new StorageError('NotFound', 404, 'Not Found', `Route ${method}:${path} not found`, 404),
};

/** Maps a PostgreSQL error raised inside a storage request the way the Storage server's DBError does. */
export function fromDatabaseError(error: unknown): StorageError | undefined {
  if (!isPgError(error)) return undefined;
  switch (error.code) {
    case '42501':
      return storageErrors.accessDenied(
        error.message.includes('row-level security')
          ? 'new row violates row-level security policy'
          : error.message,
      );
    case '23505':
      return storageErrors.duplicate();
    case '23503':
      // A bucket referenced by objects, or an object whose bucket vanished meanwhile.
      return error.message.includes('still referenced') ||
        (error.detail ?? '').includes('still referenced')
        ? storageErrors.bucketNotEmpty()
        : storageErrors.noSuchBucket();
    case '22P02':
    case '22021':
    case '22P05':
      // Malformed input (a NUL byte in a name, a bad uuid) is the caller's, never a 500.
      return storageErrors.invalidRequest(error.message);
    default:
      return undefined;
  }
}

/** The response for anything a storage handler threw. Unknown errors are rethrown (the server logs them, 500). */
export function storageErrorResponse(error: unknown): Response {
  if (error instanceof StorageError) return error.toResponse();
  const mapped = fromDatabaseError(error);
  if (mapped) return mapped.toResponse();
  throw error;
}
