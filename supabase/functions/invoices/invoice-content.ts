// What an invoice, deferred invoice or credit note states (public.invoices.content, written by
// the database when the document is drafted and issued), checked at the boundary before the XML
// or the PDF copy is drawn. Invoices issued before issue 37 stored one order in another shape
// ({buyer_address, order, delivery_note, lines}): they are read into the same shape.
import { z } from 'zod';

const text = z.string().nullish();
const euros = z.number().nonnegative();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const sellerSchema = z.object({
  company_name: z.string(),
  street_address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  province: z.string(),
  vat_number: z.string(),
  tax_code: text,
  rea: z.string(),
  share_capital: text,
  tax_regime: z.string(),
  email: z.string(),
  phone: text,
  pec: text,
  iban: text,
  bank_name: text,
  payment_days: z.number().int().nonnegative(),
});

const addressSchema = z.object({
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string().default('IT'),
});

const buyerSchema = z.object({
  customer_type: z.enum(['business', 'private']),
  name: z.string(),
  vat_number: text,
  tax_code: text,
  sdi_code: text,
  pec: text,
  address: addressSchema,
  address_is_office: z.boolean(),
});

const lineSchema = z.object({
  item_id: z.string().nullish(),
  product_name: z.string(),
  quantity: z.number().int().positive(),
  line_total: euros,
  vat_rate: z.number(),
});

const orderEntrySchema = z.object({
  order_id: z.string().nullish(),
  order_number: z.string(),
  ordered_on: isoDate,
  delivery_date: isoDate,
  payment_method: z.enum(['card', 'bank_transfer', 'cash_on_delivery']),
  payment_due_on: isoDate.nullish(),
  discount: euros,
  shipping: euros,
  total: euros,
  delivery_note: z
    .object({ number: z.number().int(), year: z.number().int(), issued_on: isoDate })
    .nullish(),
  lines: z.array(lineSchema),
});

const contentSchema = z.object({
  seller: sellerSchema,
  buyer: buyerSchema,
  orders: z.array(orderEntrySchema).min(1),
  period: z.object({ month: isoDate }).nullish(),
  credit: z
    .object({
      reason: z.enum(['refund', 'return', 'cancellation']),
      description: text,
      corrects: z.object({ document_type: z.string(), label: z.string(), issued_on: isoDate }),
    })
    .nullish(),
});

/** Invoices issued before issue 37: one business order, the delivery address as the seat. */
const legacyContentSchema = z
  .object({
    seller: sellerSchema.extend({ share_capital: text.optional() }),
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
    order: orderEntrySchema.omit({ lines: true, delivery_note: true }),
    delivery_note: orderEntrySchema.shape.delivery_note,
    lines: z.array(lineSchema).min(1),
  })
  .transform((legacy): z.input<typeof contentSchema> => ({
    seller: legacy.seller,
    buyer: {
      customer_type: 'business',
      name: legacy.buyer.company_name,
      vat_number: legacy.buyer.vat_number,
      tax_code: legacy.buyer.tax_code,
      sdi_code: legacy.buyer.sdi_code,
      pec: legacy.buyer.pec,
      address: { ...legacy.buyer_address, country: 'IT' },
      address_is_office: false,
    },
    orders: [{ ...legacy.order, delivery_note: legacy.delivery_note, lines: legacy.lines }],
  }))
  .pipe(contentSchema);

export const documentTypes = ['TD01', 'TD24', 'TD04'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const invoiceRowSchema = z.object({
  id: z.string().uuid(),
  document_type: z.enum(documentTypes),
  series: z.enum(['invoice', 'deferred_invoice', 'credit_note']),
  year: z.number().int(),
  number: z.number().int().positive(),
  issued_on: isoDate,
  issued_at: z.string(),
  total: z.number(),
  sdi_status: z.enum(['issued', 'delivered', 'not_delivered', 'rejected', 'void']),
  file_name: z.string().nullable(),
  file_path: z.string().nullable(),
  content: z.union([contentSchema, legacyContentSchema]),
});

export type InvoiceRow = z.infer<typeof invoiceRowSchema>;
export type InvoiceContent = InvoiceRow['content'];
export type InvoiceOrderEntry = InvoiceContent['orders'][number];

/** What the XML and the PDF copy are drawn from: a document, numbered or still a draft. */
export interface FiscalDocument {
  documentType: DocumentType;
  /** The number as written in the document: 12/2026, FD-3/2026, NC-2/2026. */
  label: string;
  issuedOn: string;
  content: InvoiceContent;
  /** The file's progressive (ProgressivoInvio and the file name's last part). */
  progressive: string;
}

const seriesPrefix = { invoice: '', deferred_invoice: 'FD-', credit_note: 'NC-' } as const;

/** How a document's number is written and quoted (the database's fiscal_document_label). */
export function documentLabel(document: Pick<InvoiceRow, 'series' | 'number' | 'year'>): string {
  return `${seriesPrefix[document.series]}${document.number}/${document.year}`;
}

/** The progressive of a file name `IT<P.IVA>_<progressive>.xml`. */
export function progressiveOf(fileName: string): string {
  const match = /^IT[0-9A-Z]+_([0-9A-Z]{5})\.xml$/.exec(fileName);
  if (!match?.[1]) throw new Error(`not an SdI file name: ${fileName}`);
  return match[1];
}

/** The document an issued row and its current file describe. */
export function fiscalDocumentOf(row: InvoiceRow): FiscalDocument {
  if (!row.file_name) throw new Error(`document ${documentLabel(row)} has no file`);
  return {
    documentType: row.document_type,
    label: documentLabel(row),
    issuedOn: row.issued_on,
    content: row.content,
    progressive: progressiveOf(row.file_name),
  };
}

/** A draft's content, checked as an issued one's is. */
export function parseContent(content: unknown): InvoiceContent {
  return contentSchema.parse(content);
}

export const documentNames: Record<DocumentType, string> = {
  TD01: 'Fattura',
  TD24: 'Fattura differita',
  TD04: 'Nota di credito',
};
