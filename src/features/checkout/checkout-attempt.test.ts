// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  currentAttemptKey,
  forgetPlacedOrder,
  rememberPlacedOrder,
  startNewAttempt,
  takePlacedOrder,
} from '@/features/checkout/checkout-attempt';

afterEach(() => localStorage.clear());

describe('checkout attempt', () => {
  it('keeps one idempotency key until the server refused or the order is taken', () => {
    const key = currentAttemptKey();
    expect(key).toMatch(/^chk_[0-9a-f-]{36}$/);
    expect(currentAttemptKey()).toBe(key);
    startNewAttempt();
    const next = currentAttemptKey();
    expect(next).not.toBe(key);
    rememberPlacedOrder('order-1');
    expect(takePlacedOrder('order-1')).toBe(true);
    expect(currentAttemptKey()).not.toBe(next);
  });

  it('lets the success page empty the cart once, and only for the order just placed', () => {
    rememberPlacedOrder('order-1');
    expect(takePlacedOrder('order-2')).toBe(false);
    expect(takePlacedOrder('order-1')).toBe(true);
    // A reload of the success page, or an old link opened later.
    expect(takePlacedOrder('order-1')).toBe(false);
  });

  it('forgets an order cancelled before paying', () => {
    rememberPlacedOrder('order-1');
    forgetPlacedOrder();
    expect(takePlacedOrder('order-1')).toBe(false);
  });
});
