import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useAuth } from '@/domain/auth/auth-context';
import { toastError, toastSuccess } from '@/domain/auth/auth-toasts';
import { cartActions } from '@/domain/cart/cart-actions';
import { logger } from '@/lib/logger';
import { queueOrder } from '@/offline/outbox/order-outbox';
import { isQuotaExceeded } from '@/lib/quota-errors';
import type { OutboxOrderRequest } from '@/offline/outbox/order-outbox-types';
import type { PlaceOrderInput } from '@/domain/orders/order-rpc';
import type { OrderQuote } from '@/domain/orders/order-schemas';

const isOfflineOrder = (input: PlaceOrderInput): input is OutboxOrderRequest =>
  input.paymentMethod === 'bank_transfer' || input.paymentMethod === 'cash_on_delivery';

/**
 * The checkout's "offline submit": puts the order in the outbox with its idempotency key and
 * the prices the buyer saw, empties the cart (its lines now live in the outbox, so they cannot
 * be ordered twice) and shows the waiting orders. Card orders are refused: they need a
 * connection. Resolves to whether the order was queued.
 */
export function useQueueOfflineOrder(): (
  input: PlaceOrderInput,
  quote?: OrderQuote | null,
) => Promise<boolean> {
  const { user } = useAuth();
  const navigate = useNavigate();
  return useCallback(
    async (input, quote = null) => {
      if (!user || !isOfflineOrder(input)) return false;
      try {
        await queueOrder(user.id, input, quote);
      } catch (error) {
        logger.error('Ordine non salvato per l’invio offline', error);
        // The form stays as it was: nothing the buyer chose is lost.
        toastError(
          isQuotaExceeded(error)
            ? 'Spazio esaurito sul dispositivo: l’ordine non è stato salvato. Libera spazio (foto, app che non usi) e riprova: il modulo resta com’è.'
            : 'Non è stato possibile salvare l’ordine sul dispositivo. Riprova.',
        );
        return false;
      }
      cartActions.clear();
      toastSuccess('Ordine in attesa: lo inviamo appena torna la connessione.');
      await navigate({ to: '/orders/in-attesa' });
      return true;
    },
    [user, navigate],
  );
}
