import { describe, expect, it } from 'vitest';
import { isDue } from './cron-schedule.ts';

const at = (iso: string) => new Date(iso);

describe('isDue', () => {
  it('runs every-minute jobs on every minute', () => {
    expect(isDue('* * * * *', at('2026-11-26T01:07:00Z'))).toBe(true);
  });

  it('reads steps, ranges and lists in GMT', () => {
    expect(isDue('*/15 * * * *', at('2026-11-26T01:30:00Z'))).toBe(true);
    expect(isDue('*/15 * * * *', at('2026-11-26T01:31:00Z'))).toBe(false);
    expect(isDue('0 3 * * *', at('2026-11-26T03:00:00Z'))).toBe(true);
    expect(isDue('0 3 * * *', at('2026-11-26T04:00:00Z'))).toBe(false);
    expect(isDue('5,10 * * * *', at('2026-11-26T04:10:00Z'))).toBe(true);
    expect(isDue('0 9-17 * * 1-5', at('2026-11-26T12:00:00Z'))).toBe(true);
    expect(isDue('0 9-17 * * 1-5', at('2026-11-29T12:00:00Z'))).toBe(false);
  });

  it('takes 7 for Sunday and seconds schedules on every tick', () => {
    expect(isDue('0 0 * * 7', at('2026-11-29T00:00:00Z'))).toBe(true);
    expect(isDue('30 seconds', at('2026-11-26T01:07:00Z'))).toBe(true);
  });

  it('never runs what it cannot read', () => {
    expect(isDue('@daily', at('2026-11-26T00:00:00Z'))).toBe(false);
    expect(isDue('*/0 * * * *', at('2026-11-26T00:00:00Z'))).toBe(false);
  });
});
