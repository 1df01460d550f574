import { notifications } from '@mantine/notifications';

/** A success or information toast (spec §3 variant "default"). */
export function toastSuccess(message: string): void {
  notifications.show({ message, color: 'crust' });
}

/** An error toast (spec §3 variant "destructive"). */
export function toastError(message: string): void {
  notifications.show({ message, color: 'red' });
}
