import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCodeMissingOffline } from '@/app/errors/root-error';

describe('isCodeMissingOffline', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a page whose code or stylesheet did not download while offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    for (const message of [
      'Failed to fetch dynamically imported module: http://127.0.0.1/assets/about-1.js',
      'Importing a module script failed.',
      'error loading dynamically imported module',
      'Unable to preload CSS for /assets/about-1.css',
    ]) {
      expect(isCodeMissingOffline(new TypeError(message)), message).toBe(true);
    }
  });

  it('is not a component that threw, nor a failed download online', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(isCodeMissingOffline(new Error('Cannot read properties of undefined'))).toBe(false);
    vi.stubGlobal('navigator', { onLine: true });
    expect(isCodeMissingOffline(new TypeError('Importing a module script failed.'))).toBe(false);
  });
});
