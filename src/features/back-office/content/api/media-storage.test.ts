import { describe, expect, it } from 'vitest';
import { mediaPath } from '@/features/back-office/content/api/media-storage';

describe('mediaPath', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const random = '1a2b3c4d-0000-4000-8000-000000000000';

  it('keeps a readable name under a fresh admin folder', () => {
    expect(mediaPath('Bun Più Buono.JPG', now, random)).toBe(
      'admin/2026-11/1a2b3c4d-bun-piu-buono.jpg',
    );
  });

  it('copes with names without a base or an extension', () => {
    expect(mediaPath('.png', now, random)).toBe('admin/2026-11/1a2b3c4d-png');
    expect(mediaPath('video', now, random)).toBe('admin/2026-11/1a2b3c4d-video');
    expect(mediaPath('€€€.webm', now, random)).toBe('admin/2026-11/1a2b3c4d-file.webm');
  });
});
