// What Stripe Checkout is asked to charge, built only from the order as the database priced
// it: one line per order line at its unit price, the bundle discount as a one-off coupon, the
// shipping as a fixed rate. Stripe's total is then subtotal − discount + shipping = orders.total.
import type Stripe from 'stripe';
import { toCents } from '../_shared/italian-format.ts';
import type { OnlinePaymentMethod } from '../_shared/online-payment-methods.ts';
import type { CheckoutOrder } from './order-for-checkout.ts';

/**
 * The shortest session Stripe accepts is 30 minutes from its creation; a minute more covers
 * the time the request takes to reach Stripe.
 */
export const minimumSessionSeconds = 31 * 60;

/**
 * When the session ends: with the order's hold (payment_due_at), so the stock comes back when
 * the page stops accepting payments, but never sooner than Stripe allows.
 */
export function sessionExpiresAt(paymentDueAt: string | null, now: Date): number {
  const earliest = Math.floor(now.getTime() / 1000) + minimumSessionSeconds;
  const due = paymentDueAt ? Math.floor(new Date(paymentDueAt).getTime() / 1000) : 0;
  return Math.max(earliest, due);
}

export interface CheckoutAmounts {
  items: { name: string; description: string | undefined; unitCents: number; quantity: number }[];
  discountCents: number;
  shippingCents: number;
  totalCents: number;
}

/** The order's lines and amounts do not add up: never charge such an order. */
export class InconsistentAmountsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InconsistentAmountsError';
  }
}

/** The order's amounts in cents, checked to add up exactly as Stripe will add them. */
export function checkoutAmounts(order: CheckoutOrder): CheckoutAmounts {
  const items = order.order_items.map((item) => ({
    name: item.product_name,
    description: item.bundle_label ?? undefined,
    unitCents: toCents(item.unit_price),
    quantity: item.quantity,
  }));
  const itemsCents = items.reduce((sum, item) => sum + item.unitCents * item.quantity, 0);
  const subtotalCents = toCents(order.subtotal);
  const discountCents = toCents(order.discount);
  const shippingCents = toCents(order.shipping);
  const totalCents = toCents(order.total);
  if (items.length === 0) throw new InconsistentAmountsError('the order has no lines');
  if (itemsCents !== subtotalCents) {
    throw new InconsistentAmountsError(
      `lines add up to ${itemsCents}, subtotal is ${subtotalCents}`,
    );
  }
  if (discountCents < 0 || discountCents > subtotalCents || shippingCents < 0) {
    throw new InconsistentAmountsError('discount or shipping out of range');
  }
  if (subtotalCents - discountCents + shippingCents !== totalCents) {
    throw new InconsistentAmountsError(`amounts do not add up to the total ${totalCents}`);
  }
  return { items, discountCents, shippingCents, totalCents };
}

/** The one-off coupon that carries the bundle discount (only when there is one). */
export function discountCouponParams(
  order: CheckoutOrder,
  amounts: CheckoutAmounts,
): Stripe.CouponCreateParams {
  return {
    amount_off: amounts.discountCents,
    currency: 'eur',
    duration: 'once',
    max_redemptions: 1,
    name: 'Sconto bundle',
    metadata: { order_id: order.id, order_number: order.order_number },
  };
}

export interface SessionOptions {
  siteUrl: string;
  couponId: string | undefined;
  /** Seconds since the epoch (sessionExpiresAt). */
  expiresAt: number;
  /** The methods the shop offers (onlinePaymentMethods). */
  paymentMethods: OnlinePaymentMethod[];
}

/** The Checkout Session for the order: Italian, in euros, tied to the order by id. */
export function checkoutSessionParams(
  order: CheckoutOrder,
  amounts: CheckoutAmounts,
  options: SessionOptions,
): Stripe.Checkout.SessionCreateParams {
  const site = options.siteUrl.replace(/\/+$/, '');
  const orderMetadata = { order_id: order.id, order_number: order.order_number };
  return {
    mode: 'payment',
    allowed_payment_method_types: options.paymentMethods,
    currency: 'eur',
    locale: 'it',
    line_items: amounts.items.map((item) => ({
      quantity: item.quantity,
      price_data: {
        currency: 'eur',
        unit_amount: item.unitCents,
        product_data: {
          name: item.name,
          ...(item.description ? { description: item.description } : {}),
        },
      },
    })),
    ...(options.couponId ? { discounts: [{ coupon: options.couponId }] } : {}),
    shipping_options: [
      {
        shipping_rate_data: {
          type: 'fixed_amount',
          display_name:
            amounts.shippingCents === 0
              ? 'Spedizione gratuita con corriere refrigerato'
              : 'Corriere refrigerato',
          fixed_amount: { amount: amounts.shippingCents, currency: 'eur' },
        },
      },
    ],
    client_reference_id: order.id,
    ...(order.customer_email ? { customer_email: order.customer_email } : {}),
    metadata: orderMetadata,
    payment_intent_data: {
      description: `Ordine ${order.order_number} – Bottega del Bun`,
      metadata: orderMetadata,
    },
    // Stripe puts the session id in place of the literal {CHECKOUT_SESSION_ID}.
    success_url: `${site}/checkout/success/{CHECKOUT_SESSION_ID}`,
    cancel_url: `${site}/checkout?order=${encodeURIComponent(order.id)}&payment=cancelled`,
    expires_at: options.expiresAt,
  };
}
