// When a pg_cron schedule is due, for the local stack's stand-in scheduler. pg_cron reads the
// five cron fields (minute hour day-of-month month day-of-week) in GMT and also accepts
// 'N seconds'; the local scheduler ticks once a minute, so a seconds job runs on every tick.

type Field = { min: number; max: number };

const fields: Field[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12 },
  { min: 0, max: 7 },
];

function partMatches(part: string, value: number, field: Field): boolean {
  const [range = '', stepText] = part.split('/');
  const step = stepText === undefined ? 1 : Number(stepText);
  if (!Number.isInteger(step) || step < 1) return false;
  let low = field.min;
  let high = field.max;
  if (range !== '*') {
    const bounds = range.split('-').map(Number);
    if (bounds.some((bound) => !Number.isInteger(bound))) return false;
    low = bounds[0] ?? low;
    high = bounds.length > 1 ? (bounds[1] ?? high) : stepText === undefined ? low : field.max;
  }
  return value >= low && value <= high && (value - low) % step === 0;
}

function fieldMatches(text: string, value: number, field: Field): boolean {
  return text.split(',').some((part) => partMatches(part, value, field));
}

/** Whether `schedule` runs in the minute of `at` (GMT); false for what it cannot read. */
export function isDue(schedule: string, at: Date): boolean {
  const trimmed = schedule.trim();
  if (/^\d+ seconds?$/.test(trimmed)) return true;
  const parts = trimmed.split(/\s+/);
  if (parts.length !== 5) return false;
  const weekday = at.getUTCDay();
  const values = [
    at.getUTCMinutes(),
    at.getUTCHours(),
    at.getUTCDate(),
    at.getUTCMonth() + 1,
    weekday,
  ];
  return parts.every((part, index) => {
    const field = fields[index] as Field;
    const value = values[index] as number;
    // Sunday is 0 or 7 in cron.
    if (index === 4 && weekday === 0 && fieldMatches(part, 7, field)) return true;
    return fieldMatches(part, value, field);
  });
}
