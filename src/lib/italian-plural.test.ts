import { describe, expect, it } from 'vitest';
import { countOf, italianNouns, nounFor, pluralPhrase } from '@/lib/italian-plural';

describe('countOf', () => {
  it('uses the singular for exactly one and the plural for every other count', () => {
    expect(countOf(1, 'confezione')).toBe('1 confezione');
    expect(countOf(2, 'confezione')).toBe('2 confezioni');
    expect(countOf(0, 'confezione')).toBe('0 confezioni');
    expect(countOf(1, 'pacco')).toBe('1 pacco');
    expect(countOf(5, 'pacco')).toBe('5 pacchi');
    expect(countOf(1, 'prodotto')).toBe('1 prodotto');
    expect(countOf(21, 'prodotto')).toBe('21 prodotti');
    expect(countOf(1, 'notifica')).toBe('1 notifica');
    expect(countOf(3, 'notifica')).toBe('3 notifiche');
  });

  it('keeps invariable nouns the same', () => {
    expect(countOf(1, 'foto')).toBe('1 foto');
    expect(countOf(20, 'foto')).toBe('20 foto');
  });

  it('agrees with a negative one as well (a difference of one pack)', () => {
    expect(nounFor(-1, 'confezione')).toBe('confezione');
    expect(nounFor(-2, 'confezione')).toBe('confezioni');
  });

  it('has a distinct singular for every noun that changes', () => {
    for (const [singular, plural] of Object.values(italianNouns)) {
      if (singular === 'foto') continue;
      expect(singular).not.toBe(plural);
    }
  });
});

describe('pluralPhrase', () => {
  it('chooses the whole phrase so verbs and adjectives agree too', () => {
    const phrase = (count: number) =>
      pluralPhrase(count, '1 prodotto è esaurito', (n) => `${n} prodotti sono esauriti`);
    expect(phrase(1)).toBe('1 prodotto è esaurito');
    expect(phrase(4)).toBe('4 prodotti sono esauriti');
    expect(phrase(0)).toBe('0 prodotti sono esauriti');
  });
});
