import type { ApiClient } from '@/features/back-office/api/api-client';
import { dataOrThrow } from '@/lib/api-error';
import type { Tables } from '@/types/database.gen';

export type AdminNotification = Tables<'admin_notifications'>;

/** The bell shows "99+" beyond this: counting further would only cost time. */
export const UNREAD_SHOWN_MAX = 99;

export interface NotificationFeed {
  latest: AdminNotification[];
  /** Unread notifications, counted up to UNREAD_SHOWN_MAX + 1 (more than 99: "99+"). */
  unread: number;
}

/** The bell's content: the 15 latest notifications and how many are unread (up to 100). */
export async function fetchNotificationFeed(client: ApiClient): Promise<NotificationFeed> {
  const [latest, unread] = await Promise.all([
    client
      .from('admin_notifications')
      .select('*')
      .order('created_at', { ascending: false })
      .limit(15),
    // A year of unread orders would be counted row by row: a bounded list answers as well.
    client
      .from('admin_notifications')
      .select('id')
      .is('read_at', null)
      .limit(UNREAD_SHOWN_MAX + 1),
  ]);
  return { latest: dataOrThrow(latest), unread: dataOrThrow(unread).length };
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
