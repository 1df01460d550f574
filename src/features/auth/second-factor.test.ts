import { describe, expect, it } from 'vitest';
import { groupedSecret } from '@/features/auth/second-factor';

describe('groupedSecret', () => {
  it('groups a base32 key by four for typing it into an app', () => {
    expect(groupedSecret('BOTTEGADELBUNAMMINISTRATOREDEMO2')).toBe(
      'BOTT EGAD ELBU NAMM INIS TRAT ORED EMO2',
    );
  });

  it('leaves a short tail on its own', () => {
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF');
  });
});
