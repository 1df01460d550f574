import { describe, expect, it } from 'vitest';
import {
  canRemoveDevice,
  deviceLabel,
  groupedSecret,
  type SecondFactorDevice,
  sixDigitCode,
} from '@/features/auth/second-factor';

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

describe('sixDigitCode', () => {
  it('takes the code as apps show it, with a space in the middle', () => {
    expect(sixDigitCode('123 456')).toBe('123456');
    expect(sixDigitCode(' 004215 ')).toBe('004215');
  });

  it('refuses anything but six digits', () => {
    expect(sixDigitCode('12345')).toBeNull();
    expect(sixDigitCode('1234567')).toBeNull();
    expect(sixDigitCode('12a456')).toBeNull();
  });
});

const device = (id: string, name = ''): SecondFactorDevice => ({
  id,
  name,
  createdAt: '2026-11-27T10:00:00Z',
});

describe('canRemoveDevice', () => {
  it('never lets the last device go, so a password alone never opens the console', () => {
    expect(canRemoveDevice([device('a')])).toBe(false);
    expect(canRemoveDevice([])).toBe(false);
  });

  it('lets one of two go', () => {
    expect(canRemoveDevice([device('a'), device('b')])).toBe(true);
  });
});

describe('deviceLabel', () => {
  it('names a device by its name, or says it has none', () => {
    expect(deviceLabel(device('a', 'Telefono di scorta'))).toBe('Telefono di scorta');
    expect(deviceLabel(device('a', '  '))).toBe('App di autenticazione senza nome');
  });
});
