import { ApiError } from '@/lib/api-error';
import { FunctionRefusal } from '@/domain/orders/order-payment';

/** What the checkout shows when placing or paying fails. */
export interface CheckoutFailure {
  message: string;
  /** The server's stable code (`insufficient_stock`, …), when it answered. */
  code: string | undefined;
  /** True when the server refused for sure: nothing was placed with this attempt's key. */
  refused: boolean;
}

const fallback = 'Non è stato possibile completare l’ordine. Controlla la connessione e riprova.';

/** The server's Italian sentence (the RPC `hint`, the function `message`) or a general one. */
export function describeCheckoutFailure(error: unknown): CheckoutFailure {
  if (error instanceof ApiError) {
    const refused = error.status >= 400 && error.status < 500;
    return {
      message:
        error.hint ?? (refused ? 'Ordine non accettato, controlla i dati e riprova.' : fallback),
      code: error.message,
      refused,
    };
  }
  if (error instanceof FunctionRefusal) {
    return { message: error.message, code: error.code, refused: true };
  }
  return { message: fallback, code: undefined, refused: false };
}
