import type { AdminNotification } from '@/features/back-office/api/notifications-api';
import { notificationHref } from '@/features/back-office/notifications/notification-links';

/** What the console announces at once: the two events an operator must not miss. */
const announcedTypes = new Set(['new_order', 'new_user']);

export interface LiveAlert {
  /** The notification's id: a system notification with the same tag replaces, never repeats. */
  id: string;
  title: string;
  body: string;
  /** Where clicking the toast or the system notification leads (the order, the customer). */
  href: string | undefined;
}

/**
 * The alert for a notification row that Realtime just delivered, or null for the kinds that
 * only raise the bell (cancellations, low stock, contact messages) and for a malformed row.
 */
export function liveAlertFor(row: unknown): LiveAlert | null {
  if (typeof row !== 'object' || row === null) return null;
  const notification = row as Partial<AdminNotification>;
  if (
    typeof notification.id !== 'string' ||
    typeof notification.type !== 'string' ||
    typeof notification.title !== 'string' ||
    !announcedTypes.has(notification.type)
  ) {
    return null;
  }
  return {
    id: notification.id,
    title: notification.title,
    body: typeof notification.body === 'string' ? notification.body : '',
    href: notificationHref({ type: notification.type, payload: notification.payload ?? null }),
  };
}
