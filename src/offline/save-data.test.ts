import { describe, expect, it } from 'vitest';
import { shouldSaveData } from '@/offline/save-data';

describe('shouldSaveData', () => {
  it('saves data when the visitor asked for it or the connection is 2G', () => {
    expect(shouldSaveData({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(shouldSaveData({ effectiveType: '2g' })).toBe(true);
    expect(shouldSaveData({ effectiveType: 'slow-2g' })).toBe(true);
  });

  it('downloads on 3G and 4G, and where the browser says nothing about the connection', () => {
    expect(shouldSaveData({ saveData: false, effectiveType: '4g' })).toBe(false);
    expect(shouldSaveData({ effectiveType: '3g' })).toBe(false);
    expect(shouldSaveData({})).toBe(false);
  });
});
