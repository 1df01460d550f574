import { ApiError } from '@/lib/api-error';
import { PushPermissionDenied } from '@/offline/push/browser-push';

/** What the user reads when turning notifications on did not work, and what to do about it. */
export function enableErrorMessage(error: unknown): string {
  if (error instanceof PushPermissionDenied) {
    return 'Il browser blocca le notifiche: riattivale dalle impostazioni del sito.';
  }
  // The database's own sentence, e.g. "Hai già 10 dispositivi con le notifiche: …".
  if (error instanceof ApiError && error.hint) return error.hint;
  return 'Non siamo riusciti ad attivare le notifiche. Riprova.';
}
