import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/domain/auth/auth-toasts';
import { isTemporaryFailure } from '@/offline/outbox/outbox-sender';
import { queueStandingChange, sendStandingChange } from '@/offline/outbox/standing-outbox';
import type { StandingChange } from '@/offline/outbox/standing-outbox-types';
import { getSupabase } from '@/lib/supabase';
import {
  saveStandingOrder,
  type StandingOrderFields,
} from '@/features/standing-orders/api/standing-order-api';
import { standingOrderKeys } from '@/features/standing-orders/api/standing-order-queries';
import type { DeliveryLine } from '@/features/standing-orders/standing-order-plan';

/** The database's Italian hint when there is one (our functions always give it). */
export function errorSentence(error: unknown): string {
  if (error instanceof ApiError && error.hint) return error.hint;
  return 'Non è stato possibile salvare la modifica: controlla la connessione e riprova.';
}

const queuedSentence =
  'Salvato su questo dispositivo: lo inviamo al forno appena torna la connessione.';

/**
 * A change to one delivery or to the status: sent at once when online, otherwise (or when the
 * connection drops on the way) kept in the outbox and sent by it later. Answers whether it waits.
 */
async function sendOrQueue(userId: string, change: StandingChange): Promise<'sent' | 'queued'> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    await queueStandingChange(userId, change);
    return 'queued';
  }
  try {
    await sendStandingChange(await getSupabase(), change);
    return 'sent';
  } catch (error) {
    if (!isTemporaryFailure(error)) throw error;
    await queueStandingChange(userId, change);
    return 'queued';
  }
}

/** Every change to the standing order, each refreshing the screen's two queries when done. */
export function useStandingOrderActions(userId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: standingOrderKeys.all(userId) });
  const change = <T>(toChange: (value: T) => StandingChange, done: string) => ({
    mutationFn: async (value: T) => sendOrQueue(userId, toChange(value)),
    onSuccess: (outcome: 'sent' | 'queued') =>
      toastSuccess(outcome === 'queued' ? queuedSentence : done),
    onError: (error: unknown) => toastError(errorSentence(error)),
    onSettled: refresh,
  });
  return {
    // Creating or rewriting the week plan needs the connection (it is checked as a whole).
    save: useMutation({
      mutationFn: async (fields: StandingOrderFields) =>
        saveStandingOrder(await getSupabase(), fields),
      onSuccess: () => toastSuccess('Ordine fisso salvato'),
      onError: (error: unknown) => toastError(errorSentence(error)),
      onSettled: refresh,
    }),
    skip: useMutation(
      change<{ date: string; skipped: boolean }>(
        ({ date, skipped }) => ({ kind: 'skip', deliveryDate: date, skipped }),
        'Consegna aggiornata',
      ),
    ),
    change: useMutation(
      change<{ date: string; lines: DeliveryLine[] | null }>(
        ({ date, lines }) => ({ kind: 'change', deliveryDate: date, lines }),
        'Quantità aggiornate per questa consegna',
      ),
    ),
    status: useMutation(
      change<'active' | 'paused' | 'ended'>(
        (status) => ({ kind: 'status', status }),
        'Ordine fisso aggiornato',
      ),
    ),
  };
}

export type StandingOrderActions = ReturnType<typeof useStandingOrderActions>;
