import { describe, expect, it } from 'vitest';
import { formatStorageSize } from '@/offline/storage-size';

describe('formatStorageSize', () => {
  it('shows kilobytes below a megabyte and megabytes with an Italian decimal comma', () => {
    expect(formatStorageSize(200)).toBe('1 kB');
    expect(formatStorageSize(850_400)).toBe('850 kB');
    expect(formatStorageSize(1_440_000)).toBe('1,4 MB');
    expect(formatStorageSize(52_000_000)).toBe('52 MB');
  });
});
