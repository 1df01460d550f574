import { describe, expect, it } from 'vitest';
import { confirmationPath, safeRedirectPath } from '@/domain/auth/auth-paths';

describe('safeRedirectPath', () => {
  it('keeps a path of this site with its search and hash', () => {
    expect(safeRedirectPath('/admin/orders')).toBe('/admin/orders');
    expect(safeRedirectPath('/products?search=sesamo#lista')).toBe('/products?search=sesamo#lista');
  });

  it.each([
    ['another host', 'https://evil.example/steal'],
    ['a protocol-relative address', '//evil.example/steal'],
    ['a backslash trick', '/\\evil.example'],
    ['a control character', '/\tprofile'],
    ['a relative path', 'profile'],
    ['a non-string', 42],
    ['the login page itself', '/login?redirect=/admin'],
    ['the registration page', '/register'],
  ])('refuses %s', (_case, value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });
});

describe('confirmationPath', () => {
  it('carries a path of this site through the confirmation link, and nothing else', () => {
    expect(confirmationPath('/checkout')).toBe('/conferma-email?redirect=%2Fcheckout');
    expect(confirmationPath(undefined)).toBe('/conferma-email');
    expect(confirmationPath('https://evil.example/checkout')).toBe('/conferma-email');
    expect(confirmationPath('/login')).toBe('/conferma-email');
  });
});
