// Coupons and Checkout Sessions built from the decoded form parameters of a create request,
// checked the way Stripe checks them (only the parameters create-checkout-session sends).
import {
  EmulatorError,
  integerParam,
  metadataParam,
  objectParam,
  textParam,
} from './emulator-params.ts';
import {
  type EmulatedCoupon,
  type EmulatedLineItem,
  randomId,
  type StoredSession,
} from './emulated-objects.ts';
import type { FormObject } from './stripe-form.ts';

const maxAmount = 99_999_999;

export function buildCoupon(params: FormObject): EmulatedCoupon {
  const amountOff =
    params.amount_off === undefined
      ? null
      : integerParam(params.amount_off, 'amount_off', 1, maxAmount);
  const percentOff = params.percent_off === undefined ? null : Number(params.percent_off);
  if ((amountOff === null) === (percentOff === null)) {
    throw new EmulatorError(400, 'Give exactly one of amount_off or percent_off.', 'amount_off');
  }
  return {
    id: randomId('', 8),
    object: 'coupon',
    amount_off: amountOff,
    percent_off: percentOff,
    currency: amountOff === null ? null : textParam(params, 'currency', ''),
    duration: textParam(params, 'duration', '', false) ?? 'once',
    max_redemptions:
      params.max_redemptions === undefined
        ? null
        : integerParam(params.max_redemptions, 'max_redemptions', 1, 1_000_000),
    name: textParam(params, 'name', '', false) ?? null,
    metadata: metadataParam(params.metadata),
    valid: true,
    livemode: false,
  };
}

function lineItemsOf(params: FormObject, currency: string): EmulatedLineItem[] {
  const raw = params.line_items;
  if (!Array.isArray(raw) || raw.length === 0) {
    throw new EmulatorError(400, 'line_items is required in payment mode.', 'line_items');
  }
  return raw.map((entry, index) => {
    const param = `line_items[${index}]`;
    const item = objectParam(entry, param);
    const priceData = objectParam(item.price_data, `${param}[price_data]`);
    const product = objectParam(priceData.product_data, `${param}[price_data][product_data]`);
    if (textParam(priceData, 'currency', param) !== currency) {
      const currencyParam = `${param}[price_data][currency]`;
      throw new EmulatorError(400, 'All line items must use the session currency.', currencyParam);
    }
    const quantity = integerParam(item.quantity, `${param}[quantity]`, 1, 999_999);
    const unitAmount = integerParam(
      priceData.unit_amount,
      `${param}[price_data][unit_amount]`,
      0,
      maxAmount,
    );
    return {
      name: textParam(product, 'name', `${param}[price_data][product_data]`),
      description:
        textParam(product, 'description', `${param}[price_data][product_data]`, false) ?? null,
      quantity,
      unit_amount: unitAmount,
      amount_total: unitAmount * quantity,
    };
  });
}

function discountOf(
  params: FormObject,
  subtotal: number,
  currency: string,
  coupons: ReadonlyMap<string, EmulatedCoupon>,
): number {
  if (params.discounts === undefined) return 0;
  const [first, ...others] = Array.isArray(params.discounts) ? params.discounts : [];
  if (!first || others.length > 0) throw new EmulatorError(400, 'Give one discount.', 'discounts');
  const couponId = textParam(objectParam(first, 'discounts[0]'), 'coupon', 'discounts[0]');
  const coupon = coupons.get(couponId);
  if (!coupon) {
    throw new EmulatorError(
      400,
      `No such coupon: '${couponId}'`,
      'discounts[0][coupon]',
      'resource_missing',
    );
  }
  if (coupon.amount_off === null) return Math.round((subtotal * (coupon.percent_off ?? 0)) / 100);
  if (coupon.currency !== currency) {
    throw new EmulatorError(400, 'The coupon currency differs.', 'discounts[0][coupon]');
  }
  return Math.min(coupon.amount_off, subtotal);
}

function shippingRateOf(params: FormObject): FormObject | undefined {
  if (!Array.isArray(params.shipping_options)) return undefined;
  const option = objectParam(params.shipping_options[0], 'shipping_options[0]');
  return objectParam(option.shipping_rate_data, 'shipping_options[0][shipping_rate_data]');
}

/** The methods the local page can stand in for: the ones the shop offers through Checkout. */
export const emulatedPaymentMethods = ['card', 'paypal', 'satispay'] as const;

function paymentMethodTypesOf(params: FormObject): string[] {
  const raw = params.allowed_payment_method_types;
  if (raw === undefined) return ['card'];
  const types = Array.isArray(raw) ? raw : [];
  if (types.length === 0) {
    throw new EmulatorError(
      400,
      'Give at least one payment method type.',
      'allowed_payment_method_types',
    );
  }
  return types.map((type, index) => {
    if (typeof type !== 'string' || !(emulatedPaymentMethods as readonly string[]).includes(type)) {
      const param = `allowed_payment_method_types[${index}]`;
      throw new EmulatorError(400, `The local emulator does not offer ${String(type)}.`, param);
    }
    return type;
  });
}

export interface SessionContext {
  now: number;
  coupons: ReadonlyMap<string, EmulatedCoupon>;
  sessionUrl(sessionId: string): string;
}

/** A new open session: amount_total = lines − discount + shipping, like Stripe computes it. */
export function buildSession(params: FormObject, context: SessionContext): StoredSession {
  if (textParam(params, 'mode', '') !== 'payment') {
    throw new EmulatorError(400, 'The local emulator supports mode=payment only.', 'mode');
  }
  const currency = textParam(params, 'currency', '', false) ?? 'eur';
  const lineItems = lineItemsOf(params, currency);
  const subtotal = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
  const discount = discountOf(params, subtotal, currency, context.coupons);
  const shippingRate = shippingRateOf(params);
  const shipping = shippingRate
    ? integerParam(
        objectParam(shippingRate.fixed_amount, 'fixed_amount').amount,
        'shipping_options[0][shipping_rate_data][fixed_amount][amount]',
        0,
        maxAmount,
      )
    : 0;
  const created = context.now;
  const expiresAt =
    params.expires_at === undefined
      ? created + 86_400
      : integerParam(params.expires_at, 'expires_at', created + 1_800, created + 86_400);
  const id = randomId('cs_test_', 40);
  return {
    session: {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      currency,
      locale: textParam(params, 'locale', '', false) ?? null,
      amount_subtotal: subtotal,
      amount_total: subtotal - discount + shipping,
      total_details: { amount_discount: discount, amount_shipping: shipping, amount_tax: 0 },
      client_reference_id: textParam(params, 'client_reference_id', '', false) ?? null,
      customer_email: textParam(params, 'customer_email', '', false) ?? null,
      metadata: metadataParam(params.metadata),
      success_url: textParam(params, 'success_url', ''),
      cancel_url: textParam(params, 'cancel_url', '', false) ?? null,
      url: context.sessionUrl(id),
      payment_intent: null,
      payment_method_types: paymentMethodTypesOf(params),
      created,
      expires_at: expiresAt,
      livemode: false,
    },
    lineItems,
    shippingName: shippingRate
      ? (textParam(shippingRate, 'display_name', '', false) ?? null)
      : null,
  };
}
