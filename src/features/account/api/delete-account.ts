import type { ApiClient } from '@/features/account/api/api-client';

/** Why the `delete-account` function refused, by its stable error code. */
export type AccountDeletionRefusal = 'open_orders' | 'admin_account' | 'failed';

export type AccountDeletionOutcome =
  { deleted: true } | { deleted: false; reason: AccountDeletionRefusal };

/** supabase-js's FunctionsHttpError keeps the function's response in `context`. */
async function refusalCode(error: unknown): Promise<string | undefined> {
  const context = (error as { context?: unknown } | null)?.context;
  if (!(context instanceof Response)) return undefined;
  try {
    const body = (await context.json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks the `delete-account` edge function to erase the caller's account (it reads who is
 * calling from the access token supabase-js sends). The function refuses while orders are
 * still to be delivered and for admin accounts.
 */
export async function requestAccountDeletion(client: ApiClient): Promise<AccountDeletionOutcome> {
  const { error } = await client.functions.invoke('delete-account', { method: 'POST' });
  if (!error) return { deleted: true };
  const code = await refusalCode(error);
  if (code === 'open_orders' || code === 'admin_account') return { deleted: false, reason: code };
  return { deleted: false, reason: 'failed' };
}
