// What the shop promises about payment, from the one place checkout also reads: the settings'
// PayPal and Satispay switches (card is always offered through Stripe Checkout, which is what
// create-checkout-session asks for with the same switches). The terms of sale, /business, the
// FAQ and the checkout's own label all say it through these functions (decision 008).

export interface OnlinePaymentSwitches {
  paypal_enabled: boolean;
  satispay_enabled: boolean;
}

/**
 * Before the settings are known (first paint, an old device copy) the database defaults hold:
 * PayPal on, Satispay off.
 */
const defaults: OnlinePaymentSwitches = { paypal_enabled: true, satispay_enabled: false };

/** The wallets Checkout offers besides cards, by name: `['PayPal', 'Satispay']`. */
export function onlineWallets(settings?: Partial<OnlinePaymentSwitches> | null): string[] {
  const switches = { ...defaults, ...settings };
  return [
    ...(switches.paypal_enabled ? ['PayPal'] : []),
    ...(switches.satispay_enabled ? ['Satispay'] : []),
  ];
}

/** `a`, `a o b`, `a, b o c` — an Italian list with its last conjunction. */
export function italianList(items: readonly string[], conjunction: 'e' | 'o'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1) ?? ''}`;
}

/** The online option's name in checkout: `Carta di credito o debito, PayPal, Satispay`. */
export function onlinePaymentLabel(settings?: Partial<OnlinePaymentSwitches> | null): string {
  return ['Carta di credito o debito', ...onlineWallets(settings)].join(', ');
}

/** The FAQ's answer to "Quali metodi di pagamento accettate?". */
export function paymentMethodsAnswer(settings?: Partial<OnlinePaymentSwitches> | null): string {
  const online = ['Carte di credito e di debito', ...onlineWallets(settings)].join(', ');
  return `${online}, bonifico bancario per le aziende e, in alcune zone, pagamento alla consegna in contanti o con POS.`;
}
