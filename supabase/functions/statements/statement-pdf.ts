// The statement (estratto conto) as a PDF: the seller, the account, its terms and credit, and
// one row per order on credit with its invoice, due date and whether it is paid or overdue. It
// is a picture of one moment (the date printed on it), made fresh on every request.
import { formatShortDate } from '../_shared/documents/document-format.ts';
import { margin, pageWidth, PdfWriter } from '../_shared/documents/pdf-writer.ts';
import { formatEuroCents, toCents } from '../_shared/italian-format.ts';
import type { Statement } from './statement-data.ts';

export interface Seller {
  company_name: string;
  street_address: string;
  postal_code: string;
  city: string;
  province: string;
  vat_number: string;
}

const columns = {
  order: margin,
  delivery: 150,
  invoice: 215,
  total: 345,
  due: 410,
  state: pageWidth - margin,
};

const euros = (amount: number) => formatEuroCents(toCents(amount));

function rowState(row: Statement['rows'][number]): string {
  if (row.payment_status === 'paid')
    return row.paid_on ? `Pagato il ${formatShortDate(row.paid_on)}` : 'Pagato';
  if (row.overdue)
    return `Scaduto da ${row.days_overdue === 1 ? '1 giorno' : `${row.days_overdue} giorni`}`;
  return 'Da pagare';
}

function header(writer: PdfWriter) {
  writer.ensureSpace(30);
  writer.gap(12);
  const y = writer.y;
  writer.textAt('Ordine', columns.order, y, { size: 9, bold: true });
  writer.textAt('Consegna', columns.delivery, y, { size: 9, bold: true });
  writer.textAt('Fattura', columns.invoice, y, { size: 9, bold: true });
  writer.textAt('Importo', columns.total, y, { size: 9, bold: true, alignRight: true });
  writer.textAt('Scadenza', columns.due, y, { size: 9, bold: true });
  writer.textAt('Stato', columns.state, y, { size: 9, bold: true, alignRight: true });
  writer.rule(4);
}

export async function renderStatement(
  statement: Statement,
  seller: Seller,
  madeAt: Date,
): Promise<Uint8Array> {
  const { customer, credit, rows } = statement;
  const name = customer.company_name ?? customer.full_name ?? customer.email ?? '';
  const writer = await PdfWriter.create({
    title: `Estratto conto – ${name}`,
    author: seller.company_name,
    date: madeAt,
  });
  writer.text('ESTRATTO CONTO', { size: 16, bold: true });
  writer.text(`al ${formatShortDate(statement.today)}`, { size: 11 });
  writer.gap(6);
  writer.text(seller.company_name, { size: 10, bold: true });
  writer.text(
    `${seller.street_address}, ${seller.postal_code} ${seller.city} (${seller.province}) · P. IVA ${seller.vat_number}`,
    { size: 9, gray: true },
  );
  writer.gap(8);
  writer.text('CLIENTE', { size: 8, bold: true, gray: true });
  writer.text(name, { size: 11, bold: true });
  const ids = [
    customer.vat_number ? `P. IVA ${customer.vat_number}` : null,
    customer.tax_code ? `C.F. ${customer.tax_code}` : null,
  ].filter(Boolean);
  if (ids.length > 0) writer.text(ids.join(' · '), { size: 9 });
  if (customer.office) {
    const office = customer.office;
    writer.text(
      `Sede legale: ${office.street}, ${office.postal_code} ${office.city} (${office.province})`,
      {
        size: 9,
      },
    );
  }
  writer.gap(6);
  if (credit) {
    writer.text(
      `Termini: ${credit.payment_terms_label} · Fido ${euros(credit.credit_limit)} · Da pagare ${euros(credit.open_balance)} · Disponibile ${euros(credit.available_credit)}`,
      { size: 9 },
    );
  }
  // What is still due: the totals less their credit notes (amount_due).
  const overdue = rows
    .filter((row) => row.overdue)
    .reduce((sum, row) => sum + toCents(row.amount_due), 0);
  const open = rows
    .filter((row) => row.payment_status === 'pending')
    .reduce((sum, row) => sum + toCents(row.amount_due), 0);
  writer.text(
    `Totale da pagare ${formatEuroCents(open)}${overdue > 0 ? `, di cui scaduto ${formatEuroCents(overdue)}` : ''}`,
    { size: 10, bold: true },
  );
  writer.text(
    `Ordini da pagare e ordini pagati con consegna dal ${formatShortDate(statement.period.from)} al ${formatShortDate(statement.period.to)}.`,
    { size: 8, gray: true },
  );

  header(writer);
  if (rows.length === 0) writer.text('Nessun ordine nel periodo.', { size: 9 });
  for (const row of rows) {
    const before = writer.page;
    const stillDue =
      row.payment_status === 'pending' && toCents(row.amount_due) !== toCents(row.total);
    // The row with its credit notes and what is left to pay stays on one page.
    writer.ensureSpace(14 + 11 * (row.credit_notes.length + (stillDue ? 1 : 0)));
    if (writer.page !== before) header(writer);
    writer.gap(12);
    const y = writer.y;
    writer.textAt(row.order_number, columns.order, y, { size: 9 });
    writer.textAt(formatShortDate(row.delivery_date), columns.delivery, y, { size: 9 });
    writer.textAt(
      row.invoice
        ? `${row.invoice.label ?? `${row.invoice.number}/${row.invoice.year}`} del ${formatShortDate(row.invoice.issued_on)}`
        : '–',
      columns.invoice,
      y,
      { size: 9 },
    );
    writer.textAt(euros(row.total), columns.total, y, { size: 9, alignRight: true });
    writer.textAt(row.due_on ? formatShortDate(row.due_on) : '–', columns.due, y, { size: 9 });
    writer.textAt(rowState(row), columns.state, y, {
      size: 9,
      bold: row.overdue,
      alignRight: true,
    });
    for (const credit of row.credit_notes) {
      writer.gap(11);
      writer.textAt(
        `Nota di credito ${credit.label} del ${formatShortDate(credit.issued_on)}: ${euros(-credit.total)}`,
        columns.invoice,
        writer.y,
        { size: 8 },
      );
    }
    if (stillDue) {
      writer.gap(11);
      writer.textAt(`Resta da pagare ${euros(row.amount_due)}`, columns.invoice, writer.y, {
        size: 8,
        bold: true,
      });
    }
    writer.gap(3);
  }
  writer.rule(6);
  return writer.finish(
    `${seller.company_name} · Estratto conto di ${name} al ${formatShortDate(statement.today)}`,
  );
}
