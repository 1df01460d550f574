import type { ApiClient } from '@/features/admin/api/api-client';
import { dataOrThrow } from '@/lib/api-error';
import type { Tables } from '@/lib/database.gen';

export type AdminNotification = Tables<'admin_notifications'>;

export interface NotificationFeed {
  latest: AdminNotification[];
  unread: number;
}

/** The bell's content: the 15 latest notifications and how many are unread. */
export async function fetchNotificationFeed(client: ApiClient): Promise<NotificationFeed> {
  const [latest, unread] = await Promise.all([
    client
      .from('admin_notifications')
      .select('*')
      .order('created_at', { ascending: false })
      .limit(15),
    client
      .from('admin_notifications')
      .select('id', { count: 'exact', head: true })
      .is('read_at', null),
  ]);
  if (unread.error) dataOrThrow(unread);
  return { latest: dataOrThrow(latest), unread: unread.count ?? 0 };
}

/** Marks the given notifications read, or every unread one when `ids` is omitted. */
export async function markNotificationsRead(client: ApiClient, ids?: string[]): Promise<void> {
  let query = client
    .from('admin_notifications')
    .update({ read_at: new Date().toISOString() })
    .is('read_at', null);
  if (ids) query = query.in('id', ids);
  const { error } = await query;
  if (error) throw new Error(error.message);
}
