import { describe, expect, it } from 'vitest';
import {
  definedOnly,
  optionalIsoDay,
  optionalOneOf,
  optionalPage,
  optionalText,
} from '@/lib/search-params';

describe('search param readers', () => {
  it('keep valid values', () => {
    expect(optionalText('  rossi ')).toBe('rossi');
    expect(optionalOneOf('shipped', ['received', 'shipped'] as const)).toBe('shipped');
    expect(optionalPage('2')).toBe(2);
    expect(optionalPage(3)).toBe(3);
    expect(optionalIsoDay('2026-12-01')).toBe('2026-12-01');
  });

  it('drop anything else instead of failing the page', () => {
    expect(optionalText('   ')).toBeUndefined();
    expect(optionalText('x'.repeat(101))).toBeUndefined();
    expect(optionalText({})).toBeUndefined();
    expect(optionalOneOf('lost', ['received', 'shipped'] as const)).toBeUndefined();
    expect([
      optionalPage('-1'),
      optionalPage('1.5'),
      optionalPage('1001'),
      optionalPage(''),
    ]).toEqual([undefined, undefined, undefined, undefined]);
    expect(optionalIsoDay('ieri')).toBeUndefined();
  });

  it('leave no undefined entries behind', () => {
    expect(definedOnly({ a: 1, b: undefined })).toEqual({ a: 1 });
    expect(Object.keys(definedOnly({ a: undefined }))).toEqual([]);
  });
});
