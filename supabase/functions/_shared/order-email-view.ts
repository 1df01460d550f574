// The order confirmation e-mail's content, in Italian, independent of HTML or plain text:
// lines, totals, delivery, allergen summary, payment instructions and the shop's details.
import { type AllergenPresence, allergenSummary } from './allergens.ts';
import {
  formatDateTime,
  formatEuroCents,
  formatIban,
  formatLongDate,
  toCents,
} from './italian-format.ts';
import type { ConfirmationOrder, ConfirmationShop } from './order-email-data.ts';

export interface EmailLine {
  name: string;
  detail: string | undefined;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

export interface LabelledValue {
  label: string;
  value: string;
}

export interface OrderEmailView {
  subject: string;
  greeting: string;
  intro: string;
  lines: EmailLine[];
  totals: LabelledValue[];
  total: LabelledValue;
  deliveryDate: string;
  address: string[];
  allergens: AllergenPresence[];
  allergenNote: string;
  payment: { title: string; paragraphs: string[]; details: LabelledValue[] };
  invoice: string[];
  notes: string | undefined;
  ordersUrl: string;
  closing: string[];
  shop: string[];
}

function present(values: (string | null | undefined)[]): string[] {
  return values.filter(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
}

function paymentSection(
  order: ConfirmationOrder,
  shop: ConfirmationShop,
  total: string,
): OrderEmailView['payment'] {
  switch (order.payment_method) {
    case 'card':
      return {
        title: 'Pagamento ricevuto',
        paragraphs: [
          order.paid_at
            ? `Abbiamo ricevuto il pagamento con carta di ${total} il ${formatDateTime(order.paid_at)}.`
            : `Abbiamo ricevuto il pagamento con carta di ${total}.`,
        ],
        details: [],
      };
    case 'bank_transfer':
      if (!shop.iban) {
        return {
          title: 'Pagamento con bonifico bancario',
          paragraphs: [`Ti invieremo a breve le coordinate per il bonifico di ${total}.`],
          details: [],
        };
      }
      return {
        title: 'Pagamento con bonifico bancario',
        paragraphs: [
          `Per completare l’ordine effettua un bonifico di ${total} con queste coordinate.`,
          'Indica il numero d’ordine nella causale, così possiamo abbinare subito il pagamento.',
        ],
        details: [
          ...(shop.bank_account_holder
            ? [{ label: 'Intestatario', value: shop.bank_account_holder }]
            : []),
          { label: 'IBAN', value: formatIban(shop.iban) },
          ...(shop.bank_name ? [{ label: 'Banca', value: shop.bank_name }] : []),
          { label: 'Importo', value: total },
          { label: 'Causale', value: `Ordine ${order.order_number}` },
        ],
      };
    case 'cash_on_delivery':
      return {
        title: 'Pagamento alla consegna',
        paragraphs: [`Pagherai ${total} al corriere alla consegna, in contanti o con carta (POS).`],
        details: [],
      };
  }
}

function invoiceLines(invoice: ConfirmationOrder['invoice_data']): string[] {
  if (!invoice) return [];
  return present([
    invoice.company_name,
    invoice.vat_number ? `P. IVA ${invoice.vat_number}` : undefined,
    invoice.tax_code ? `Codice fiscale ${invoice.tax_code}` : undefined,
    invoice.sdi_code ? `Codice destinatario SDI ${invoice.sdi_code}` : undefined,
    invoice.pec ? `PEC ${invoice.pec}` : undefined,
  ]);
}

/** Everything the confirmation says, from the claimed order and the shop settings. */
export function buildOrderEmailView(
  order: ConfirmationOrder,
  shop: ConfirmationShop,
  siteUrl: string,
): OrderEmailView {
  const total = formatEuroCents(toCents(order.total));
  const address = order.delivery_address;
  const discountCents = toCents(order.discount);
  const shippingCents = toCents(order.shipping);
  const allergens = allergenSummary(
    order.items.map((item) => ({ name: item.product_name, allergens: item.allergens })),
  );

  return {
    subject: `Il tuo ordine ${order.order_number} è confermato`,
    greeting: order.customer_name ? `Ciao ${order.customer_name},` : 'Ciao,',
    intro: `grazie per aver scelto Bottega del Bun! Abbiamo ricevuto il tuo ordine ${order.order_number}: ecco il riepilogo.`,
    lines: order.items.map((item) => ({
      name: item.product_name,
      detail: item.bundle_label ?? undefined,
      quantity: item.quantity,
      unitPrice: formatEuroCents(toCents(item.unit_price)),
      lineTotal: formatEuroCents(toCents(item.line_total)),
    })),
    totals: [
      { label: 'Subtotale', value: formatEuroCents(toCents(order.subtotal)) },
      ...(discountCents > 0
        ? [{ label: 'Sconto bundle', value: `−${formatEuroCents(discountCents)}` }]
        : []),
      {
        label: 'Spedizione',
        value: shippingCents === 0 ? 'Gratuita' : formatEuroCents(shippingCents),
      },
    ],
    total: { label: 'Totale (IVA inclusa)', value: total },
    deliveryDate: formatLongDate(order.delivery_date),
    address: present([
      address.recipient,
      address.street,
      present([address.postal_code, address.city]).join(' ') +
        (address.province ? ` (${address.province})` : ''),
      address.phone ? `Tel. ${address.phone}` : undefined,
      address.notes ? `Note per il corriere: ${address.notes}` : undefined,
    ]),
    allergens,
    allergenNote:
      allergens.length === 0
        ? 'I prodotti ordinati non contengono nessuno dei 14 allergeni del Regolamento UE 1169/2011.'
        : 'Allergeni del Regolamento UE 1169/2011 presenti nei prodotti ordinati:',
    payment: paymentSection(order, shop, total),
    invoice: invoiceLines(order.invoice_data),
    notes: order.notes?.trim() || undefined,
    ordersUrl: `${siteUrl.replace(/\/+$/, '')}/orders`,
    closing: [
      'Consegniamo con corriere refrigerato nella data indicata.',
      'Puoi annullare l’ordine entro 2 ore dall’invio dalla pagina “I miei ordini”; dopo, scrivici e ti aiutiamo.',
    ],
    shop: present([
      shop.company_name,
      `${shop.street_address}, ${shop.postal_code} ${shop.city} (${shop.province})`,
      `P. IVA ${shop.vat_number}`,
      `${shop.email} · ${shop.phone}`,
    ]),
  };
}
