import { RestError } from './errors.ts';

/** The `Prefer` header as PostgREST reads it (src/PostgREST/ApiRequest/Preferences.hs). */
export interface Preferences {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  return?: 'minimal' | 'headers-only' | 'representation';
  params?: 'single-object';
  count?: 'exact' | 'planned' | 'estimated';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  /** `tx=rollback` runs the request and rolls it back (a dry run: supabase-js `.rollback()`). */
  transaction?: 'commit' | 'rollback';
  timezone?: string;
  maxAffected?: number;
  invalid: string[];
}

const known: Record<string, [keyof Preferences, string]> = {
  'resolution=merge-duplicates': ['resolution', 'merge-duplicates'],
  'resolution=ignore-duplicates': ['resolution', 'ignore-duplicates'],
  'return=minimal': ['return', 'minimal'],
  'return=headers-only': ['return', 'headers-only'],
  'return=representation': ['return', 'representation'],
  'params=single-object': ['params', 'single-object'],
  'count=exact': ['count', 'exact'],
  'count=planned': ['count', 'planned'],
  'count=estimated': ['count', 'estimated'],
  'missing=default': ['missing', 'default'],
  'missing=null': ['missing', 'null'],
  'handling=strict': ['handling', 'strict'],
  'handling=lenient': ['handling', 'lenient'],
  // Hosted Supabase lets clients end their transaction (db-tx-end allows the override).
  'tx=commit': ['transaction', 'commit'],
  'tx=rollback': ['transaction', 'rollback'],
};

/**
 * Parses every `Prefer` value (supabase-js sends one comma-separated header). The first value of
 * each preference wins; `timezone=` is kept only when `isTimezone` accepts it.
 */
export function parsePreferences(
  header: string | null,
  isTimezone: (name: string) => boolean,
): Preferences {
  const preferences: Preferences = { invalid: [] };
  const assigned = new Set<string>();
  const items = (header ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of items) {
    const entry = known[item];
    if (entry) {
      const [key, value] = entry;
      if (!assigned.has(key)) (preferences as unknown as Record<string, string>)[key] = value;
      assigned.add(key);
    } else if (item.startsWith('timezone=') && isTimezone(item.slice('timezone='.length))) {
      preferences.timezone ??= item.slice('timezone='.length);
    } else if (item.startsWith('max-affected=')) {
      // PostgREST never counts `max-affected=` as invalid; a value that is not a number is ignored.
      const value = item.slice('max-affected='.length);
      if (/^-?\d+$/.test(value)) preferences.maxAffected ??= Number(value);
    } else {
      preferences.invalid.push(item);
    }
  }
  if (preferences.handling === 'strict' && preferences.invalid.length > 0) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${preferences.invalid.join(', ')}`,
    );
  }
  return preferences;
}

/** Which applied preferences an answer echoes in `Preference-Applied`. */
export interface AppliedSelection {
  resolution?: boolean;
  missing?: boolean;
  return?: boolean;
  maxAffected?: boolean;
  params?: boolean;
}

/** The `Preference-Applied` value, in PostgREST's order. */
export function preferenceApplied(
  preferences: Preferences,
  select: AppliedSelection,
): string | undefined {
  const values = [
    select.resolution && preferences.resolution
      ? `resolution=${preferences.resolution}`
      : undefined,
    select.missing && preferences.missing ? `missing=${preferences.missing}` : undefined,
    select.return && preferences.return ? `return=${preferences.return}` : undefined,
    select.params && preferences.params ? `params=${preferences.params}` : undefined,
    preferences.count ? `count=${preferences.count}` : undefined,
    preferences.transaction ? `tx=${preferences.transaction}` : undefined,
    preferences.handling ? `handling=${preferences.handling}` : undefined,
    preferences.timezone ? `timezone=${preferences.timezone}` : undefined,
    select.maxAffected && preferences.handling === 'strict' && preferences.maxAffected !== undefined
      ? `max-affected=${preferences.maxAffected}`
      : undefined,
  ].filter((value): value is string => value !== undefined);
  return values.length ? values.join(', ') : undefined;
}
