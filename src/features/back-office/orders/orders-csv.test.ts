import { describe, expect, it } from 'vitest';
import {
  type ExportedOrder,
  ordersCsv,
  ordersCsvFileName,
} from '@/features/back-office/orders/orders-csv';

const order = (fields: Partial<ExportedOrder>): ExportedOrder => ({
  order_number: 'BDB-2026-000101',
  created_at: '2026-11-20T09:15:00Z',
  customer_name: 'Giulia Rossi',
  customer_email: 'giulia.rossi@example.com',
  invoice_data: null,
  status: 'delivered',
  payment_method: 'card',
  payment_status: 'paid',
  paid_at: '2026-11-20T09:16:00Z',
  subtotal: 18,
  discount: 0,
  shipping: 7.9,
  total: 25.9,
  ...fields,
});

const rows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));

describe('ordersCsv', () => {
  const csv = ordersCsv([
    order({}),
    order({
      order_number: 'BDB-2026-000102',
      customer_name: 'Osteria del Borgo; Chieri',
      invoice_data: {
        customer_type: 'business',
        company_name: 'Osteria del Borgo S.r.l.',
        vat_number: '01234567890',
        tax_code: '01234567890',
        sdi_code: 'M5UXCR1',
        pec: 'osteria@pec.it',
      },
      payment_method: 'bank_transfer',
      payment_status: 'pending',
      paid_at: null,
      subtotal: 1234.5,
      discount: 12.35,
      shipping: 0,
      total: 1222.15,
    }),
    order({
      order_number: 'BDB-2026-000103',
      status: 'cancelled',
      total: 10,
      subtotal: 10,
      shipping: 0,
    }),
  ]);

  it('opens in Italian Excel: BOM, semicolons, CRLF, decimal commas, Rome times', () => {
    expect(csv.startsWith('\uFEFFNumero ordine;Data ordine;Cliente;Email;Tipo cliente;')).toBe(
      true,
    );
    expect(csv.endsWith('\r\n')).toBe(true);
    const [, first] = rows(csv);
    expect(first).toEqual([
      'BDB-2026-000101',
      '20/11/2026 10:15',
      'Giulia Rossi',
      'giulia.rossi@example.com',
      '',
      '',
      '',
      '',
      '',
      '',
      'Consegnato',
      'Carta',
      'Pagato',
      '20/11/2026 10:16',
      '18,00',
      '0,00',
      '7,90',
      '25,90',
      'Sì',
    ]);
  });

  it('carries the electronic-invoice data and quotes a field holding the separator', () => {
    expect(csv).toContain(
      '"Osteria del Borgo; Chieri";giulia.rossi@example.com;Azienda;Osteria del Borgo S.r.l.;' +
        '01234567890;01234567890;M5UXCR1;osteria@pec.it;Consegnato;Bonifico;In attesa;;' +
        '1234,50;12,35;0,00;1222,15;Sì',
    );
  });

  it('closes with the totals of the orders that count as revenue, as the dashboard does', () => {
    const last = rows(csv).at(-1);
    expect(last?.[0]).toBe('Totale incassi (2 ordini, esclusi annullati e rimborsati)');
    expect(last?.slice(14, 18)).toEqual(['1252,50', '12,35', '7,90', '1248,05']);
    expect(csv).toContain('BDB-2026-000103;');
    expect(
      rows(csv)
        .find((line) => line[0] === 'BDB-2026-000103')
        ?.at(-1),
    ).toBe('No');
  });

  it('names the file after the period', () => {
    expect(ordersCsvFileName('2026-11-01', '2026-11-30')).toBe('ordini-2026-11-01-2026-11-30.csv');
  });
});
