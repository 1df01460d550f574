import { describe, expect, it } from 'vitest';
import { statementCsv, statementFileName } from '@/domain/customer/statement-csv';
import { type AccountStatement, statementTotals } from '@/domain/customer/account-statement';

const statement: AccountStatement = {
  customer: {
    id: 'c1',
    company_name: 'Osteria del Borgo S.n.c.',
    full_name: null,
    vat_number: '11876540011',
  },
  credit: null,
  today: '2026-11-27',
  period: { from: '2026-08-29', to: '2027-01-26' },
  rows: [
    {
      order_id: 'o1',
      order_number: 'BDB-2026-000012',
      ordered_on: '2026-10-12',
      delivery_date: '2026-10-13',
      status: 'delivered',
      payment_method: 'bank_transfer',
      payment_status: 'pending',
      total: 96.5,
      amount_due: 91,
      due_on: '2026-11-12',
      paid_on: null,
      overdue: true,
      days_overdue: 15,
      invoice: { number: 7, year: 2026, issued_on: '2026-10-14' },
      credit_notes: [{ id: 'n1', label: 'NC-2/2026', issued_on: '2026-10-20', total: 5.5 }],
    },
    {
      order_id: 'o2',
      order_number: 'BDB-2026-000020',
      ordered_on: '2026-11-20',
      delivery_date: '2026-11-21',
      status: 'delivered',
      payment_method: 'cash_on_delivery',
      payment_status: 'paid',
      total: 40,
      amount_due: 0,
      due_on: '2026-11-21',
      paid_on: '2026-11-21',
      overdue: false,
      days_overdue: 0,
      invoice: { number: 3, year: 2026, issued_on: '2026-11-30', label: 'FD-3/2026' },
    },
  ],
};

describe('statementTotals', () => {
  it('counts what is left after credit notes, and only on unpaid rows', () => {
    expect(statementTotals(statement.rows)).toEqual({ openCents: 9100, overdueCents: 9100 });
  });
});

describe('statementCsv', () => {
  it('writes one row per order with Italian dates and amounts, its invoice, credit notes and what is left to pay', () => {
    const lines = statementCsv(statement).replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Ordine;Data ordine;Consegna;Fattura;Data fattura;Note di credito;Pagamento;Importo;Resta da pagare;Scadenza;Pagato il;Stato',
      'BDB-2026-000012;12/10/2026;13/10/2026;7/2026;14/10/2026;NC-2/2026 -5,50;Bonifico;96,50;91,00;12/11/2026;;Scaduto da 15 gg',
      'BDB-2026-000020;20/11/2026;21/11/2026;FD-3/2026;30/11/2026;;Alla consegna;40,00;0,00;21/11/2026;21/11/2026;Pagato',
    ]);
  });

  it('names the file after the customer and the day', () => {
    expect(statementFileName(statement)).toBe(
      'estratto-conto-osteria-del-borgo-s-n-c-2026-11-27.csv',
    );
  });
});
