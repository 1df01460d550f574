import { describe, expect, it } from 'vitest';
import { anonClient } from './schema-helpers.ts';

// public.available_delivery_dates(at): the first and second working day after today, or after
// tomorrow once the 14:00 cut-off (Europe/Rome) has passed; never Sundays or Italian holidays.

async function datesAt(at: string): Promise<string[]> {
  const { data, error } = await anonClient().rpc('available_delivery_dates', { at });
  expect(error).toBeNull();
  return data as string[];
}

describe('available_delivery_dates', () => {
  it.each([
    ['Monday morning', '2026-11-23T10:00:00+01:00', ['2026-11-24', '2026-11-25']],
    ['Monday after the cut-off', '2026-11-23T15:00:00+01:00', ['2026-11-25', '2026-11-26']],
    [
      'Monday at 14:00 sharp (already past the cut-off)',
      '2026-11-23T14:00:00+01:00',
      ['2026-11-25', '2026-11-26'],
    ],
    [
      'Friday morning: Saturday is a working day',
      '2026-11-27T09:00:00+01:00',
      ['2026-11-28', '2026-11-30'],
    ],
    [
      'Saturday morning: never on Sunday',
      '2026-11-28T09:00:00+01:00',
      ['2026-11-30', '2026-12-01'],
    ],
    ['Friday after the cut-off', '2026-11-27T16:00:00+01:00', ['2026-11-30', '2026-12-01']],
    [
      'before Christmas (25 and 26 December)',
      '2026-12-23T15:00:00+01:00',
      ['2026-12-28', '2026-12-29'],
    ],
    ['before Epiphany', '2027-01-04T10:00:00+01:00', ['2027-01-05', '2027-01-07']],
    [
      'Easter weekend: Easter Monday 2027 is 29 March',
      '2027-03-27T10:00:00+01:00',
      ['2027-03-30', '2027-03-31'],
    ],
    [
      'before Liberation Day (25 April, a Sunday in 2027) and Labour Day',
      '2027-04-29T10:00:00+02:00',
      ['2027-04-30', '2027-05-03'],
    ],
    [
      'before San Francesco (4 October, a holiday again from 2026)',
      '2027-10-01T15:00:00+02:00',
      ['2027-10-05', '2027-10-06'],
    ],
    [
      'summer time: 12:30 UTC is 14:30 in Rome',
      '2027-06-07T12:30:00Z',
      ['2027-06-09', '2027-06-10'],
    ],
    [
      'summer time: 11:30 UTC is 13:30 in Rome',
      '2027-06-07T11:30:00Z',
      ['2027-06-08', '2027-06-09'],
    ],
  ])('%s', async (_label, at, expected) => {
    expect(await datesAt(at)).toEqual(expected);
  });

  it('answers for now when called without arguments', async () => {
    const { data, error } = await anonClient().rpc('available_delivery_dates');
    expect(error).toBeNull();
    const dates = data as string[];
    expect(dates).toHaveLength(2);
    // Rome is never behind UTC, so the first date is always after today's UTC date.
    const today = new Date().toISOString().slice(0, 10);
    expect(dates[0]! > today).toBe(true);
    expect(dates[1]! > dates[0]!).toBe(true);
  });

  it('knows the national holidays', async () => {
    const client = anonClient();
    const holiday = async (day: string) =>
      (await client.rpc('is_italian_public_holiday', { day })).data;
    expect(await holiday('2027-06-02')).toBe(true);
    expect(await holiday('2027-08-15')).toBe(true);
    expect(await holiday('2027-12-08')).toBe(true);
    expect(await holiday('2028-04-17')).toBe(true); // Easter Monday 2028
    expect(await holiday('2027-06-03')).toBe(false);
    expect(await holiday('2025-10-04')).toBe(false); // not yet a holiday in 2025
    const deliveryDay = async (day: string) => (await client.rpc('is_delivery_day', { day })).data;
    expect(await deliveryDay('2027-06-05')).toBe(true); // a Saturday
    expect(await deliveryDay('2027-06-06')).toBe(false); // a Sunday
  });
});
