// The delivery note (DDT, D.P.R. 472/1996) drawn from its stored snapshot: sender, recipient with
// its registered office, place of delivery, transport (who carries it, when it starts, packages
// and gross weight), and one row per line with packs, pieces, net weight and lot. The document's
// dates come from the note, never from the clock, so the same note always renders the same
// bytes; a cancelled order's note is drawn again with ANNULLATO across it, its number kept.
import { degrees, rgb } from 'pdf-lib';
import {
  formatKilograms,
  formatRomeDateTime,
  formatShortDate,
} from '../_shared/documents/document-format.ts';
import { margin, pageWidth, PdfWriter } from '../_shared/documents/pdf-writer.ts';
import { type DeliveryNoteRow, deliveryNoteLabel } from './delivery-note-content.ts';

const columns = {
  product: margin,
  packs: 330,
  pieces: 395,
  weight: 470,
  lot: pageWidth - margin,
};

function present(...parts: (string | null | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join(' · ');
}

function sellerLines(seller: DeliveryNoteRow['content']['seller']): string[] {
  return [
    `${seller.street_address}, ${seller.postal_code} ${seller.city} (${seller.province})`,
    present(`P. IVA ${seller.vat_number}`, seller.tax_code ? `C.F. ${seller.tax_code}` : null),
    present(`REA ${seller.rea}`, `Capitale sociale ${seller.share_capital}`),
    present(seller.email, seller.phone, seller.pec ? `PEC ${seller.pec}` : null),
  ];
}

function recipientLines(content: DeliveryNoteRow['content']): {
  name: string;
  lines: string[];
} {
  const { order, recipient } = content;
  const invoice = order.invoice_data;
  const office = recipient?.office;
  const name =
    recipient?.name ||
    invoice?.company_name ||
    order.customer_name ||
    order.delivery_address.recipient ||
    '';
  const vatNumber = recipient?.vat_number ?? invoice?.vat_number;
  const taxCode = recipient?.tax_code ?? invoice?.tax_code;
  return {
    name,
    lines: [
      office
        ? `Sede legale: ${office.street}, ${office.postal_code} ${office.city} (${office.province})`
        : '',
      present(vatNumber ? `P. IVA ${vatNumber}` : null, taxCode ? `C.F. ${taxCode}` : null),
      present(order.customer_email),
    ].filter(Boolean),
  };
}

function transportLines(note: DeliveryNoteRow): string[] {
  const { order, transport } = note.content;
  const lines = [`Ordine ${order.order_number} del ${formatShortDate(order.ordered_on)}`];
  lines.push(`Data di consegna: ${formatShortDate(order.delivery_date)}`);
  lines.push(`Causale del trasporto: ${transport?.reason ?? 'vendita'}`);
  if (!transport) {
    lines.push('Trasporto a cura del: mittente');
  } else {
    lines.push(
      transport.by === 'carrier'
        ? `Trasporto a cura del: vettore ${transport.carrier_name ?? ''}`
        : 'Trasporto a cura del: mittente',
    );
    lines.push(`Inizio del trasporto: ${formatRomeDateTime(transport.started_at)}`);
    lines.push(
      present(
        `Colli: ${transport.packages}`,
        transport.gross_weight_grams === null
          ? null
          : `peso lordo ${formatKilograms(transport.gross_weight_grams)}`,
      ),
    );
  }
  lines.push('Aspetto dei beni: confezioni per alimenti');
  return lines;
}

/** ANNULLATO across the first page of a cancelled order's note. */
function cancelledMark(writer: PdfWriter, note: DeliveryNoteRow) {
  const page = writer.doc.getPages()[0];
  if (!page || !note.cancelled_at) return;
  page.drawText('ANNULLATO', {
    x: 120,
    y: 330,
    size: 72,
    font: writer.bold,
    color: rgb(0.75, 0.1, 0.1),
    opacity: 0.35,
    rotate: degrees(30),
  });
}

function destinationLines(address: DeliveryNoteRow['content']['order']['delivery_address']) {
  return [
    address.recipient ?? '',
    address.street ?? '',
    `${address.postal_code ?? ''} ${address.city ?? ''}${address.province ? ` (${address.province})` : ''}`,
    address.phone ? `Tel. ${address.phone}` : '',
    address.notes ? `Indicazioni: ${address.notes}` : '',
  ].filter((line) => line.trim());
}

/** Two blocks side by side; the cursor ends below the taller one. */
function twoBlocks(
  writer: PdfWriter,
  left: { title: string; name: string; lines: string[] },
  right: { title: string; name: string; lines: string[] },
) {
  const top = writer.y;
  const half = (pageWidth - 2 * margin) / 2;
  let leftBottom = top;
  for (const [block, x] of [
    [left, margin],
    [right, margin + half + 10],
  ] as const) {
    writer.y = top;
    writer.text(block.title.toUpperCase(), {
      size: 8,
      bold: true,
      x,
      width: half - 10,
      gray: true,
    });
    writer.text(block.name, { size: 11, bold: true, x, width: half - 10 });
    for (const line of block.lines) writer.text(line, { size: 9, x, width: half - 10 });
    if (x === margin) leftBottom = writer.y;
  }
  writer.y = Math.min(leftBottom, writer.y);
}

function tableHeader(writer: PdfWriter) {
  writer.ensureSpace(30);
  writer.gap(14);
  const y = writer.y;
  writer.textAt('Prodotto', columns.product, y, { size: 9, bold: true });
  writer.textAt('Confezioni', columns.packs, y, { size: 9, bold: true, alignRight: true });
  writer.textAt('Pezzi', columns.pieces, y, { size: 9, bold: true, alignRight: true });
  writer.textAt('Peso netto', columns.weight, y, { size: 9, bold: true, alignRight: true });
  writer.textAt('Lotto', columns.lot, y, { size: 9, bold: true, alignRight: true });
  writer.rule(4);
}

/** The note as a PDF (one A4 page for an ordinary order; more pages only for very long ones). */
export async function renderDeliveryNote(note: DeliveryNoteRow): Promise<Uint8Array> {
  const { seller, order, lines, lot } = note.content;
  const label = deliveryNoteLabel(note);
  const writer = await PdfWriter.create({
    title: `${label} – ordine ${order.order_number}`,
    author: seller.company_name,
    date: new Date(note.issued_at),
  });

  writer.text('DOCUMENTO DI TRASPORTO', { size: 16, bold: true });
  writer.text(`${label} del ${formatShortDate(note.issued_on)}`, { size: 12, bold: true });
  if (note.cancelled_at) {
    writer.text(
      `ANNULLATO il ${formatRomeDateTime(note.cancelled_at)}: l’ordine è stato annullato, il numero resta assegnato a questo documento.`,
      { size: 10, bold: true },
    );
  }
  writer.gap(8);

  const recipient = recipientLines(note.content);
  twoBlocks(
    writer,
    { title: 'Mittente', name: seller.company_name, lines: sellerLines(seller) },
    { title: 'Destinatario', name: recipient.name, lines: recipient.lines },
  );
  writer.gap(8);
  twoBlocks(
    writer,
    {
      title: 'Luogo di destinazione',
      name: '',
      lines: destinationLines(order.delivery_address),
    },
    { title: 'Trasporto', name: '', lines: transportLines(note) },
  );

  tableHeader(writer);
  let packs = 0;
  let pieces = 0;
  let grams = 0;
  let weightKnown = true;
  for (const line of lines) {
    const pageBefore = writer.page;
    writer.ensureSpace(16);
    if (writer.page !== pageBefore) tableHeader(writer);
    const top = writer.y;
    writer.text(`${line.product_name} (confezione da ${line.pack_size})`, {
      size: 9,
      width: columns.packs - columns.product - 60,
    });
    const y = top - 9 * 1.3 + 9 * 0.25;
    writer.textAt(String(line.packs), columns.packs, y, { size: 9, alignRight: true });
    writer.textAt(String(line.pieces), columns.pieces, y, { size: 9, alignRight: true });
    writer.textAt(
      line.net_weight_grams === null ? '–' : formatKilograms(line.net_weight_grams),
      columns.weight,
      y,
      { size: 9, alignRight: true },
    );
    writer.textAt(lot, columns.lot, y, { size: 9, alignRight: true });
    writer.gap(3);
    packs += line.packs;
    pieces += line.pieces;
    if (line.net_weight_grams === null) weightKnown = false;
    else grams += line.net_weight_grams;
  }
  writer.rule(4);
  const totalsY = writer.y - 9 * 1.3 + 9 * 0.25;
  writer.textAt('Totale colli e peso', columns.product, totalsY, { size: 9, bold: true });
  writer.textAt(String(packs), columns.packs, totalsY, { size: 9, bold: true, alignRight: true });
  writer.textAt(String(pieces), columns.pieces, totalsY, { size: 9, bold: true, alignRight: true });
  writer.textAt(weightKnown ? formatKilograms(grams) : '–', columns.weight, totalsY, {
    size: 9,
    bold: true,
    alignRight: true,
  });
  writer.gap(9 * 1.3 + 10);

  writer.text(
    `Lotto ${lot}: prodotti sfornati per la consegna del ${formatShortDate(order.delivery_date)}. Prodotti da forno da conservare in luogo fresco e asciutto.`,
    { size: 8, gray: true },
  );
  if (order.notes) writer.text(`Note del cliente: ${order.notes}`, { size: 9 });

  writer.ensureSpace(60);
  writer.gap(36);
  const signY = writer.y;
  writer.textAt('Firma del conducente ____________________', margin, signY, { size: 9 });
  writer.textAt('Firma del destinatario ____________________', pageWidth - margin, signY, {
    size: 9,
    alignRight: true,
  });

  cancelledMark(writer, note);
  return writer.finish(`${seller.company_name} · ${label} · ordine ${order.order_number}`);
}
