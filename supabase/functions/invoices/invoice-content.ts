// The snapshot an invoice states (public.invoices.content, written by the database when the
// invoice is issued), checked at the boundary before the XML is built.
import { z } from 'zod';

const text = z.string().nullish();
const euros = z.number().nonnegative();

export const invoiceRowSchema = z.object({
  id: z.string().uuid(),
  order_id: z.string().uuid(),
  year: z.number().int(),
  number: z.number().int().positive(),
  issued_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  issued_at: z.string(),
  content: z.object({
    seller: z.object({
      company_name: z.string(),
      street_address: z.string(),
      postal_code: z.string(),
      city: z.string(),
      province: z.string(),
      vat_number: z.string(),
      tax_code: text,
      rea: z.string(),
      tax_regime: z.string(),
      email: z.string(),
      iban: text,
      bank_name: text,
      payment_days: z.number().int().nonnegative(),
    }),
    buyer: z.object({
      customer_type: z.literal('business'),
      company_name: z.string(),
      vat_number: z.string(),
      tax_code: text,
      sdi_code: text,
      pec: text,
    }),
    buyer_address: z.object({
      street: z.string(),
      postal_code: z.string(),
      city: z.string(),
      province: z.string(),
    }),
    order: z.object({
      order_number: z.string(),
      ordered_on: z.string(),
      delivery_date: z.string(),
      payment_method: z.enum(['card', 'bank_transfer', 'cash_on_delivery']),
      subtotal: euros,
      discount: euros,
      shipping: euros,
      total: euros,
    }),
    delivery_note: z
      .object({ number: z.number().int(), year: z.number().int(), issued_on: z.string() })
      .nullish(),
    lines: z
      .array(
        z.object({
          product_name: z.string(),
          quantity: z.number().int().positive(),
          line_total: euros,
          vat_rate: z.number(),
        }),
      )
      .min(1),
  }),
});

export type InvoiceRow = z.infer<typeof invoiceRowSchema>;

/** How the invoice number is written in the XML and quoted: `12/2026`. */
export function invoiceNumber(invoice: Pick<InvoiceRow, 'number' | 'year'>): string {
  return `${invoice.number}/${invoice.year}`;
}

/**
 * The file name the SdI expects: IT + the sender's Partita IVA + `_` + a progressive of up to
 * 5 alphanumeric characters, unique per sender (see invoiceProgressive).
 */
export function invoiceFileName(invoice: Pick<InvoiceRow, 'number' | 'year'>, vatNumber: string) {
  return `IT${vatNumber}_${invoiceProgressive(invoice)}.xml`;
}

/**
 * ProgressivoInvio and the file progressive: the year's last two digits and the number, both in
 * base 36 (2026 number 12 → `Q000C`): unique per sender for up to 46,655 invoices a year.
 */
export function invoiceProgressive(invoice: Pick<InvoiceRow, 'number' | 'year'>): string {
  if (invoice.number >= 36 ** 3) throw new Error('more invoices in a year than the name allows');
  const year = (invoice.year % 100).toString(36).toUpperCase().padStart(2, '0');
  return `${year}${invoice.number.toString(36).toUpperCase().padStart(3, '0')}`;
}

/** The stored file's key in the `shop-documents` bucket: one per number, never rewritten. */
export function invoicePath(invoice: Pick<InvoiceRow, 'number' | 'year'>): string {
  return `invoices/${invoice.year}/FT-${invoice.year}-${String(invoice.number).padStart(6, '0')}.xml`;
}
