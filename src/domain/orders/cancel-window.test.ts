import { describe, expect, it } from 'vitest';
import { canCancel, cancellableUntil } from '@/domain/orders/cancel-window';

const placed = '2026-11-20T10:00:00.000Z';

describe('cancel window (2 hours, still received)', () => {
  it('ends two hours after placing', () => {
    expect(cancellableUntil(placed).toISOString()).toBe('2026-11-20T12:00:00.000Z');
  });

  it('allows cancelling a received order until then, not after', () => {
    const order = { status: 'received' as const, created_at: placed };
    expect(canCancel(order, new Date('2026-11-20T11:59:59.000Z'))).toBe(true);
    expect(canCancel(order, new Date('2026-11-20T12:00:00.000Z'))).toBe(false);
  });

  it('never offers it once the bakery started or the order is cancelled', () => {
    const now = new Date('2026-11-20T10:05:00.000Z');
    expect(canCancel({ status: 'in_preparation', created_at: placed }, now)).toBe(false);
    expect(canCancel({ status: 'cancelled', created_at: placed }, now)).toBe(false);
  });
});
