import { describe, expect, it } from 'vitest';
import { bundleProgress } from '@/features/bundle/bundle-progress';
import { quoteBundle } from '@/domain/cart/bundle-discount';

const progressFor = (packs: number) =>
  bundleProgress(quoteBundle([{ price: 4.5, quantity: packs }]));

describe('bundleProgress (spec §9: progress as n/5)', () => {
  it('starts at 0/5 and explains the offer', () => {
    expect(progressFor(0)).toEqual({
      label: '0/5',
      percent: 0,
      hint: 'Ogni 5 pacchi hai il 10% di sconto.',
    });
  });

  it('counts toward the first discount', () => {
    expect(progressFor(3)).toEqual({
      label: '3/5',
      percent: 60,
      hint: 'Ancora 2 pacchi per lo sconto del 10%.',
    });
    expect(progressFor(4).hint).toBe('Ancora 1 pacco per lo sconto del 10%.');
  });

  it('is full when a group is complete', () => {
    expect(progressFor(5)).toEqual({
      label: '5/5',
      percent: 100,
      hint: 'Sconto del 10% su 5 pacchi!',
    });
    expect(progressFor(10).hint).toBe('Sconto del 10% su 10 pacchi!');
  });

  it('after a complete group, counts toward the next one', () => {
    expect(progressFor(12)).toEqual({
      label: '2/5',
      percent: 40,
      hint: 'Sconto del 10% su 10 pacchi: ancora 3 pacchi per scontarne altri 5.',
    });
  });
});
