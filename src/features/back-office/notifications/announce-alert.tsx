import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { playChime } from '@/features/back-office/notifications/alert-chime';
import { alertPreference } from '@/features/back-office/notifications/alert-preference';
import type { LiveAlert } from '@/features/back-office/notifications/live-alert';

/** Long enough to be seen after looking up from the oven, short enough not to pile up. */
const ALERT_TOAST_MS = 15_000;

function openLabel(href: string): string {
  return href.startsWith('/admin/customers/') ? 'Apri il cliente' : 'Apri l’ordine';
}

/**
 * Tells the admin about a new order or registration: always a toast in the console; with
 * alerts switched on, also a short sound and — when the console is not in view — a system
 * notification. Toast and system notification both open the order or the customer.
 */
export function announceAlert(alert: LiveAlert, open: (href: string) => void): void {
  const { href } = alert;
  notifications.show({
    id: `live-alert-${alert.id}`,
    title: alert.title,
    color: 'crust',
    autoClose: ALERT_TOAST_MS,
    message: (
      <>
        {alert.body}
        {href && (
          <Button
            display="block"
            mt={6}
            size="compact-sm"
            variant="light"
            onClick={() => {
              notifications.hide(`live-alert-${alert.id}`);
              open(href);
            }}
          >
            {openLabel(href)}
          </Button>
        )}
      </>
    ),
  });
  if (!alertPreference.get()) return;
  playChime();
  const inView = document.visibilityState === 'visible' && document.hasFocus();
  if (inView || typeof Notification === 'undefined' || Notification.permission !== 'granted') {
    return;
  }
  const system = new Notification(alert.title, {
    body: alert.body,
    tag: alert.id,
    icon: '/icons/admin-icon-192.png',
    lang: 'it',
  });
  system.onclick = () => {
    window.focus();
    if (href) open(href);
    system.close();
  };
}
