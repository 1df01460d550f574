import type { Json } from '@/types/database.gen';

function text(record: Record<string, Json | undefined>, key: string): string {
  const value = record[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** A delivery address snapshot as printed on a label: recipient, street, CAP city (PROV), phone. */
export function addressLines(address: Json | undefined): string[] {
  if (typeof address !== 'object' || address === null || Array.isArray(address)) return [];
  const place = [text(address, 'postal_code'), text(address, 'city')].filter(Boolean).join(' ');
  const province = text(address, 'province');
  return [
    text(address, 'recipient'),
    text(address, 'street'),
    province ? `${place} (${province})` : place,
    text(address, 'phone') && `Tel. ${text(address, 'phone')}`,
    text(address, 'notes') && `Note: ${text(address, 'notes')}`,
  ].filter(Boolean);
}

/** The invoice data snapshot of an order, labelled in Italian; empty when none was asked. */
export function invoiceLines(invoice: Json | undefined): string[] {
  if (typeof invoice !== 'object' || invoice === null || Array.isArray(invoice)) return [];
  const labelled: [string, string][] = [
    ['Ragione sociale', 'company_name'],
    ['Partita IVA', 'vat_number'],
    ['Codice fiscale', 'tax_code'],
    ['Codice SDI', 'sdi_code'],
    ['PEC', 'pec'],
  ];
  return labelled
    .filter(([, key]) => text(invoice, key))
    .map(([label, key]) => `${label}: ${text(invoice, key)}`);
}
