// The Stripe objects the local emulator keeps, in Stripe's field names (test mode only).
import { randomBytes } from 'node:crypto';

export interface EmulatedLineItem {
  name: string;
  description: string | null;
  quantity: number;
  unit_amount: number;
  amount_total: number;
}

export interface EmulatedSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  currency: string;
  locale: string | null;
  amount_subtotal: number;
  amount_total: number;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  payment_intent: string | null;
  /** Stripe's name for the methods the page offers (create param allowed_payment_method_types). */
  payment_method_types: string[];
  created: number;
  expires_at: number;
  livemode: false;
}

/** A session with what Stripe keeps beside it (line items are a separate list in its API). */
export interface StoredSession {
  session: EmulatedSession;
  lineItems: EmulatedLineItem[];
  shippingName: string | null;
  /** The method the customer paid with on the local page (Stripe keeps it on the payment). */
  paidWith?: string;
}

export interface EmulatedRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

export interface EmulatedCoupon {
  id: string;
  object: 'coupon';
  amount_off: number | null;
  percent_off: number | null;
  currency: string | null;
  duration: string;
  max_redemptions: number | null;
  name: string | null;
  metadata: Record<string, string>;
  valid: true;
  livemode: false;
}

/** A Stripe-looking random id: `cs_test_…`, `pi_…`. */
export function randomId(prefix: string, length = 24): string {
  const random = randomBytes(length * 2)
    .toString('base64url')
    .replace(/[-_]/g, '');
  return `${prefix}${random.slice(0, length)}`;
}
