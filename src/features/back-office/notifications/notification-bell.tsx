import '@mantine/core/styles/Indicator.css';
import { ActionIcon, Button, Group, Indicator, Popover, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import IconBell from '@tabler/icons-react/dist/esm/icons/IconBell.mjs';
import { adminKeys, notificationFeedQueryOptions } from '@/features/back-office/api/admin-queries';
import {
  type AdminNotification,
  markNotificationsRead,
  UNREAD_SHOWN_MAX,
} from '@/features/back-office/api/notifications-api';
import { notificationHref } from '@/features/back-office/notifications/notification-links';
import classes from '@/features/back-office/notifications/notification-bell.module.css';
import { useAppBadge } from '@/features/back-office/notifications/use-app-badge';
import { formatDateTime } from '@/lib/format';
import { getSupabase } from '@/lib/supabase';

function bellLabel(unread: number): string {
  if (unread === 0) return 'Notifiche, nessuna da leggere';
  if (unread > UNREAD_SHOWN_MAX) return `Notifiche, più di ${UNREAD_SHOWN_MAX} da leggere`;
  return unread === 1 ? 'Notifiche, 1 da leggere' : `Notifiche, ${unread} da leggere`;
}

/** The bell: unread count, the latest notifications, mark one or all read. */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  const feed = useQuery(notificationFeedQueryOptions());
  const markRead = useMutation({
    mutationFn: async (ids?: string[]) => markNotificationsRead(await getSupabase(), ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.notifications() }),
  });
  const unread = feed.data?.unread ?? 0;
  useAppBadge(feed.data?.unread);

  const open = (notification: AdminNotification) => {
    setOpened(false);
    if (!notification.read_at) markRead.mutate([notification.id]);
  };

  return (
    <Indicator
      label={unread > UNREAD_SHOWN_MAX ? `${UNREAD_SHOWN_MAX}+` : unread}
      size={18}
      disabled={unread === 0}
      color="#a31b1b"
      offset={4}
    >
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md">
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            aria-label={bellLabel(unread)}
            onClick={() => setOpened((value) => !value)}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-label="Notifiche">
          <Group justify="space-between" p="sm" className={classes.head}>
            <Text fw={700}>Notifiche</Text>
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={unread === 0}
              onClick={() => markRead.mutate(undefined)}
            >
              Segna tutte come lette
            </Button>
          </Group>
          {feed.isError && (
            <Text p="sm" c="red.8">
              Non è stato possibile caricare le notifiche.
            </Text>
          )}
          {feed.data?.latest.length === 0 && (
            <Text p="sm" c="dimmed">
              Nessuna notifica.
            </Text>
          )}
          <Stack component="ul" gap={0} className={classes.list}>
            {feed.data?.latest.map((notification) => {
              const href = notificationHref(notification);
              const body = (
                <>
                  <span className={classes.title}>{notification.title}</span>
                  {notification.body && <span className={classes.body}>{notification.body}</span>}
                  <span className={classes.time}>{formatDateTime(notification.created_at)}</span>
                </>
              );
              return (
                <li
                  key={notification.id}
                  className={classes.item}
                  data-unread={notification.read_at ? undefined : true}
                >
                  {href ? (
                    <Link to={href} className={classes.entry} onClick={() => open(notification)}>
                      {body}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className={classes.entry}
                      onClick={() => open(notification)}
                    >
                      {body}
                    </button>
                  )}
                </li>
              );
            })}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
