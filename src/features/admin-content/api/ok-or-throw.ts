import { dataOrThrow, type SupabaseResult } from '@/lib/api-error';

/** `dataOrThrow` for calls that answer with no rows (deletes, RPCs returning void). */
export function okOrThrow(result: SupabaseResult<unknown>): void {
  if (result.error) dataOrThrow(result);
}
