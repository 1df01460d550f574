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

/** A draft's XML that passed the checks, with the number and progressive it was built with. */
export interface CheckedDraft {
  xml: string;
  label: string;
  progressive: string;
}

/** Checks a draft built with a placeholder number and file progressive. */
export async function checkDraft(document: FiscalDocument): Promise<CheckedDraft> {
  return {
    xml: await checkedXml(document),
    label: document.label,
    progressive: document.progressive,
  };
}

/**
 * The numbered XML of a document whose draft passed the checks. When it is that draft's XML
 * with only the number and the file progressive filled in (fields whose form is fixed), it is
 * the document that was validated; anything else is checked again.
 */
async function numberedXml(document: FiscalDocument, draft: CheckedDraft): Promise<string> {
  const numbered = buildFatturaXml(document);
  const expected = draft.xml
    .replace(`<Numero>${draft.label}</Numero>`, `<Numero>${document.label}</Numero>`)
    .replace(
      `<ProgressivoInvio>${draft.progressive}</ProgressivoInvio>`,
      `<ProgressivoInvio>${document.progressive}</ProgressivoInvio>`,
    );
  return numbered === expected ? numbered : checkedXml(document);
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

/**
 * The XML of the document's current file, built, checked and stored on first request (just
 * issued: from the draft that passed the checks).
 */
export async function invoiceXml(
  admin: SupabaseClient,
  row: InvoiceRow,
  draft?: CheckedDraft,
): Promise<DocumentDownload> {
  const document = fiscalDocumentOf(row);
  const bytes = await storedDocument(admin, pathOf(row), 'application/xml', async () =>
    new TextEncoder().encode(
      draft ? await numberedXml(document, draft) : await checkedXml(document),
    ),
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
