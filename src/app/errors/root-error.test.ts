import { describe, expect, it } from 'vitest';
import { isCodeDownloadFailure } from '@/app/errors/root-error';

describe('isCodeDownloadFailure', () => {
  it('is a page whose code or stylesheet did not download', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://127.0.0.1/assets/about-1.js',
      'Importing a module script failed.',
      'error loading dynamically imported module',
      'Unable to preload CSS for /assets/about-1.css',
    ]) {
      expect(isCodeDownloadFailure(new TypeError(message)), message).toBe(true);
    }
  });

  it('is not a component that threw', () => {
    expect(isCodeDownloadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isCodeDownloadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});
