import { describe, expect, it } from 'vitest';
import { awaitsPayment, paymentStateLabel } from '@/domain/orders/payment-state';

describe('paymentStateLabel', () => {
  it('never reads "In attesa di pagamento" for a cancelled order', () => {
    expect(
      paymentStateLabel({
        status: 'cancelled',
        payment_method: 'bank_transfer',
        payment_status: 'pending',
        cancellation_reason: 'admin',
      }),
    ).toBe('Annullato');
    expect(
      paymentStateLabel({
        status: 'cancelled',
        payment_method: 'card',
        payment_status: 'failed',
        cancellation_reason: 'payment_expired',
      }),
    ).toBe('Non completato');
  });

  it('names the money that came in by how it came', () => {
    const paid = { status: 'received', payment_status: 'paid' } as const;
    expect(paymentStateLabel({ ...paid, payment_method: 'bank_transfer' })).toBe(
      'Bonifico ricevuto',
    );
    expect(paymentStateLabel({ ...paid, payment_method: 'cash_on_delivery' })).toBe(
      'Contanti incassati',
    );
    expect(paymentStateLabel({ ...paid, payment_method: 'card' })).toBe('Pagato');
  });

  it('follows a cancelled paid card order to its refund', () => {
    const order = { status: 'cancelled', payment_method: 'card' } as const;
    expect(paymentStateLabel({ ...order, payment_status: 'paid' })).toBe('Rimborso in corso');
    expect(paymentStateLabel({ ...order, payment_status: 'refunded' })).toBe('Rimborsato');
  });

  it('says what an open order waits for', () => {
    const open = { status: 'received', payment_status: 'pending' } as const;
    expect(paymentStateLabel({ ...open, payment_method: 'card' })).toBe('In attesa di pagamento');
    expect(paymentStateLabel({ ...open, payment_method: 'bank_transfer' })).toBe(
      'In attesa del bonifico',
    );
    expect(paymentStateLabel({ ...open, payment_method: 'cash_on_delivery' })).toBe(
      'Da pagare alla consegna',
    );
    expect(awaitsPayment({ ...open, payment_method: 'card' })).toBe(true);
    expect(awaitsPayment({ ...open, status: 'cancelled', payment_method: 'card' })).toBe(false);
  });
});
