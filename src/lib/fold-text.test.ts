import { describe, expect, it } from 'vitest';
import { foldText } from '@/lib/fold-text';

describe('foldText', () => {
  it('drops accents and case, and keeps everything else', () => {
    expect(foldText('Però, PANE d’Altamura è già qui!')).toBe('pero, pane d’altamura e gia qui!');
  });
});
