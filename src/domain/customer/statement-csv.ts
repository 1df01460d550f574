import { spreadsheetAmount, spreadsheetCsv } from '@/lib/csv';
import {
  type AccountStatement,
  invoiceLabel,
  type StatementRow,
} from '@/domain/customer/account-statement';

function day(isoDate: string | null): string {
  if (!isoDate) return '';
  const [year, month, date] = isoDate.slice(0, 10).split('-');
  return `${date}/${month}/${year}`;
}

function state(row: StatementRow): string {
  if (row.payment_status === 'paid') return 'Pagato';
  return row.overdue ? `Scaduto da ${row.days_overdue} gg` : 'Da pagare';
}

const methods = { bank_transfer: 'Bonifico', cash_on_delivery: 'Alla consegna' } as const;

/** The statement as a CSV for Italian Excel: one row per order, amounts as numbers. */
export function statementCsv(statement: AccountStatement): string {
  return spreadsheetCsv([
    [
      'Ordine',
      'Data ordine',
      'Consegna',
      'Fattura',
      'Data fattura',
      'Note di credito',
      'Pagamento',
      'Importo',
      'Resta da pagare',
      'Scadenza',
      'Pagato il',
      'Stato',
    ],
    ...statement.rows.map((row) => [
      row.order_number,
      day(row.ordered_on),
      day(row.delivery_date),
      row.invoice ? invoiceLabel(row.invoice) : '',
      day(row.invoice?.issued_on ?? null),
      (row.credit_notes ?? [])
        .map((credit) => `${credit.label} ${spreadsheetAmount(-credit.total)}`)
        .join(', '),
      methods[row.payment_method],
      spreadsheetAmount(row.total),
      spreadsheetAmount(row.amount_due),
      day(row.due_on),
      day(row.paid_on),
      state(row),
    ]),
  ]);
}

/** `estratto-conto-osteria-del-borgo-2026-11-27.csv` */
export function statementFileName(statement: AccountStatement): string {
  const name = (statement.customer.company_name ?? statement.customer.full_name ?? 'cliente')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `estratto-conto-${name}-${statement.today}.csv`;
}
