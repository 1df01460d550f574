import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { adminKeys } from '@/features/back-office/api/admin-queries';
import { announceAlert } from '@/features/back-office/notifications/announce-alert';
import { liveAlertFor } from '@/features/back-office/notifications/live-alert';
import { logger } from '@/lib/logger';
import { getConsoleSupabase } from '@/lib/supabase-console';

/**
 * Keeps the console live while an admin page is open: a new notification (registration, order,
 * cancellation, low stock) refreshes the bell, a new order or registration is also announced
 * (toast, and sound and system notification when switched on: announce-alert.tsx), and any
 * order change refreshes the order screens and the dashboard. Realtime delivers only rows RLS
 * lets the admin read.
 *
 * Reconnecting is supabase-js's job: its socket and channel retry after 1, 2, 5, then every
 * 10 s (spec §9; `realtime-reconnect.test.ts` pins it). Changes made while the connection was
 * down are not replayed, so every (re)subscription refetches the bell.
 */
export function useLiveAdminData(): { live: boolean } {
  const queryClient = useQueryClient();
  const router = useRouter();
  // True while the channel is subscribed: changes arrive as they happen.
  const [live, setLive] = useState(false);

  useEffect(() => {
    const open = (href: string) => router.history.push(href);
    let stopped = false;
    let stop: (() => void) | undefined;

    void getConsoleSupabase().then((supabase) => {
      if (stopped) return;
      const refresh = (queryKey: readonly unknown[]) =>
        void queryClient.invalidateQueries({ queryKey });
      // Private: only an admin's aal2 token may join it (a realtime.messages policy).
      const channel = supabase
        .channel('admin-console', { config: { private: true } })
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'admin_notifications' },
          (change) => {
            refresh(adminKeys.notifications());
            const alert = change.eventType === 'INSERT' ? liveAlertFor(change.new) : null;
            if (alert) announceAlert(alert, open);
          },
        )
        .on('postgres_changes', { event: '*', schema: 'public', table: 'orders' }, () => {
          refresh(adminKeys.orders());
          refresh(adminKeys.dashboard());
        })
        .subscribe((status, error) => {
          setLive(status === 'SUBSCRIBED');
          if (status === 'SUBSCRIBED') refresh(adminKeys.notifications());
          if (error) logger.warn(`admin realtime channel: ${status}`, error.message);
        });
      stop = () => void supabase.removeChannel(channel);
    });

    return () => {
      stopped = true;
      stop?.();
    };
  }, [queryClient, router]);
  return { live };
}
