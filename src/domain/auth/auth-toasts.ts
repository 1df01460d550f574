import { notifications } from '@mantine/notifications';

/** A success or information toast (spec §3 variant "default"). */
export function toastSuccess(message: string): void {
  notifications.show({ message, color: 'crust' });
}

// The auth error on screen, so that a later attempt that succeeds can take it away: a
// "Email o password non corretti" must not stay next to "Benvenuto…". A new id each time,
// because Mantine ignores a toast whose id is still on screen.
let shownErrorId: string | undefined;
let errorCount = 0;

/** Takes the last auth error toast off the screen (the attempt after it succeeded). */
export function dismissAuthError(): void {
  if (shownErrorId) notifications.hide(shownErrorId);
  shownErrorId = undefined;
}

/** An error toast (spec §3 variant "destructive"); it replaces the previous auth error. */
export function toastError(message: string): void {
  dismissAuthError();
  errorCount += 1;
  shownErrorId = `auth-error-${errorCount}`;
  notifications.show({ id: shownErrorId, message, color: 'red' });
}
