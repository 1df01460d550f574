import type { InvoiceRow } from '../../../supabase/functions/invoices/invoice-content.ts';

/** An issued invoice as the database stores it: bread at 4 %, brioche at 10 %, shipping. */
export function invoiceFixture(
  overrides: Partial<InvoiceRow['content']['order']> = {},
): InvoiceRow {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    order_id: '22222222-2222-4222-8222-222222222222',
    year: 2026,
    number: 12,
    issued_on: '2026-11-27',
    issued_at: '2026-11-27T09:30:00Z',
    content: {
      seller: {
        company_name: 'Bottega del Bun S.r.l.',
        street_address: 'Via Pastrengo 18',
        postal_code: '10024',
        city: 'Moncalieri',
        province: 'TO',
        vat_number: '09456120014',
        tax_code: '09456120014',
        rea: 'TO-1187654',
        tax_regime: 'RF01',
        email: 'info@bottegadelbun.it',
        iban: 'IT60X0542811101000000123456',
        bank_name: 'Banca di Prova',
        payment_days: 30,
      },
      buyer: {
        customer_type: 'business',
        company_name: 'Osteria del Borgo S.n.c. — “cucina” & più',
        vat_number: '11876540011',
        tax_code: null,
        sdi_code: 'M5UXCR1',
        pec: null,
      },
      buyer_address: {
        street: 'Via Garibaldi 12',
        postal_code: '10122',
        city: 'Torino',
        province: 'TO',
      },
      order: {
        order_number: 'BDB-2026-000123',
        ordered_on: '2026-11-25',
        delivery_date: '2026-11-27',
        payment_method: 'bank_transfer',
        subtotal: 24.5,
        discount: 0,
        shipping: 7.9,
        total: 32.4,
        ...overrides,
      },
      delivery_note: { number: 7, year: 2026, issued_on: '2026-11-27' },
      lines: [
        { product_name: 'Bun classico', quantity: 3, line_total: 13.5, vat_rate: 4 },
        { product_name: 'Bun brioche', quantity: 2, line_total: 11, vat_rate: 10 },
      ],
    },
  };
}
