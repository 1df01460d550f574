import { describe, expect, it } from 'vitest';
import {
  type CheckoutValues,
  checkoutMessages,
  initialCheckoutValues,
  NEW_ADDRESS,
  toPlaceOrderInput,
  validateCheckout,
} from '@/features/checkout/checkout-form';
import { paymentOptions } from '@/features/checkout/payment-options';
import { sampleBusinessOwner } from '@/domain/customer/sample-current-customer';

const business = sampleBusinessOwner();

const lines = [{ product_id: '11111111-1111-4111-8111-111111111111', quantity: 2 }];

function ready(overrides: Partial<CheckoutValues> = {}): CheckoutValues {
  return {
    ...initialCheckoutValues(null, [], '2026-11-24'),
    addressChoice: NEW_ADDRESS,
    recipient: 'Giulia Rossi',
    street: 'Via Roma 1',
    postalCode: '10121',
    city: 'Torino',
    province: 'to',
    paymentMethod: 'card',
    acceptTerms: true,
    ...overrides,
  };
}

describe('checkout form', () => {
  it('starts from the account: a business’s invoice, the first day', () => {
    const values = initialCheckoutValues(business, [], '2026-11-24');
    expect(values).toMatchObject({
      addressChoice: NEW_ADDRESS,
      deliveryDate: '2026-11-24',
      wantsInvoice: true,
      customerType: 'business',
      taxCode: '',
    });
  });

  it('asks for the terms, a payment method and a complete new address', () => {
    const errors = validateCheckout(
      ready({ acceptTerms: false, paymentMethod: '', postalCode: '101', province: 'Torino' }),
    );
    expect(errors).toEqual({
      acceptTerms: checkoutMessages.acceptTerms,
      paymentMethod: checkoutMessages.paymentMethod,
      postalCode: checkoutMessages.postalCode,
      province: checkoutMessages.province,
    });
  });

  it('leaves a business’s invoice data to the server, which uses the approved account', () => {
    const values = ready({
      ...initialCheckoutValues(business, [], '2026-11-24'),
      addressChoice: NEW_ADDRESS,
      recipient: 'Marco',
      street: 'Via Po 3',
      postalCode: '10123',
      city: 'Torino',
      province: 'TO',
      paymentMethod: 'bank_transfer',
      acceptTerms: true,
    });
    expect(validateCheckout(values)).toEqual({});
    expect(toPlaceOrderInput(values, lines, 'key-12345678').invoiceData).toBeUndefined();
  });

  it('builds the place_order input: a new address, invoice data, trimmed notes', () => {
    const input = toPlaceOrderInput(
      ready({ notes: '  citofono 3  ', wantsInvoice: true, taxCode: 'rssgli80a41l219x' }),
      lines,
      'chk_attempt-1',
    );
    expect(input).toEqual({
      lines,
      deliveryDate: '2026-11-24',
      paymentMethod: 'card',
      idempotencyKey: 'chk_attempt-1',
      address: {
        recipient: 'Giulia Rossi',
        street: 'Via Roma 1',
        postal_code: '10121',
        city: 'Torino',
        province: 'TO',
        phone: null,
      },
      notes: 'citofono 3',
      invoiceData: { customer_type: 'private', tax_code: 'RSSGLI80A41L219X' },
    });
    expect(toPlaceOrderInput(ready({ addressChoice: 'addr-1' }), lines, 'k')).toMatchObject({
      addressId: 'addr-1',
    });
  });
});

describe('payment options', () => {
  const settings = {
    iban: 'IT60X0542811101000000123456',
    cash_on_delivery_enabled: true,
    cash_on_delivery_provinces: ['TO'],
  };

  it('offers bank transfer to businesses only, and cash where the shop allows it', () => {
    expect(paymentOptions(settings, false).map((option) => option.method)).toEqual([
      'card',
      'cash_on_delivery',
    ]);
    expect(paymentOptions(settings, true).map((option) => option.method)).toEqual([
      'card',
      'bank_transfer',
      'cash_on_delivery',
    ]);
    expect(
      paymentOptions({ ...settings, iban: null, cash_on_delivery_enabled: false }, true).map(
        (option) => option.method,
      ),
    ).toEqual(['card']);
  });
});
