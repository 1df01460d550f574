// An invoice's XML as it is offered: built from the stored snapshot, checked against the
// official schema, and stored once; a document the schema refuses is never stored or handed out.
import type { SupabaseClient } from '@supabase/supabase-js';
import { storedDocument } from '../_shared/documents/stored-document.ts';
import { validateFatturaPA } from '../_shared/fatturapa/validate-fatturapa.ts';
import { buildFatturaXml } from './fatturapa-xml.ts';
import { type InvoiceRow, invoiceFileName, invoicePath } from './invoice-content.ts';

export class InvalidInvoiceError extends Error {
  constructor(
    readonly invoiceNumber: string,
    readonly schemaErrors: string[],
  ) {
    super(`invoice ${invoiceNumber} does not validate: ${schemaErrors.join('; ')}`);
    this.name = 'InvalidInvoiceError';
  }
}

/** The validated XML of an invoice, from storage or built, validated and stored now. */
export async function invoiceFile(
  admin: SupabaseClient,
  invoice: InvoiceRow,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const bytes = await storedDocument(admin, invoicePath(invoice), 'application/xml', async () => {
    const xml = buildFatturaXml(invoice);
    const verdict = await validateFatturaPA(xml);
    if (!verdict.valid) {
      throw new InvalidInvoiceError(`${invoice.number}/${invoice.year}`, verdict.errors);
    }
    return new TextEncoder().encode(xml);
  });
  return { fileName: invoiceFileName(invoice, invoice.content.seller.vat_number), bytes };
}
