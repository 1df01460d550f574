import {
  orderStatusLabels,
  paymentMethodLabels,
  paymentStatusLabels,
} from '@/features/back-office/orders/order-status';
import type { Json, Tables } from '@/types/database.gen';
import { spreadsheetAmount, spreadsheetCsv, spreadsheetDateTime } from '@/lib/csv';
import { countOf } from '@/lib/italian-plural';

/** What the accountant's export reads of an order. */
export type ExportedOrder = Pick<
  Tables<'orders'>,
  | 'order_number'
  | 'created_at'
  | 'customer_name'
  | 'customer_email'
  | 'invoice_data'
  | 'status'
  | 'payment_method'
  | 'payment_status'
  | 'paid_at'
  | 'subtotal'
  | 'discount'
  | 'shipping'
  | 'total'
>;

/** The columns, in the order an Italian accountant reads an invoice register. */
const header = [
  'Numero ordine',
  'Data ordine',
  'Cliente',
  'Email',
  'Tipo cliente',
  'Ragione sociale',
  'Partita IVA',
  'Codice fiscale',
  'Codice SDI',
  'PEC',
  'Stato ordine',
  'Metodo di pagamento',
  'Stato pagamento',
  'Data pagamento',
  'Prodotti (€)',
  'Sconto (€)',
  'Spedizione (€)',
  'Totale IVA inclusa (€)',
  'Conta negli incassi',
] as const;

function invoiceField(invoice: Json | null, key: string): string {
  if (typeof invoice !== 'object' || invoice === null || Array.isArray(invoice)) return '';
  const value = invoice[key];
  return typeof value === 'string' ? value : '';
}

/** The dashboard's revenue rule (README "Admin console"): neither cancelled nor refunded. */
function earns(order: ExportedOrder): boolean {
  return order.status !== 'cancelled' && order.payment_status !== 'refunded';
}

const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/**
 * The orders of a period as a CSV for the accountant (Excel, it-IT): one line per order with
 * the electronic-invoice data and the payment, amounts VAT included with a decimal comma, and
 * a closing line with the totals of the orders that count as revenue (as on the dashboard).
 */
export function ordersCsv(orders: readonly ExportedOrder[]): string {
  const lines = orders.map((order) => {
    const invoice = order.invoice_data;
    const type = invoiceField(invoice, 'customer_type');
    return [
      order.order_number,
      spreadsheetDateTime(order.created_at),
      order.customer_name ?? '',
      order.customer_email ?? '',
      type === 'business' ? 'Azienda' : type === 'private' ? 'Privato' : '',
      invoiceField(invoice, 'company_name'),
      invoiceField(invoice, 'vat_number'),
      invoiceField(invoice, 'tax_code'),
      invoiceField(invoice, 'sdi_code'),
      invoiceField(invoice, 'pec'),
      label(orderStatusLabels, order.status),
      label(paymentMethodLabels, order.payment_method),
      label(paymentStatusLabels, order.payment_status),
      order.paid_at ? spreadsheetDateTime(order.paid_at) : '',
      spreadsheetAmount(order.subtotal),
      spreadsheetAmount(order.discount),
      spreadsheetAmount(order.shipping),
      spreadsheetAmount(order.total),
      earns(order) ? 'Sì' : 'No',
    ];
  });
  const counted = orders.filter(earns);
  const sum = (pick: (order: ExportedOrder) => number) =>
    spreadsheetAmount(
      counted.reduce((total, order) => total + Math.round(pick(order) * 100), 0) / 100,
    );
  const totals = [
    `Totale incassi (${countOf(counted.length, 'ordine')}, esclusi annullati e rimborsati)`,
    ...Array<string>(13).fill(''),
    sum((order) => order.subtotal),
    sum((order) => order.discount),
    sum((order) => order.shipping),
    sum((order) => order.total),
    '',
  ];
  return spreadsheetCsv([header, ...lines, totals]);
}

/** `ordini-2026-11-01-2026-11-30.csv` for the period exported. */
export function ordersCsvFileName(from: string, to: string): string {
  return `ordini-${from}-${to}.csv`;
}
