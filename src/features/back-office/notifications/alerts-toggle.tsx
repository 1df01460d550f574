import { Button } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import IconBellOff from '@tabler/icons-react/dist/esm/icons/IconBellOff.mjs';
import IconBellRinging from '@tabler/icons-react/dist/esm/icons/IconBellRinging.mjs';
import { unlockChime } from '@/features/back-office/notifications/alert-chime';
import { alertPreference } from '@/features/back-office/notifications/alert-preference';

type Permission = NotificationPermission | 'unsupported';

const currentPermission = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/**
 * Switches the console's sound and system notifications on or off on this device (the toasts
 * are always shown); a toggle button with one label, its state in aria-pressed and the icon. Switching on asks the browser for permission to notify — a request a
 * browser grants only from a click, which is why it is a button and not automatic.
 */
export function AlertsToggle() {
  const on = useSyncExternalStore(alertPreference.subscribe, alertPreference.get, () => false);
  const [permission, setPermission] = useState(currentPermission);

  useEffect(() => {
    // After a reload sound needs a gesture again: the admin's next click anywhere gives it.
    if (!on) return;
    const unlock = () => unlockChime();
    window.addEventListener('pointerdown', unlock, { once: true });
    return () => window.removeEventListener('pointerdown', unlock);
  }, [on]);

  const toggle = async () => {
    if (on) {
      alertPreference.set(false);
      return;
    }
    unlockChime();
    if (permission === 'default') setPermission(await Notification.requestPermission());
    alertPreference.set(true);
  };

  return (
    <Button
      variant={on ? 'light' : 'default'}
      size="sm"
      leftSection={
        on ? <IconBellRinging size={18} aria-hidden /> : <IconBellOff size={18} aria-hidden />
      }
      aria-pressed={on}
      title={
        on && permission === 'denied'
          ? 'Il browser blocca le notifiche di sistema: restano il suono e gli avvisi nella pagina.'
          : 'Suono e notifiche di sistema per i nuovi ordini e clienti'
      }
      onClick={() => void toggle()}
    >
      Avvisi sonori
    </Button>
  );
}
