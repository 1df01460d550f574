import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import {
  forgetPlacedOrder,
  rememberPlacedOrder,
  startNewAttempt,
} from '@/features/checkout/checkout-attempt';
import {
  type CheckoutFailure,
  describeCheckoutFailure,
} from '@/features/checkout/checkout-failure';
import { userDataKeys } from '@/domain/auth/user-data';
import { cartActions } from '@/domain/cart/cart-actions';
import { logger } from '@/lib/logger';
import {
  placeOrder,
  type PlaceOrderInput,
  type PlaceOrderOutcome,
  requestOrderConfirmation,
  startCardPayment,
} from '@/domain/orders/order-api';
import { requestOrderFollowUp } from '@/domain/orders/order-follow-up';
import { orderKeys } from '@/domain/orders/order-keys';
import type { ApprovalRequest, PlacedOrder } from '@/domain/orders/order-schemas';
import { getSupabase } from '@/lib/supabase';

/** Leaves the shop for the card payment page (Stripe Checkout or the local test page). */
function goToPaymentPage(url: string): void {
  window.location.assign(url);
}

export interface CheckoutSubmit {
  submitting: boolean;
  failure: CheckoutFailure | null;
  /** The card order placed but not yet sent to payment (payment start failed): retry it. */
  unpaidOrderId: string | null;
  submit(input: PlaceOrderInput): Promise<void>;
  retryPayment(): Promise<void>;
}

/**
 * Places the order, then: card → the payment page; bank transfer / cash → the confirmation
 * e-mail and the success page (`/checkout/success/<order number>`); above a team member's
 * purchase limit → the request waits for the owner (who is e-mailed at once) and the buyer sees
 * it among the approvals. A ref guards against a second tap while the first request runs; the
 * attempt's idempotency key guards retries.
 */
export function useCheckoutSubmit(userId: string, onRefused: (code: string | undefined) => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [unpaidOrderId, setUnpaidOrderId] = useState<string | null>(null);

  async function pay(orderId: string): Promise<void> {
    try {
      const checkout = await startCardPayment(orderId);
      goToPaymentPage(checkout.url);
    } catch (error) {
      setUnpaidOrderId(orderId);
      setFailure(describeCheckoutFailure(error));
      setSubmitting(false);
      busy.current = false;
    }
  }

  async function finish(order: PlacedOrder): Promise<void> {
    rememberPlacedOrder(order.id);
    await queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) });
    if (order.payment_method === 'card' && order.payment_status !== 'paid') {
      await pay(order.id);
      return;
    }
    // The e-mail is a courtesy: the order exists whatever the mail provider says.
    await requestOrderConfirmation(order.id).catch((error: unknown) =>
      logger.warn('E-mail di conferma non inviata', error),
    );
    await navigate({
      to: '/checkout/success/$sessionId',
      params: { sessionId: order.order_number },
    });
  }

  async function sentForApproval(request: ApprovalRequest): Promise<void> {
    // The request holds the lines now: the cart is done with, the attempt ends.
    forgetPlacedOrder();
    cartActions.clear();
    requestOrderFollowUp(await getSupabase());
    await queryClient.invalidateQueries({ queryKey: userDataKeys.of(userId) });
    await navigate({
      to: '/orders/approvazioni',
      search: { richiesta: request.id, inviata: true },
    });
  }

  async function run(task: () => Promise<void>): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setFailure(null);
    await task();
  }

  const submit = (input: PlaceOrderInput) =>
    run(async () => {
      let outcome: PlaceOrderOutcome;
      try {
        outcome = await placeOrder(input);
      } catch (error) {
        const described = describeCheckoutFailure(error);
        if (described.refused) startNewAttempt();
        setFailure(described);
        setSubmitting(false);
        busy.current = false;
        onRefused(described.code);
        return;
      }
      if (outcome.kind === 'approval') await sentForApproval(outcome.request);
      else await finish(outcome.order);
    });

  const retryPayment = () =>
    run(async () => {
      if (unpaidOrderId) await pay(unpaidOrderId);
    });

  return { submitting, failure, unpaidOrderId, submit, retryPayment } satisfies CheckoutSubmit;
}
