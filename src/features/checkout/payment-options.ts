import type { PaymentMethod } from '@/lib/orders/order-schemas';

export interface PaymentOption {
  method: PaymentMethod;
  label: string;
  hint: string;
}

export interface PaymentSettings {
  iban: string | null;
  cash_on_delivery_enabled: boolean;
  cash_on_delivery_provinces: readonly string[];
}

/**
 * What the checkout offers (FAQ §9): card always; bank transfer to businesses invoiced
 * electronically when the shop has an IBAN; cash or POS on delivery when the shop offers it
 * (only in some provinces — `place_order` decides for the address and says why not).
 */
export function paymentOptions(
  settings: PaymentSettings | undefined,
  business: boolean,
): PaymentOption[] {
  const options: PaymentOption[] = [
    {
      method: 'card',
      label: 'Carta di credito o debito',
      hint: 'Paghi subito sulla pagina sicura di Stripe.',
    },
  ];
  if (settings?.iban && business) {
    options.push({
      method: 'bank_transfer',
      label: 'Bonifico bancario',
      hint: 'Per le aziende: ricevi le coordinate nella conferma dell’ordine.',
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
