import type {
  FiscalDocument,
  InvoiceContent,
  InvoiceOrderEntry,
} from '../../../supabase/functions/invoices/invoice-content.ts';

// Fiscal documents as the database drafts them: the shop, a restaurant and a private buyer,
// bread at 4 %, brioche at 10 %, shipping.

export const seller: InvoiceContent['seller'] = {
  company_name: 'Bottega del Bun S.r.l.',
  street_address: 'Via Pastrengo 18',
  postal_code: '10024',
  city: 'Moncalieri',
  province: 'TO',
  vat_number: '09456120014',
  tax_code: '09456120014',
  rea: 'TO-1187654',
  share_capital: '€ 10.000 i.v.',
  tax_regime: 'RF01',
  email: 'info@bottegadelbun.it',
  phone: '+39 011 640 1234',
  pec: 'bottegadelbun@pec.it',
  iban: 'IT60X0542811101000000123456',
  bank_name: 'Banca di Prova',
  payment_days: 30,
};

export const restaurant: InvoiceContent['buyer'] = {
  customer_type: 'business',
  name: 'Osteria del Borgo S.n.c. — “cucina” & più',
  vat_number: '11876540011',
  tax_code: null,
  sdi_code: 'M5UXCR1',
  pec: null,
  address: {
    street: 'Via Garibaldi 12',
    postal_code: '10122',
    city: 'Torino',
    province: 'TO',
    country: 'IT',
  },
  address_is_office: true,
};

export const privateBuyer: InvoiceContent['buyer'] = {
  customer_type: 'private',
  name: 'Giulia Rossi',
  vat_number: null,
  tax_code: 'RSSGLI85M41L219K',
  sdi_code: null,
  pec: null,
  address: {
    street: 'Via Po 3',
    postal_code: '10124',
    city: 'Torino',
    province: 'TO',
    country: 'IT',
  },
  address_is_office: false,
};

/** An order of 3 packs of bread and 2 of brioche with shipping: 32.40 €. */
export function orderEntry(overrides: Partial<InvoiceOrderEntry> = {}): InvoiceOrderEntry {
  return {
    order_id: '22222222-2222-4222-8222-222222222222',
    order_number: 'BDB-2026-000123',
    ordered_on: '2026-11-25',
    delivery_date: '2026-11-27',
    payment_method: 'bank_transfer',
    payment_due_on: '2026-12-27',
    discount: 0,
    shipping: 7.9,
    total: 32.4,
    delivery_note: { number: 7, year: 2026, issued_on: '2026-11-27' },
    lines: [
      { item_id: 'a1', product_name: 'Bun classico', quantity: 3, line_total: 13.5, vat_rate: 4 },
      { item_id: 'a2', product_name: 'Bun brioche', quantity: 2, line_total: 11, vat_rate: 10 },
    ],
    ...overrides,
  };
}

/** A TD01 of one order to the restaurant (overrides for the order). */
export function invoiceFixture(overrides: Partial<InvoiceOrderEntry> = {}): FiscalDocument {
  return {
    documentType: 'TD01',
    label: '12/2026',
    issuedOn: '2026-11-27',
    progressive: 'A000C',
    content: { seller, buyer: restaurant, orders: [orderEntry(overrides)] },
  };
}

/** A TD01 to a private buyer who asked for an invoice with their codice fiscale, paid by card. */
export function privateInvoiceFixture(): FiscalDocument {
  return {
    documentType: 'TD01',
    label: '13/2026',
    issuedOn: '2026-11-25',
    progressive: 'A000D',
    content: {
      seller,
      buyer: privateBuyer,
      orders: [
        orderEntry({
          order_number: 'BDB-2026-000124',
          payment_method: 'card',
          payment_due_on: null,
          delivery_note: null,
          discount: 1.35,
          total: 31.05,
        }),
      ],
    },
  };
}

/** November's deferred invoice of the restaurant: three deliveries, three DDT. */
export function deferredInvoiceFixture(): FiscalDocument {
  const days = ['2026-11-05', '2026-11-12', '2026-11-26'];
  return {
    documentType: 'TD24',
    label: 'FD-3/2026',
    issuedOn: '2026-11-26',
    progressive: 'A000E',
    content: {
      seller,
      buyer: restaurant,
      period: { month: '2026-11-01' },
      orders: days.map((day, index) =>
        orderEntry({
          order_id: `3333333${index}-3333-4333-8333-333333333333`,
          order_number: `BDB-2026-00020${index}`,
          ordered_on: day,
          delivery_date: day,
          payment_due_on: '2026-12-31',
          shipping: index === 2 ? 0 : 7.9,
          total: index === 2 ? 24.5 : 32.4,
          delivery_note: { number: 40 + index, year: 2026, issued_on: day },
        }),
      ),
    },
  };
}

/** A credit note for the return of one pack of brioche of the TD01 above. */
export function creditNoteFixture(): FiscalDocument {
  return {
    documentType: 'TD04',
    label: 'NC-1/2026',
    issuedOn: '2026-11-30',
    progressive: 'A000F',
    content: {
      seller,
      buyer: restaurant,
      credit: {
        reason: 'return',
        description: 'Una confezione arrivata schiacciata',
        corrects: { document_type: 'TD01', label: '12/2026', issued_on: '2026-11-27' },
      },
      orders: [
        orderEntry({
          discount: 0,
          shipping: 0,
          total: 5.5,
          lines: [
            {
              item_id: 'a2',
              product_name: 'Bun brioche',
              quantity: 1,
              line_total: 5.5,
              vat_rate: 10,
            },
          ],
        }),
      ],
    },
  };
}
