// The PDF copy of an invoice, deferred invoice or credit note (copia di cortesia): what the XML
// states, laid out for a person. The legally valid document is the XML the SdI receives; a
// private buyer is owed this copy (L. 205/2017 art. 1 c. 909). Drawn from the same amounts as
// the XML, dated by the document, so the same file always gives the same bytes.
import { formatShortDate } from '../_shared/documents/document-format.ts';
import { margin, pageWidth, PdfWriter } from '../_shared/documents/pdf-writer.ts';
import { euroDecimal } from '../_shared/fatturapa/invoice-amounts.ts';
import { formatEuroCents, formatIban } from '../_shared/italian-format.ts';
import { amountsOf } from './fatturapa-xml.ts';
import { documentNames, type FiscalDocument } from './invoice-content.ts';
import { documentCausale } from './invoice-wording.ts';

const columns = {
  description: margin,
  quantity: 330,
  unit: 400,
  vat: 450,
  total: pageWidth - margin,
};

const paymentNames = {
  card: 'Carta di pagamento (già pagato)',
  bank_transfer: 'Bonifico bancario',
  cash_on_delivery: 'Contanti alla consegna',
} as const;

function decimal(value: string): string {
  return value.replace('.', ',');
}

function partyLines(document: FiscalDocument): { seller: string[]; buyer: string[] } {
  const { seller, buyer } = document.content;
  return {
    seller: [
      `${seller.street_address}, ${seller.postal_code} ${seller.city} (${seller.province})`,
      `P. IVA ${seller.vat_number}${seller.tax_code ? ` · C.F. ${seller.tax_code}` : ''}`,
      `REA ${seller.rea}${seller.share_capital ? ` · Capitale sociale ${seller.share_capital}` : ''}`,
      [seller.email, seller.pec ? `PEC ${seller.pec}` : null].filter(Boolean).join(' · '),
    ],
    buyer: [
      `${buyer.address_is_office ? 'Sede legale: ' : ''}${buyer.address.street}, ${buyer.address.postal_code} ${buyer.address.city} (${buyer.address.province})`,
      [
        buyer.vat_number ? `P. IVA ${buyer.vat_number}` : null,
        buyer.tax_code ? `C.F. ${buyer.tax_code}` : null,
      ]
        .filter(Boolean)
        .join(' · '),
      buyer.sdi_code
        ? `Codice destinatario ${buyer.sdi_code}`
        : buyer.pec
          ? `PEC ${buyer.pec}`
          : 'Recapito nell’area riservata del sito dell’Agenzia delle Entrate',
    ].filter(Boolean),
  };
}

function block(writer: PdfWriter, title: string, name: string, lines: string[], x: number) {
  const width = (pageWidth - 2 * margin) / 2 - 10;
  writer.text(title.toUpperCase(), { size: 8, bold: true, gray: true, x, width });
  writer.text(name, { size: 11, bold: true, x, width });
  for (const line of lines) writer.text(line, { size: 9, x, width });
}

function tableHeader(writer: PdfWriter) {
  writer.ensureSpace(30);
  writer.gap(12);
  const y = writer.y;
  writer.textAt('Descrizione', columns.description, y, { size: 9, bold: true });
  writer.textAt('Q.tà', columns.quantity, y, { size: 9, bold: true, alignRight: true });
  writer.textAt('Prezzo netto', columns.unit, y, { size: 9, bold: true, alignRight: true });
  writer.textAt('IVA', columns.vat, y, { size: 9, bold: true, alignRight: true });
  writer.textAt('Imponibile', columns.total, y, { size: 9, bold: true, alignRight: true });
  writer.rule(4);
}

/** The copy as a PDF; `issuedAt` is the document's own timestamp (its metadata date). */
export async function renderInvoicePdf(
  document: FiscalDocument,
  issuedAt: Date,
): Promise<Uint8Array> {
  const { seller, buyer, orders } = document.content;
  const amounts = amountsOf(document.content);
  const title = `${documentNames[document.documentType]} ${document.label}`;
  const writer = await PdfWriter.create({ title, author: seller.company_name, date: issuedAt });

  writer.text(documentNames[document.documentType].toUpperCase(), { size: 16, bold: true });
  writer.text(
    `N. ${document.label} del ${formatShortDate(document.issuedOn)} (${document.documentType})`,
    {
      size: 12,
      bold: true,
    },
  );
  writer.text(
    'Copia di cortesia: il documento valido ai fini fiscali è il file XML trasmesso al Sistema di Interscambio.',
    { size: 8, gray: true },
  );
  writer.gap(8);
  const parties = partyLines(document);
  const top = writer.y;
  block(writer, 'Cedente', seller.company_name, parties.seller, margin);
  const leftBottom = writer.y;
  writer.y = top;
  block(
    writer,
    'Cessionario',
    buyer.name,
    parties.buyer,
    margin + (pageWidth - 2 * margin) / 2 + 10,
  );
  writer.y = Math.min(leftBottom, writer.y);
  writer.gap(8);
  for (const line of documentCausale(document)) writer.text(line, { size: 9 });
  for (const order of orders) {
    const note = order.delivery_note
      ? ` · DDT ${order.delivery_note.number}/${order.delivery_note.year} del ${formatShortDate(order.delivery_note.issued_on)}`
      : '';
    writer.text(
      `Ordine ${order.order_number} del ${formatShortDate(order.ordered_on)} · consegna ${formatShortDate(order.delivery_date)}${note}`,
      { size: 9, gray: true },
    );
  }

  tableHeader(writer);
  for (const line of amounts.lines) {
    const pageBefore = writer.page;
    writer.ensureSpace(16);
    if (writer.page !== pageBefore) tableHeader(writer);
    const top = writer.y;
    writer.text(line.description, { size: 9, width: columns.quantity - columns.description - 40 });
    const y = top - 9 * 1.3 + 9 * 0.25;
    writer.textAt(String(line.quantity), columns.quantity, y, { size: 9, alignRight: true });
    writer.textAt(decimal(line.unitPrice), columns.unit, y, { size: 9, alignRight: true });
    writer.textAt(`${line.vatRate}%`, columns.vat, y, { size: 9, alignRight: true });
    writer.textAt(decimal(euroDecimal(line.netCents)), columns.total, y, {
      size: 9,
      alignRight: true,
    });
    writer.gap(2);
  }
  writer.rule(4);
  for (const summary of amounts.summary) {
    writer.text(
      `IVA ${summary.vatRate}%: imponibile ${formatEuroCents(summary.taxableCents)}, imposta ${formatEuroCents(summary.taxCents)}`,
      { size: 9 },
    );
  }
  writer.text(`Totale documento ${formatEuroCents(amounts.totalCents)}`, { size: 12, bold: true });

  if (document.documentType !== 'TD04') {
    writer.gap(8);
    writer.text('PAGAMENTO', { size: 8, bold: true, gray: true });
    for (const order of orders) {
      const due = order.payment_due_on ? `, scadenza ${formatShortDate(order.payment_due_on)}` : '';
      writer.text(`Ordine ${order.order_number}: ${paymentNames[order.payment_method]}${due}`, {
        size: 9,
      });
    }
    if (orders.some((order) => order.payment_method === 'bank_transfer') && seller.iban) {
      writer.text(
        `IBAN ${formatIban(seller.iban)}${seller.bank_name ? ` · ${seller.bank_name}` : ''}`,
        {
          size: 9,
        },
      );
    }
  }
  return writer.finish(`${seller.company_name} · ${title}`);
}
