import { describe, expect, it } from 'vitest';
import { decodeStripeForm } from './stripe-form.ts';

describe('decodeStripeForm', () => {
  it('reads the bracket notation the Stripe SDK writes', () => {
    const body =
      'mode=payment&line_items[0][quantity]=2&line_items[0][price_data][unit_amount]=450' +
      '&line_items[0][price_data][product_data][name]=Bun%20al%20sesamo%20%26%20semi' +
      '&line_items[1][quantity]=1&metadata[order_id]=abc&allowed_payment_method_types[0]=card';
    expect(decodeStripeForm(body)).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: '2',
          price_data: { unit_amount: '450', product_data: { name: 'Bun al sesamo & semi' } },
        },
        { quantity: '1' },
      ],
      metadata: { order_id: 'abc' },
      allowed_payment_method_types: ['card'],
    });
  });

  it('also accepts percent-encoded brackets', () => {
    expect(decodeStripeForm('metadata%5Border_id%5D=x')).toEqual({ metadata: { order_id: 'x' } });
  });

  it('ignores keys that would reach the object prototype', () => {
    const decoded = decodeStripeForm(
      '__proto__[polluted]=yes&metadata[constructor]=x&mode=payment',
    );
    expect(decoded).toEqual({ mode: 'payment' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
