import { describe, expect, it, vi } from 'vitest';
import { compareItalian } from '@/lib/italian-order';
import { seededRandom } from '../../tests/unit/seeded-random';

const intl = new Intl.Collator('it-IT', { sensitivity: 'base', numeric: true });

const seedNames = [
  'Brioche Bun al Burro',
  'Bun Classico',
  'Bun Integrale ai Cinque Cereali',
  'Bun Nero al Carbone Vegetale',
  'Bun Rustico all’Olio',
  'Bun Senza Glutine',
  'Bun Vegano alla Curcuma',
  'Bun al Pomodoro e Origano',
  'bun di Patate',
  'Bun di Segale e Cipolla Caramellata',
];

/** Names as an admin types them: words, accents, capitals, numbers, apostrophes, hyphens. */
function productLikeNames(count: number): string[] {
  const next = seededRandom(2026);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const words = [
    'Bun',
    'bun',
    'Brioche',
    'al',
    'Però',
    'Città',
    'è',
    'Èrba',
    'Pan',
    'pane',
    'd’Oro',
    "d'Oro",
    'Semi',
    'semi',
    'Mini',
    'Maxi',
    'Sesamo',
    'Zucca',
    'Ñoño',
    'über',
    // Left to Intl: letters that lose nothing to accent folding, symbols, a tab.
    'Smørrebrød',
    'Weißbrot',
    'Æbleskiver',
    'Brioche®',
    '½ Bun',
    'Bun\tMini',
  ];
  const glue = [' ', ' ', ' ', '', '-', ', ', '.', ' & ', ' (', ') ', '/', '’', '#', ' – '];
  const numbers = ['4', '5', '12', '05', '100', '2'];
  return Array.from({ length: count }, () => {
    const parts: string[] = [pick(words)];
    const length = 1 + Math.floor(next() * 4);
    for (let index = 0; index < length; index += 1) {
      parts.push(pick(glue), next() < 0.25 ? pick(numbers) : pick(words));
    }
    return parts.join('');
  });
}

describe('compareItalian orders names as Intl.Collator it-IT (base, numeric) does', () => {
  it('sorts a catalogue of plain names without building an Intl object', async () => {
    vi.resetModules();
    const RealCollator = Intl.Collator;
    const built = vi.fn();
    vi.spyOn(Intl, 'Collator').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.Collator>
    ) {
      built();
      return new RealCollator(...args);
    } as unknown as typeof Intl.Collator);
    try {
      const fresh = await import('@/lib/italian-order');
      [...seedNames, 'Bun 12 Semi', 'Pan d’Oro (5 pezzi)'].sort(fresh.compareItalian);
      expect(built).not.toHaveBeenCalled();
      expect(fresh.compareItalian('Weißbrot', 'Bun')).toBeGreaterThan(0);
      expect(built).toHaveBeenCalledOnce();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('on the seed catalogue', () => {
    const ours = [...seedNames].sort(compareItalian);
    expect(ours).toEqual([...seedNames].sort(intl.compare));
  });

  it('on product-like names, every pair', () => {
    const names = productLikeNames(200);
    const disagreements: string[] = [];
    for (const a of names) {
      for (const b of names) {
        if (Math.sign(compareItalian(a, b)) !== Math.sign(intl.compare(a, b))) {
          disagreements.push(`${a} | ${b}`);
        }
      }
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
  });

  it('ignores accents and case, and reads numbers by value', () => {
    expect(compareItalian('Però', 'pero')).toBe(0);
    expect(compareItalian('Bun 5 Cereali', 'Bun 12 Semi')).toBeLessThan(0);
    expect(compareItalian('Bun al Pomodoro', 'bun Classico')).toBeLessThan(0);
    expect(compareItalian('Bun', 'Bun Classico')).toBeLessThan(0);
  });
});
