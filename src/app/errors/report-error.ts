import { notifications } from '@mantine/notifications';
import { logger } from '@/lib/logger';

export const ERROR_REPORTED_MESSAGE = 'Errore segnalato! Grazie per il feedback.';
/** The report toast stays a little longer than ordinary toasts (spec §9). */
export const ERROR_REPORTED_TOAST_MS = 3_000;

/**
 * 'Segnala errore': for now the report only goes to the log (spec §2 — nothing is sent),
 * and the visitor is thanked.
 */
export function reportErrorByUser(error: unknown): void {
  logger.error("Errore segnalato dall'utente", error);
  notifications.show({ message: ERROR_REPORTED_MESSAGE, autoClose: ERROR_REPORTED_TOAST_MS });
}
