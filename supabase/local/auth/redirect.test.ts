import { describe, expect, it } from 'vitest';
import type { AuthSettings } from '../config.ts';
import { globToRegExp, isRedirectAllowed, resolveRedirect } from './redirect.ts';

const settings = {
  siteUrl: 'http://127.0.0.1:4173',
  additionalRedirectUrls: ['http://localhost:5173/**', 'https://*.bottegadelbun.it/auth/*'],
} as AuthSettings;

describe('redirect allow-list (GoTrue globs)', () => {
  it('lets ** cross separators while * and ? stay within one segment', () => {
    expect(globToRegExp('http://localhost:5173/**').test('http://localhost:5173/a/b?c=1')).toBe(
      true,
    );
    expect(globToRegExp('https://*.example.com').test('https://shop.example.com')).toBe(true);
    expect(globToRegExp('https://*.example.com').test('https://a.b.example.com')).toBe(false);
    expect(globToRegExp('https://example.com/?').test('https://example.com/a')).toBe(true);
    expect(globToRegExp('https://example.com/?').test('https://example.com/ab')).toBe(false);
  });

  it('accepts the site host and listed patterns, and falls back to the site URL otherwise', () => {
    expect(isRedirectAllowed(settings, 'http://127.0.0.1:4173/reset-password')).toBe(true);
    expect(isRedirectAllowed(settings, 'http://localhost:5173/account')).toBe(true);
    expect(isRedirectAllowed(settings, 'https://shop.bottegadelbun.it/auth/callback')).toBe(true);
    expect(isRedirectAllowed(settings, 'https://shop.bottegadelbun.it/other/callback')).toBe(false);
    expect(isRedirectAllowed(settings, 'https://evil.example.com/')).toBe(false);
    expect(isRedirectAllowed(settings, 'not a url')).toBe(false);
    expect(resolveRedirect(settings, 'https://evil.example.com/')).toBe('http://127.0.0.1:4173');
    expect(resolveRedirect(settings, null)).toBe('http://127.0.0.1:4173');
  });
});
