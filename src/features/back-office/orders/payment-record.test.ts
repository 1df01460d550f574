import { describe, expect, it } from 'vitest';
import { paymentRecordAction } from '@/features/back-office/orders/payment-record';

describe('paymentRecordAction', () => {
  it('offers the bank transfer and the cash while they are pending', () => {
    const open = { status: 'received', payment_status: 'pending' };
    expect(paymentRecordAction({ ...open, payment_method: 'bank_transfer' })).toBe(
      'Bonifico ricevuto',
    );
    expect(paymentRecordAction({ ...open, payment_method: 'cash_on_delivery' })).toBe(
      'Contanti incassati',
    );
  });

  it('offers nothing for card, paid or cancelled orders', () => {
    expect(
      paymentRecordAction({
        status: 'received',
        payment_status: 'pending',
        payment_method: 'card',
      }),
    ).toBeNull();
    expect(
      paymentRecordAction({
        status: 'delivered',
        payment_status: 'paid',
        payment_method: 'cash_on_delivery',
      }),
    ).toBeNull();
    expect(
      paymentRecordAction({
        status: 'cancelled',
        payment_status: 'pending',
        payment_method: 'bank_transfer',
      }),
    ).toBeNull();
  });
});
