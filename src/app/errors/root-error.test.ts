import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCodeMissingOffline } from '@/app/errors/root-error';

const chromium = new TypeError(
  'Failed to fetch dynamically imported module: http://127.0.0.1/assets/about-1.js',
);

describe('isCodeMissingOffline', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a page whose code did not download while offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(isCodeMissingOffline(chromium)).toBe(true);
    expect(isCodeMissingOffline(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isCodeMissingOffline(new Error('Unable to preload CSS for /assets/about-1.css'))).toBe(
      true,
    );
  });

  it('is not a component that threw, nor a failed download online', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(isCodeMissingOffline(new Error('Cannot read properties of undefined'))).toBe(false);
    vi.stubGlobal('navigator', { onLine: true });
    expect(isCodeMissingOffline(chromium)).toBe(false);
  });
});
