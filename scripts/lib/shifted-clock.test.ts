import { afterEach, describe, expect, it } from 'vitest';
import { installShiftedClock, shiftTo } from './shifted-clock.ts';

const RealDate = globalThis.Date;
afterEach(() => {
  globalThis.Date = RealDate;
});

describe('installShiftedClock', () => {
  it('moves the current time and lets it run', async () => {
    const shift = shiftTo('2026-11-23T10:00:00+01:00');
    installShiftedClock(shift);
    const first = new Date();
    expect(Math.abs(first.getTime() - RealDate.parse('2026-11-23T09:00:00Z'))).toBeLessThan(1_000);
    expect(Math.abs(Date.now() - first.getTime())).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now()).toBeGreaterThan(first.getTime());
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-11-23');
    expect(Date().startsWith('Mon Nov 23 2026')).toBe(true);
  });

  it('leaves dates built from a value alone, and they are ordinary dates', () => {
    installShiftedClock(-86_400_000);
    const epoch = new Date(0);
    expect(epoch.getTime()).toBe(0);
    expect(new Date('2030-01-02T03:04:05Z').toISOString()).toBe('2030-01-02T03:04:05.000Z');
    expect(new Date(2030, 0, 2).getFullYear()).toBe(2030);
    expect(epoch).toBeInstanceOf(Date);
    expect(epoch).toBeInstanceOf(RealDate);
    expect(Date.UTC(2030, 0, 1)).toBe(RealDate.UTC(2030, 0, 1));
    expect(Date.parse('2030-01-01T00:00:00Z')).toBe(RealDate.parse('2030-01-01T00:00:00Z'));
  });

  it('refuses a shift that is not a number', () => {
    expect(() => installShiftedClock(Number.NaN)).toThrow('not a number');
    expect(() => shiftTo('ieri')).toThrow('not a date');
  });
});
