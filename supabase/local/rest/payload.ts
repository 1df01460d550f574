import { invalidBody, RestError } from './errors.ts';

/** A write's JSON body with the keys PostgREST takes from it. */
export interface Payload {
  /** The JSON text handed to PostgreSQL (scalars become `[]`, as PostgREST truncates them). */
  json: string;
  value: unknown;
  /** Keys of the object, or of the array's objects (which must all have the same keys). */
  keys: string[];
  isArray: boolean;
  rows: number;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const jsonContentTypes = [
  'application/json',
  'application/vnd.pgrst.object+json',
  'application/vnd.pgrst.object',
  '*/*',
];

/** Only JSON bodies are supported (what supabase-js sends); others get PostgREST's 415. */
export function assertJsonContentType(contentType: string | null): void {
  if (!contentType) return;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '' || jsonContentTypes.includes(type)) return;
  throw new RestError(415, 'PGRST107', `None of these media types are available: ${type}`);
}

/**
 * Parses a write body. Without `columns=`, an array's objects must share one set of keys
 * ("All object keys must match"); with it, the listed columns are used and other keys ignored.
 */
export function parsePayload(text: string, columns: string[] | undefined): Payload {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
  if (isObject(value)) {
    return { json: text, value, keys: columns ?? Object.keys(value), isArray: false, rows: 1 };
  }
  if (!Array.isArray(value)) {
    return { json: '[]', value: [], keys: columns ?? [], isArray: true, rows: 0 };
  }
  if (columns) return { json: text, value, keys: columns, isArray: true, rows: value.length };
  const first = value[0];
  if (first === undefined) return { json: text, value, keys: [], isArray: true, rows: 0 };
  if (!isObject(first)) throw invalidBody('All object keys must match');
  const keys = Object.keys(first);
  const uniform = value.every(
    (row) =>
      isObject(row) && Object.keys(row).length === keys.length && keys.every((key) => key in row),
  );
  if (!uniform) throw invalidBody('All object keys must match');
  return { json: text, value, keys, isArray: true, rows: value.length };
}
