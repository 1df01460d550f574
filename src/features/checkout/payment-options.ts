import type { PaymentMethod } from '@/domain/orders/order-schemas';
import { onlinePaymentLabel } from '@/domain/orders/payment-methods';

export interface PaymentOption {
  method: PaymentMethod;
  label: string;
  hint: string;
}

export interface PaymentSettings {
  iban: string | null;
  cash_on_delivery_enabled: boolean;
  cash_on_delivery_provinces: readonly string[];
  /** Optional: settings kept on a device before these existed lack them (defaults apply). */
  paypal_enabled?: boolean;
  satispay_enabled?: boolean;
  payment_hold_minutes?: number;
}

/**
 * What the checkout offers (FAQ §9): online payment always (card, and PayPal / Satispay as the
 * settings say — the same switches create-checkout-session reads); bank transfer to customers
 * whose profile is a business when the shop has an IBAN (place_order checks the profile too); cash or POS on delivery when the shop offers it
 * (only in some provinces — `place_order` decides for the address and says why not).
 */
export function paymentOptions(
  settings: PaymentSettings | undefined,
  businessProfile: boolean,
  /** The business's terms for a transfer (decision 015): "A 30 giorni dalla consegna". */
  transferTerms?: string,
): PaymentOption[] {
  const holdMinutes = settings?.payment_hold_minutes ?? 30;
  const options: PaymentOption[] = [
    {
      method: 'card',
      label: onlinePaymentLabel(settings),
      hint: `Paghi subito sulla pagina sicura di Stripe. Le confezioni restano riservate per ${holdMinutes} minuti: se il pagamento non arriva, l’ordine si annulla da solo.`,
    },
  ];
  if (settings?.iban && businessProfile) {
    options.push({
      method: 'bank_transfer',
      label: 'Bonifico bancario',
      hint: transferTerms
        ? `${transferTerms}: ricevi le coordinate e la scadenza nella conferma dell’ordine.`
        : 'Per le aziende: ricevi le coordinate nella conferma dell’ordine.',
    });
  }
  if (settings?.cash_on_delivery_enabled && settings.cash_on_delivery_provinces.length > 0) {
    options.push({
      method: 'cash_on_delivery',
      label: 'Alla consegna, in contanti o POS',
      hint: `Disponibile nelle province: ${settings.cash_on_delivery_provinces.join(', ')}.`,
    });
  }
  return options;
}
