import { storageErrors } from './storage-errors.ts';

const maxKeyBytes = 1024;
/** C0 controls, DEL and C1 controls: never part of a sane file name, and some break headers or logs. */
function hasControlCharacter(text: string): boolean {
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
// What the Storage server accepts in bucket names (src/storage/limits.ts isValidBucketName), minus '/'.
const bucketNamePattern = /^[\w!.*'() &$@=;:+,?-]{1,100}$/;

/** A bucket id usable in a URL and as a folder-less name. */
export function isValidBucketName(name: string): boolean {
  return bucketNamePattern.test(name) && name.trim() === name && name !== '.' && name !== '..';
}

/**
 * Object keys are `folder/…/file` paths. Refuse what could escape a folder or confuse a file
 * system or a log line: `.`/`..` segments, empty segments (`a//b`, leading or trailing `/`),
 * backslashes and control characters.
 */
export function assertValidKey(key: string): string {
  const valid =
    key.length > 0 &&
    Buffer.byteLength(key) <= maxKeyBytes &&
    !hasControlCharacter(key) &&
    !key.includes('\\') &&
    key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (!valid) throw storageErrors.invalidKey(key);
  return key;
}

/** A list prefix: like a key, but it may be empty and may end with `/`. */
export function assertValidPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  assertValidKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}

/** The decoded path segments after `/storage/v1/`; a malformed %-escape is an invalid key. */
export function decodeSegments(pathname: string, prefix: string): string[] {
  const rest = pathname.slice(prefix.length).replace(/^\/+/, '');
  if (rest === '') return [];
  return rest.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      throw storageErrors.invalidKey(segment);
    }
  });
}

export interface ObjectLocation {
  bucketId: string;
  key: string;
}

/** `[bucket, ...keySegments]` → a validated bucket and key. */
export function toObjectLocation(segments: string[]): ObjectLocation {
  const [bucketId, ...keySegments] = segments;
  if (!bucketId) throw storageErrors.noSuchBucket();
  return { bucketId, key: assertValidKey(keySegments.join('/')) };
}
