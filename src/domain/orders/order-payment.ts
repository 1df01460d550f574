import type { OrderClient } from '@/domain/orders/order-client';

/** An edge function's refusal: its stable code and Italian message (`{ error, message }`). */
export class FunctionRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'FunctionRefusal';
  }
}

// supabase-js's FunctionsHttpError keeps the function's Response in `context`.
async function refusalOf(error: unknown, fallback: string): Promise<FunctionRefusal> {
  const context = (error as { context?: unknown } | null)?.context;
  if (context instanceof Response) {
    try {
      const body = (await context.json()) as { error?: unknown; message?: unknown };
      return new FunctionRefusal(
        typeof body.error === 'string' ? body.error : 'failed',
        typeof body.message === 'string' ? body.message : fallback,
        context.status,
      );
    } catch {
      return new FunctionRefusal('failed', fallback, context.status);
    }
  }
  return new FunctionRefusal('network_error', fallback, undefined);
}

export interface CardCheckout {
  /** Stripe Checkout (or, on a developer machine, the local test payment page). */
  url: string;
  sessionId: string;
}

/** Opens (or reuses) the card payment session of one of the caller's card orders. */
export async function startCardPaymentWith(
  client: OrderClient,
  orderId: string,
): Promise<CardCheckout> {
  const { data, error } = await client.functions.invoke<CardCheckout>('create-checkout-session', {
    body: { order_id: orderId },
  });
  if (error || !data) {
    throw await refusalOf(error, 'Non è stato possibile avviare il pagamento, riprova.');
  }
  return data;
}

/**
 * Asks for the confirmation e-mail of a bank-transfer or cash order (sent once, whoever asks
 * again). Card orders are confirmed by the payment webhook.
 */
export async function requestOrderConfirmationWith(
  client: OrderClient,
  orderId: string,
): Promise<'sent' | 'already_sent'> {
  const { data, error } = await client.functions.invoke<{ status: 'sent' | 'already_sent' }>(
    'order-confirmation',
    { body: { order_id: orderId } },
  );
  if (error || !data) {
    throw await refusalOf(error, 'Non è stato possibile inviare l’e-mail di conferma.');
  }
  return data.status;
}
