import type { OrderRecord } from '@/domain/orders/order-schemas';

/** An order as the orders pages read it, for tests: override what the test is about. */
export function sampleOrderRecord(overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    order_number: 'BDB-2026-000001',
    status: 'received',
    payment_method: 'bank_transfer',
    payment_status: 'pending',
    subtotal: 16.8,
    discount: 0,
    shipping: 7.9,
    total: 24.7,
    delivery_date: '2026-11-27',
    delivery_address: {
      label: 'Cucina',
      recipient: 'Osteria del Borgo',
      street: 'Via Po 12',
      postal_code: '10123',
      city: 'Torino',
      province: 'TO',
      phone: null,
      notes: null,
    },
    invoice_data: null,
    notes: null,
    created_at: '2026-11-25T09:00:00.000000+00:00',
    cancelled_at: null,
    paid_at: null,
    payment_reference: null,
    items: [],
    history: [{ to_status: 'received', changed_at: '2026-11-25T09:00:00.000000+00:00' }],
    ...overrides,
  };
}
