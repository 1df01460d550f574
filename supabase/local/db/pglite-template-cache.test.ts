import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSupabaseDir } from '../stack.ts';
import { pruneOldTemplates, templateKey } from './pglite-template-cache.ts';

describe('templateKey', () => {
  it('keeps a seeded template for the shop day it was seeded on, whose dates the seed made', () => {
    const key = (moment: string) => templateKey(defaultSupabaseDir, true, new Date(moment));
    expect(key('2026-11-23T21:00:00Z')).toBe(key('2026-11-22T23:30:00Z'));
    // Rome's midnight, not UTC's: 22:30Z is still the 23rd in Rome, 23:30Z is the 24th.
    expect(key('2026-11-23T22:30:00Z')).toBe(key('2026-11-23T06:00:00Z'));
    expect(key('2026-11-23T23:30:00Z')).not.toBe(key('2026-11-23T22:30:00Z'));
    expect(key('2026-11-23T23:30:00Z')).toBe(key('2026-11-24T06:00:00Z'));
  });

  it('keeps an unseeded template on any day', () => {
    expect(templateKey(defaultSupabaseDir, false, new Date('2026-11-24T06:00:00Z'))).toBe(
      templateKey(defaultSupabaseDir, false, new Date('2026-11-23T06:00:00Z')),
    );
  });
});

describe('pruneOldTemplates', () => {
  it('deletes the templates and partial writes written before the limit, and nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'template-cache-'));
    const written = (name: string, at: Date) => {
      writeFileSync(join(dir, name), 'x');
      utimesSync(join(dir, name), at, at);
    };
    written('old.tar', new Date('2026-11-01T00:00:00Z'));
    written('old.tar.123.456.tmp', new Date('2026-11-01T00:00:00Z'));
    written('new.tar', new Date('2026-11-23T00:00:00Z'));
    written('notes.txt', new Date('2026-11-01T00:00:00Z'));
    expect(pruneOldTemplates(dir, Date.parse('2026-11-20T00:00:00Z')).sort()).toEqual([
      'old.tar',
      'old.tar.123.456.tmp',
    ]);
    expect(readdirSync(dir).sort()).toEqual(['new.tar', 'notes.txt']);
  });
});
