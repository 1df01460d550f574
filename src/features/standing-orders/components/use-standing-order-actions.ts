import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/lib/auth/auth-toasts';
import { getSupabase } from '@/lib/supabase';
import {
  changeDelivery,
  saveStandingOrder,
  setStandingOrderStatus,
  skipDelivery,
  type StandingOrderFields,
} from '@/features/standing-orders/api/standing-order-api';
import { standingOrderKeys } from '@/features/standing-orders/api/standing-order-queries';
import type { DeliveryLine } from '@/features/standing-orders/standing-order-plan';

/** The database's Italian hint when there is one (our functions always give it). */
export function errorSentence(error: unknown): string {
  if (error instanceof ApiError && error.hint) return error.hint;
  return 'Non è stato possibile salvare la modifica: controlla la connessione e riprova.';
}

/** Every change to the standing order, each refreshing the screen's two queries when done. */
export function useStandingOrderActions(userId: string) {
  const queryClient = useQueryClient();
  const options = <T>(run: (value: T) => Promise<void>, done: string) => ({
    mutationFn: async (value: T) => run(value),
    onSuccess: () => toastSuccess(done),
    onError: (error: unknown) => toastError(errorSentence(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: standingOrderKeys.all(userId) }),
  });
  return {
    save: useMutation(
      options<StandingOrderFields>(
        async (fields) => saveStandingOrder(await getSupabase(), fields),
        'Ordine fisso salvato',
      ),
    ),
    skip: useMutation(
      options<{ date: string; skipped: boolean }>(
        async ({ date, skipped }) => skipDelivery(await getSupabase(), date, skipped),
        'Consegna aggiornata',
      ),
    ),
    change: useMutation(
      options<{ date: string; lines: DeliveryLine[] | null }>(
        async ({ date, lines }) => changeDelivery(await getSupabase(), date, lines),
        'Quantità aggiornate per questa consegna',
      ),
    ),
    status: useMutation(
      options<'active' | 'paused' | 'ended'>(
        async (status) => setStandingOrderStatus(await getSupabase(), status),
        'Ordine fisso aggiornato',
      ),
    ),
  };
}

export type StandingOrderActions = ReturnType<typeof useStandingOrderActions>;
