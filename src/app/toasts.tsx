import { notificationsStore } from '@mantine/notifications';
import { Suspense, useState, useSyncExternalStore } from 'react';
import { optionalLazy } from '@/components/optional-part/optional-lazy';

const ToastContainer = optionalLazy('Notifiche', () =>
  import('@/app/toast-container').then((module) => ({ default: module.ToastContainer })),
);

function hasToasts(): boolean {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length + queue.length > 0;
}

/**
 * The toast container, loaded with the first toast: the first paint does not need it. The
 * toast waits in the store meanwhile; once loaded the container stays mounted.
 */
export function Toasts() {
  const toastWaiting = useSyncExternalStore(notificationsStore.subscribe, hasToasts, () => false);
  const [mounted, setMounted] = useState(false);
  if (toastWaiting && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
