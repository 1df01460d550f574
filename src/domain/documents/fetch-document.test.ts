import { describe, expect, it } from 'vitest';
import { fileNameFrom } from '@/domain/documents/fetch-document';

describe('fileNameFrom', () => {
  it('reads the name the function gave the file', () => {
    expect(fileNameFrom('attachment; filename="DDT-2026-000012.pdf"', 'DDT.pdf')).toBe(
      'DDT-2026-000012.pdf',
    );
  });

  it('falls back when the header is missing or has no name', () => {
    expect(fileNameFrom(null, 'DDT.pdf')).toBe('DDT.pdf');
    expect(fileNameFrom('inline', 'DDT.pdf')).toBe('DDT.pdf');
  });
});
