import { describe, expect, it } from 'vitest';
import {
  definedOnly,
  optionalIsoDay,
  optionalOneOf,
  optionalPage,
  optionalText,
  optionalUuid,
} from '@/lib/search-params';

describe('search param readers', () => {
  it('keep valid values', () => {
    expect(optionalText('  rossi ')).toBe('rossi');
    expect(optionalOneOf('shipped', ['received', 'shipped'] as const)).toBe('shipped');
    expect(optionalPage('2')).toBe(2);
    expect(optionalPage(3)).toBe(3);
    expect(optionalIsoDay('2026-12-01')).toBe('2026-12-01');
    expect(optionalUuid('6F1C2A4E-1B2D-4C3E-9F10-0A1B2C3D4E02')).toBe(
      '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e02',
    );
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
    expect([optionalUuid('rossi'), optionalUuid(42), optionalUuid(undefined)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('leave no undefined entries behind', () => {
    expect(definedOnly({ a: 1, b: undefined })).toEqual({ a: 1 });
    expect(Object.keys(definedOnly({ a: undefined }))).toEqual([]);
  });
});
