import { describe, expect, it } from 'vitest';
import { swipeDismisses, toastAutoClose } from '@/app/toast-settings';

describe('toast settings (spec §9)', () => {
  it('shows a toast 2.5 s on the home page and 5 s elsewhere', () => {
    expect(toastAutoClose('/')).toBe(2_500);
    expect(toastAutoClose('/products')).toBe(5_000);
    expect(toastAutoClose('/checkout')).toBe(5_000);
  });

  it('dismisses on a sideways swipe past 50 px, not on a scroll or a short drag', () => {
    expect(swipeDismisses(51, 0)).toBe(true);
    expect(swipeDismisses(-80, 10)).toBe(true);
    expect(swipeDismisses(50, 0)).toBe(false);
    expect(swipeDismisses(60, 120)).toBe(false);
  });
});
