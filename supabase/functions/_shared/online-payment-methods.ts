// The methods Stripe Checkout offers for an order, from the shop's settings: card always,
// PayPal and Satispay when the admin switched them on. The app reads the same two settings for
// what its texts promise (src/domain/orders/payment-methods.ts), so checkout and texts cannot disagree.

export type OnlinePaymentMethod = 'card' | 'paypal' | 'satispay';

export interface OnlinePaymentSettings {
  paypal_enabled: boolean;
  satispay_enabled: boolean;
}

/** Stripe's payment method types for the shop's settings, card first. */
export function onlinePaymentMethods(settings: OnlinePaymentSettings): OnlinePaymentMethod[] {
  return [
    'card',
    ...(settings.paypal_enabled ? (['paypal'] as const) : []),
    ...(settings.satispay_enabled ? (['satispay'] as const) : []),
  ];
}
