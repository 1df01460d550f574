import { describe, expect, it } from 'vitest';
import {
  italianList,
  onlinePaymentLabel,
  onlineWallets,
  paymentMethodsAnswer,
} from '@/domain/orders/payment-methods';

describe('payment methods from the settings', () => {
  it('offers the wallets the admin switched on, and the database defaults before that', () => {
    expect(onlineWallets({ paypal_enabled: true, satispay_enabled: true })).toEqual([
      'PayPal',
      'Satispay',
    ]);
    expect(onlineWallets({ paypal_enabled: false, satispay_enabled: false })).toEqual([]);
    expect(onlineWallets(undefined)).toEqual(['PayPal']);
  });

  it('names the checkout option and the FAQ answer from the same switches', () => {
    const both = { paypal_enabled: true, satispay_enabled: true };
    expect(onlinePaymentLabel(both)).toBe('Carta di credito o debito, PayPal, Satispay');
    expect(onlinePaymentLabel({ paypal_enabled: false, satispay_enabled: false })).toBe(
      'Carta di credito o debito',
    );
    expect(paymentMethodsAnswer({ paypal_enabled: true, satispay_enabled: false })).toBe(
      'Carte di credito e di debito, PayPal, bonifico bancario per le aziende e, in alcune zone, pagamento alla consegna in contanti o con POS.',
    );
    expect(paymentMethodsAnswer({ paypal_enabled: false, satispay_enabled: false })).not.toContain(
      'PayPal',
    );
  });

  it('joins Italian lists', () => {
    expect(italianList(['carta'], 'o')).toBe('carta');
    expect(italianList(['carta', 'PayPal'], 'o')).toBe('carta o PayPal');
    expect(italianList(['a', 'b', 'c'], 'e')).toBe('a, b e c');
  });
});
