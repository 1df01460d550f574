import { describe, expect, it } from 'vitest';
import { defaultSupabaseDir } from '../stack.ts';
import { templateKey } from './pglite-template-cache.ts';

describe('templateKey', () => {
  it('keeps a seeded template for the day it was seeded on, whose dates the seed made', () => {
    const morning = new Date('2026-11-23T06:00:00Z');
    const evening = new Date('2026-11-23T21:00:00Z');
    const nextDay = new Date('2026-11-24T06:00:00Z');
    expect(templateKey(defaultSupabaseDir, true, evening)).toBe(
      templateKey(defaultSupabaseDir, true, morning),
    );
    expect(templateKey(defaultSupabaseDir, true, nextDay)).not.toBe(
      templateKey(defaultSupabaseDir, true, morning),
    );
  });

  it('keeps an unseeded template on any day', () => {
    expect(templateKey(defaultSupabaseDir, false, new Date('2026-11-24T06:00:00Z'))).toBe(
      templateKey(defaultSupabaseDir, false, new Date('2026-11-23T06:00:00Z')),
    );
  });
});
