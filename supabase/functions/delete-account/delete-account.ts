import type { SupabaseClient } from '@supabase/supabase-js';

/** Orders the bakery still has to prepare or deliver: their address must stay. */
export const openOrderStatuses = ['received', 'in_preparation', 'shipped'] as const;

export type DeletionOutcome =
  | { kind: 'deleted' }
  | { kind: 'open_orders'; count: number }
  | { kind: 'admin_account' }
  | { kind: 'failed'; reason: string };

/**
 * Erases a customer's account with the service role. Refused for admins (the shop must not
 * lose its last administrator by a click) and while orders are still open. The database does
 * the rest on deletion: cascades, and the anonymisation of the orders that stay as fiscal
 * records (migration 20261121000000_account_erasure.sql).
 */
export async function deleteAccount(
  admin: SupabaseClient,
  userId: string,
): Promise<DeletionOutcome> {
  const role = await admin.rpc('is_admin', { user_id: userId });
  if (role.error) return { kind: 'failed', reason: role.error.message };
  if (role.data === true) return { kind: 'admin_account' };

  const open = await admin
    .from('orders')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId)
    .in('status', [...openOrderStatuses]);
  if (open.error) return { kind: 'failed', reason: open.error.message };
  if ((open.count ?? 0) > 0) return { kind: 'open_orders', count: open.count ?? 0 };

  const { error } = await admin.auth.admin.deleteUser(userId);
  if (error) return { kind: 'failed', reason: error.message };
  return { kind: 'deleted' };
}
