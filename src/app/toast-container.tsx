import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@/app/toast-settings';

/** Mantine's toast container with the shop's settings; loaded lazily by `Toasts`. */
export function ToastContainer() {
  return <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={TOAST_LIMIT} />;
}
