import type { ShopClosure } from '@/domain/shop/shop-closure';
/**
 * The delivery calendar on the device (issue 20): the same rule as the database's
 * `private.delivery_dates_for()` (migrations 20261101000800_delivery_dates.sql and
 * 20261201000100_shop_calendar.sql), so a tablet with no connection offers the days the server
 * will accept, computed for the actual moment instead of a list kept from days ago: Monday to
 * Saturday, no national holiday, none of the bakery's closures, none of the customer's closed
 * weekdays. The server still checks the day when the order is sent. An integration test
 * compares the two over years of dates, cut-off times, closures and closed weekdays.
 *
 * Civil dates are 'YYYY-MM-DD' strings; arithmetic on them runs in UTC, where no daylight
 * saving moves a day.
 */

const DAY_MS = 24 * 60 * 60 * 1_000;
/** The cut-off when the shop's settings do not say (the column's default). */
export const DEFAULT_ORDER_CUTOFF = '14:00';

function civilDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Easter Sunday of `year` (Gregorian; the Meeus/Jones/Butcher algorithm, as the SQL). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return civilDate(year, month, day);
}

/** National holidays (L. 260/1949 and later), with San Francesco from 2026 (L. 151/2025). */
const FIXED_HOLIDAYS = new Set([
  '01-01',
  '01-06',
  '04-25',
  '05-01',
  '06-02',
  '08-15',
  '11-01',
  '12-08',
  '12-25',
  '12-26',
]);

/** True on Italian national public holidays, Easter Monday included. */
export function isItalianPublicHoliday(isoDate: string): boolean {
  const year = Number(isoDate.slice(0, 4));
  const monthDay = isoDate.slice(5);
  if (FIXED_HOLIDAYS.has(monthDay)) return true;
  if (monthDay === '10-04' && year >= 2026) return true;
  return isoDate === addDays(easterSunday(year), 1);
}

export type { ShopClosure } from '@/domain/shop/shop-closure';

/** What besides Sundays and holidays keeps a day from being offered. */
export interface DeliveryCalendar {
  closures: readonly ShopClosure[];
  /** ISO weekdays (1 Monday … 6 Saturday) the customer cannot receive deliveries. */
  closedWeekdays: readonly number[];
}

export const openCalendar: DeliveryCalendar = { closures: [], closedWeekdays: [] };

/** ISO weekday of a civil date: 1 Monday … 7 Sunday. */
export function isoWeekday(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay() || 7;
}

/** The closure covering a day, if any (ISO dates compare as strings). */
export function closureOn(
  isoDate: string,
  closures: readonly ShopClosure[],
): ShopClosure | undefined {
  return closures.find((closure) => closure.starts_on <= isoDate && isoDate <= closure.ends_on);
}

/** Monday to Saturday, not on a public holiday nor in a closure: the days the bakery delivers. */
export function isDeliveryDay(isoDate: string, closures: readonly ShopClosure[] = []): boolean {
  return (
    isoWeekday(isoDate) !== 7 && !isItalianPublicHoliday(isoDate) && !closureOn(isoDate, closures)
  );
}

let romeClock: Intl.DateTimeFormat | undefined;

/** The wall clock in Rome at `at`: its date and its time of day in seconds. */
export function romeWallClock(at: Date): { date: string; secondsOfDay: number } {
  romeClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts = romeClock.formatToParts(at);
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)?.value);
  return {
    date: civilDate(value('year'), value('month'), value('day')),
    secondsOfDay: value('hour') * 3600 + value('minute') * 60 + value('second'),
  };
}

/** '14:00' or '14:00:00' (a PostgreSQL `time`) → seconds after midnight. */
export function cutoffSeconds(cutoff: string | null | undefined): number {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(cutoff ?? DEFAULT_ORDER_CUTOFF);
  if (!match) return cutoffSeconds(DEFAULT_ORDER_CUTOFF);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/**
 * The two days a customer may choose for an order placed at `at`: the first and second
 * delivery days after today in Rome, or after tomorrow once the cut-off time has passed, that
 * are not one of the customer's closed weekdays. Bounded like the SQL: a year of closures ends.
 */
export function availableDeliveryDates(
  at: Date,
  cutoff: string | null | undefined = DEFAULT_ORDER_CUTOFF,
  calendar: DeliveryCalendar = openCalendar,
): string[] {
  const clock = romeWallClock(at);
  let day = clock.secondsOfDay >= cutoffSeconds(cutoff) ? addDays(clock.date, 1) : clock.date;
  const dates: string[] = [];
  for (let step = 0; step < 400 && dates.length < 2; step += 1) {
    day = addDays(day, 1);
    if (
      isDeliveryDay(day, calendar.closures) &&
      !calendar.closedWeekdays.includes(isoWeekday(day))
    ) {
      dates.push(day);
    }
  }
  return dates;
}
