import { formatItalianDecimal } from '@/lib/italian-number';
import type { NutritionalValues } from '@/lib/products/nutrition';
import classes from '@/features/catalog/components/product-sections.module.css';

// Without Intl: the product page's first screen builds no Intl formatter (src/lib/italian-number.ts).
const grams = (value: number) =>
  formatItalianDecimal(value, { minFractionDigits: 0, maxFractionDigits: 1 });
const whole = (value: number) =>
  formatItalianDecimal(value, { minFractionDigits: 0, maxFractionDigits: 0 });
const KJ_PER_KCAL = 4.184;

/** The nutrition declaration's order and names (EU Reg. 1169/2011, Annex XV). */
const rows: { key: Exclude<keyof NutritionalValues, 'calories'>; label: string }[] = [
  { key: 'fats', label: 'Grassi' },
  { key: 'saturated_fats', label: 'di cui acidi grassi saturi' },
  { key: 'carbs', label: 'Carboidrati' },
  { key: 'sugars', label: 'di cui zuccheri' },
  { key: 'fiber', label: 'Fibre' },
  { key: 'proteins', label: 'Proteine' },
  { key: 'salt', label: 'Sale' },
];

/**
 * Nutritional values per 100 g, energy in kJ and kcal; missing values are 0 (spec §3), but
 * saturates or sugars a product never declared are left out rather than shown as 0.
 */
export function NutritionTable({ values }: { values: NutritionalValues }) {
  return (
    <table className={classes.table}>
      <caption className="bdb-visually-hidden">Valori nutrizionali medi per 100 g</caption>
      <thead>
        <tr>
          <th scope="col">Valori medi</th>
          <th scope="col">per 100 g</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Energia</th>
          <td>
            {whole(values.calories * KJ_PER_KCAL)} kJ / {whole(values.calories)} kcal
          </td>
        </tr>
        {rows.map(({ key, label }) => {
          const value = values[key];
          if (value === null) return null;
          return (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>{grams(value)} g</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
