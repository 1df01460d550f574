import { queryOptions } from '@tanstack/react-query';
import { userDataKeys } from '@/domain/auth/user-data';
import { dataOrThrow } from '@/lib/api-error';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase } from '@/lib/supabase';

/** Spec §6/§7: `rpc('is_admin', { user_id })`, answering a boolean. */
export async function fetchIsAdmin(userId: string): Promise<boolean> {
  const supabase = await getSupabase();
  return dataOrThrow(await supabase.rpc('is_admin', { user_id: userId }));
}

/**
 * Whether the user is an admin, shared by the auth provider (which asks again after each new
 * session) and the /admin guard (which reuses that answer): one request, not two.
 */
export function adminStatusQueryOptions(userId: string) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: userDataKeys.adminStatus(userId),
    queryFn: () => fetchIsAdmin(userId),
  });
}
