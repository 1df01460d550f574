// An invoice's files as they are offered: the XML built from the stored snapshot and checked
// (schema and SdI content checks) before it is stored, and its PDF copy. Each file of a number
// is stored once under its own name, so the same file always gives the same bytes; a document
// that fails the checks is never stored or handed out.
import type { SupabaseClient } from '@supabase/supabase-js';
import { storedDocument } from '../_shared/documents/stored-document.ts';
import { checkFatturaPA } from '../_shared/fatturapa/validate-fatturapa.ts';
import { buildFatturaXml } from './fatturapa-xml.ts';
import {
  documentNames,
  type FiscalDocument,
  fiscalDocumentOf,
  type InvoiceRow,
} from './invoice-content.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

export class InvalidInvoiceError extends Error {
  constructor(
    readonly documentLabel: string,
    readonly schemaErrors: string[],
  ) {
    super(`document ${documentLabel} does not validate: ${schemaErrors.join('; ')}`);
    this.name = 'InvalidInvoiceError';
  }
}

/** The document's XML once it passed every check; InvalidInvoiceError otherwise. */
export async function checkedXml(document: FiscalDocument): Promise<string> {
  const xml = buildFatturaXml(document);
  const verdict = await checkFatturaPA(xml);
  if (!verdict.valid) throw new InvalidInvoiceError(document.label, verdict.errors);
  return xml;
}

export interface DocumentDownload {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

function pathOf(row: InvoiceRow): string {
  if (!row.file_path || !row.file_name) throw new Error(`invoice ${row.id} has no file`);
  return row.file_path;
}

/** The XML of the document's current file, built, checked and stored on first request. */
export async function invoiceXml(
  admin: SupabaseClient,
  row: InvoiceRow,
): Promise<DocumentDownload> {
  const document = fiscalDocumentOf(row);
  const bytes = await storedDocument(admin, pathOf(row), 'application/xml', async () =>
    new TextEncoder().encode(await checkedXml(document)),
  );
  return { fileName: row.file_name ?? 'fattura.xml', contentType: 'application/xml', bytes };
}

/** The PDF copy of the document's current file. */
export async function invoicePdf(
  admin: SupabaseClient,
  row: InvoiceRow,
): Promise<DocumentDownload> {
  const document = fiscalDocumentOf(row);
  const path = pathOf(row).replace(/\.xml$/, '.pdf');
  const bytes = await storedDocument(admin, path, 'application/pdf', () =>
    renderInvoicePdf(document, new Date(row.issued_at)),
  );
  const name = `${documentNames[row.document_type]} ${document.label}`
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/-+$/, '');
  return { fileName: `${name}.pdf`, contentType: 'application/pdf', bytes };
}
