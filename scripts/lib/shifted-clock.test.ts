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
    // Date() as a function: the current time as text, to the second.
    expect(Math.abs(RealDate.parse(Date()) - Date.now())).toBeLessThan(2_000);
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

  it('gives a subclass of Date declared after the install its own dates, at the shifted time', () => {
    installShiftedClock(shiftTo('2026-11-23T10:00:00+01:00'));
    class StampedDate extends Date {
      stamp(): string {
        return this.toISOString().slice(0, 10);
      }
    }
    const stamped = new StampedDate();
    expect(stamped).toBeInstanceOf(StampedDate);
    expect(stamped).toBeInstanceOf(RealDate);
    expect(stamped.stamp()).toBe('2026-11-23');
    expect(new StampedDate(0).getTime()).toBe(0);
  });

  it('refuses a shift that is not a number', () => {
    expect(() => installShiftedClock(Number.NaN)).toThrow('not a number');
    expect(() => shiftTo('ieri')).toThrow('not a date');
  });
});
