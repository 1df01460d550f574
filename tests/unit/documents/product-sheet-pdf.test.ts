import { describe, expect, it } from 'vitest';
import type {
  Producer,
  SheetProduct,
} from '../../../supabase/functions/product-sheets/product-sheet-data.ts';
import { renderProductSheets } from '../../../supabase/functions/product-sheets/product-sheet-pdf.ts';
import { pdfText } from '../../support/pdf-text.ts';
import { demoProducts } from '../demo-catalogue.ts';

const producer: Producer = {
  company_name: 'Bottega del Bun S.r.l.',
  street_address: 'Via Pastrengo 18',
  postal_code: '10024',
  city: 'Moncalieri',
  province: 'TO',
  vat_number: '09456120014',
  email: 'info@bottegadelbun.it',
  phone: '+39 011 640 1234',
  may_contain_allergens: ['sesamo', 'soia', 'uova', 'latte'],
};

function sheetOf(slug: string): SheetProduct {
  const demo = demoProducts().find((product) => product.slug === slug)!;
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: demo.name,
    legal_name: demo.legalName,
    description: 'Il nostro bun da hamburger per eccellenza.',
    ingredients: demo.ingredients,
    allergens: demo.allergens,
    nutritional_values: demo.nutrition,
    storage: 'Conservare in luogo fresco e asciutto nella confezione chiusa.',
    shelf_life_days: demo.shelfLifeDays,
    weight_grams: demo.weightGrams,
    pack_size: 4,
    is_vegan: false,
    is_gluten_free: false,
    label_version: 3,
    label_updated_at: '2026-11-26T23:30:00Z',
  };
}

describe('the product sheet', () => {
  it('states what an inspection looks for, on one page', async () => {
    const bytes = await renderProductSheets([sheetOf('bun-classico')], producer, 'Scheda');
    const pages = await pdfText(bytes);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    for (const expected of [
      'Bun Classico',
      'Denominazione: Pane al latte con burro, uova e semi di sesamo',
      'Quantità netta della confezione: 320 g (4 pezzi da 80 g)',
      'Può contenere tracce di soia.',
      '1279 kJ / 303 kcal',
      '3,1 g',
      '49 g',
      '4,4 g',
      'Da consumarsi preferibilmente entro 6 giorni dal giorno di produzione',
      // The label's date in Rome: 27 November, not the UTC day.
      'Scheda versione 3 del 27/11/2026',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('–');
  });

  it('gives the same bytes for the same label data', async () => {
    const first = await renderProductSheets([sheetOf('bun-rustico-olio')], producer, 'Scheda');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await renderProductSheets([sheetOf('bun-rustico-olio')], producer, 'Scheda');
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });
});
