import { describe, expect, it } from 'vitest';
import { containsPattern } from '@/lib/like-pattern';

describe('containsPattern', () => {
  it('wraps the typed text in wildcards', () => {
    expect(containsPattern(' rossi ')).toBe('%rossi%');
  });

  it('makes LIKE wildcards and the escape character match themselves', () => {
    expect(containsPattern('mario_rossi')).toBe('%mario\\_rossi%');
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a\\b')).toBe('%a\\\\b%');
  });

  it('drops the asterisk PostgREST reads as a wildcard, and gives no filter for nothing', () => {
    expect(containsPattern('ros*si')).toBe('%rossi%');
    expect(containsPattern('  * ')).toBe('');
  });
});
