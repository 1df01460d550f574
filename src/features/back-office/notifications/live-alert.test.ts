import { describe, expect, it } from 'vitest';
import { liveAlertFor } from '@/features/back-office/notifications/live-alert';

const row = (fields: Record<string, unknown>) => ({
  id: 'n-1',
  title: 'Nuovo ordine BDB-2026-000123',
  body: 'Lucia Ferri ha ordinato per 11,80 €, consegna il venerdì 27 novembre 2026.',
  payload: { order_id: 'o-1', user_id: 'u-1' },
  type: 'new_order',
  ...fields,
});

describe('liveAlertFor', () => {
  it('announces a new order, leading to the order', () => {
    expect(liveAlertFor(row({}))).toEqual({
      id: 'n-1',
      title: 'Nuovo ordine BDB-2026-000123',
      body: 'Lucia Ferri ha ordinato per 11,80 €, consegna il venerdì 27 novembre 2026.',
      href: '/admin/orders/o-1',
    });
  });

  it('announces a registration, leading to the customer', () => {
    const alert = liveAlertFor(
      row({ type: 'new_user', title: 'Nuovo cliente', body: null, payload: { user_id: 'u-9' } }),
    );
    expect(alert).toMatchObject({ title: 'Nuovo cliente', body: '', href: '/admin/customers/u-9' });
  });

  it('leaves the other kinds and malformed rows to the bell', () => {
    expect(liveAlertFor(row({ type: 'low_stock' }))).toBeNull();
    expect(liveAlertFor(row({ type: 'order_cancelled' }))).toBeNull();
    expect(liveAlertFor(row({ id: 7 }))).toBeNull();
    expect(liveAlertFor(null)).toBeNull();
  });
});
