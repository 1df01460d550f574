import { describe, expect, it } from 'vitest';
import {
  availableDeliveryDates,
  cutoffSeconds,
  easterSunday,
  isDeliveryDay,
  isItalianPublicHoliday,
  romeWallClock,
} from '@/domain/orders/delivery-calendar';

describe('easterSunday', () => {
  it('finds the published dates', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });
});

describe('isItalianPublicHoliday', () => {
  it('knows the fixed holidays, Easter Monday and San Francesco from 2026', () => {
    for (const day of ['2026-01-01', '2026-01-06', '2026-04-25', '2026-06-02', '2026-12-26']) {
      expect(isItalianPublicHoliday(day)).toBe(true);
    }
    expect(isItalianPublicHoliday('2026-04-06')).toBe(true);
    expect(isItalianPublicHoliday('2026-10-04')).toBe(true);
    expect(isItalianPublicHoliday('2025-10-04')).toBe(false);
    expect(isItalianPublicHoliday('2026-11-25')).toBe(false);
  });
});

describe('isDeliveryDay', () => {
  it('is Monday to Saturday except holidays', () => {
    expect(isDeliveryDay('2026-11-28')).toBe(true); // Saturday
    expect(isDeliveryDay('2026-11-29')).toBe(false); // Sunday
    expect(isDeliveryDay('2026-12-08')).toBe(false); // Immacolata, a Tuesday
  });
});

describe('romeWallClock', () => {
  it('reads the time in Rome across both daylight-saving changes', () => {
    // 29 March 2026, 02:00 CET becomes 03:00 CEST; 25 October 2026, 03:00 CEST becomes 02:00 CET.
    expect(romeWallClock(new Date('2026-03-29T00:59:59Z'))).toEqual({
      date: '2026-03-29',
      secondsOfDay: 1 * 3600 + 59 * 60 + 59,
    });
    expect(romeWallClock(new Date('2026-03-29T01:00:00Z')).secondsOfDay).toBe(3 * 3600);
    expect(romeWallClock(new Date('2026-10-25T01:30:00Z')).secondsOfDay).toBe(2 * 3600 + 1800);
    expect(romeWallClock(new Date('2026-12-31T23:30:00Z')).date).toBe('2027-01-01');
  });
});

describe('cutoffSeconds', () => {
  it('reads PostgreSQL times and falls back to 14:00', () => {
    expect(cutoffSeconds('14:00:00')).toBe(14 * 3600);
    expect(cutoffSeconds('09:30')).toBe(9 * 3600 + 1800);
    expect(cutoffSeconds(null)).toBe(14 * 3600);
    expect(cutoffSeconds('nonsense')).toBe(14 * 3600);
  });
});

describe('availableDeliveryDates', () => {
  it('offers the next two working days before the cut-off', () => {
    // Wednesday 25 November 2026, 13:59 in Rome.
    expect(availableDeliveryDates(new Date('2026-11-25T12:59:00Z'), '14:00')).toEqual([
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it('counts from tomorrow from the cut-off on (the second itself included)', () => {
    expect(availableDeliveryDates(new Date('2026-11-25T13:00:00Z'), '14:00:00')).toEqual([
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('skips Sundays and holidays', () => {
    // Friday 4 December after the cut-off: Saturday 5 counts as "tomorrow", Sunday 6 no,
    // Monday 7, Tuesday 8 is the Immacolata, then Wednesday 9.
    expect(availableDeliveryDates(new Date('2026-12-04T16:00:00Z'), '14:00')).toEqual([
      '2026-12-07',
      '2026-12-09',
    ]);
    // Christmas Eve after the cut-off: the 25th counts as tomorrow; 26, 27 are off.
    expect(availableDeliveryDates(new Date('2026-12-24T15:00:00Z'), '14:00')).toEqual([
      '2026-12-28',
      '2026-12-29',
    ]);
  });

  it('uses the day in Rome, not the device’s time zone, around midnight', () => {
    // 23:30 UTC on 30 November is 00:30 on 1 December in Rome.
    expect(availableDeliveryDates(new Date('2026-11-30T23:30:00Z'), '14:00')).toEqual([
      '2026-12-02',
      '2026-12-03',
    ]);
  });
});
