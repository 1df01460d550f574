import { describe, expect, it } from 'vitest';
import {
  splitIngredients,
  vatRateWarning,
  vatVerdict,
} from '@/features/back-office/content/products/vat-rule';
import { demoProducts } from '../../../../../tests/unit/demo-catalogue';

describe('the VAT rate of a bakery product follows its ingredients', () => {
  it('is 4 % for bread with what L. 580/1967 allows: sugars, fats, milk, seeds, spices', () => {
    expect(
      vatVerdict(
        'Farina di grano tenero tipo 1, acqua, olio extravergine d’oliva (6%), lievito madre, zucchero, latte, burro, semi di sesamo, rosmarino, sale.',
      ),
    ).toEqual({ rate: 4, outside: [], unknown: [] });
  });

  it('is 10 % with eggs, honey, cheese or an ingredient outside that law', () => {
    expect(vatVerdict('Farina, acqua, uova, sale').rate).toBe(10);
    expect(vatVerdict('Farina, acqua, tuorlo d’uovo per la doratura').outside).toEqual(['uova']);
    expect(vatVerdict('Farina di segale, acqua, miele, sale').outside).toEqual(['miele']);
    expect(vatVerdict('Farina, acqua, Parmigiano Reggiano (10%), sale').outside).toEqual([
      'formaggio',
    ]);
    expect(vatVerdict('Farina, patate (22%), acqua, sale').outside).toEqual(['patate']);
    expect(vatVerdict('Farina, passata di pomodoro, olio, sale').outside).toEqual(['pomodoro']);
    expect(vatVerdict('Farina, acqua, carbone vegetale (1,5%), sale').outside).toEqual([
      'carbone vegetale',
    ]);
    expect(vatVerdict('Farina, olive taggiasche, sale').outside).toEqual(['frutta']);
  });

  it('opens bracketed lists and names what it cannot place', () => {
    expect(splitIngredients('Farina, mix di semi (girasole, lino, sesamo) (8%), sale.')).toEqual([
      'Farina',
      'mix di semi (girasole, lino, sesamo)',
      'sale',
    ]);
    expect(vatVerdict('Farina, mix di semi (girasole, lino, semi di zucca) (8%), sale')).toEqual({
      rate: 4,
      outside: [],
      unknown: [],
    });
    expect(vatVerdict('Farina di riso, fibra di psyllium, acqua, sale').unknown).toEqual([
      'fibra di psyllium',
    ]);
  });

  it('warns the admin when the rate and the ingredients disagree', () => {
    expect(vatRateWarning(4, 'Farina, acqua, uova, miele, sale')).toBe(
      'Con uova e miele il prodotto è panetteria fine: l’aliquota è del 10% (DPR 633/72, tabella A, parte III, n. 68), non del 4%.',
    );
    expect(vatRateWarning(10, 'Farina, acqua, lievito, sale')).toMatch(/l’aliquota è del 4%/);
    expect(vatRateWarning(4, 'Farina, acqua, fibra di psyllium, sale')).toBe(
      'Da verificare con il commercialista: fibra di psyllium non è tra gli ingredienti della panetteria ordinaria (L. 580/1967); se non lo è, l’aliquota è del 10%.',
    );
    expect(vatRateWarning(22, 'Farina, acqua')).toMatch(/4%.*10%/);
    expect(vatRateWarning(10, 'Farina, acqua, uova')).toBeNull();
    expect(vatRateWarning(4, 'Farina, acqua, sale')).toBeNull();
  });

  it('agrees with every product of the demo catalogue', () => {
    const products = demoProducts();
    expect(products).toHaveLength(10);
    for (const product of products) {
      expect([product.slug, vatRateWarning(product.vatRate, product.ingredients)]).toEqual([
        product.slug,
        null,
      ]);
    }
    // The two the issue named, with eggs and honey, are fine bakery now.
    const rateOf = (slug: string) => products.find((product) => product.slug === slug)?.vatRate;
    expect([rateOf('bun-classico'), rateOf('buns-patata'), rateOf('bun-segale-cipolla')]).toEqual([
      10, 10, 10,
    ]);
  });
});
