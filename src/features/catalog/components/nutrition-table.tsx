import type { NutritionalValues } from '@/domain/catalogue/nutrition';
import classes from '@/features/catalog/components/product-sections.module.css';
import { nutritionDeclaration } from '../../../../supabase/functions/_shared/nutrition-declaration';

/**
 * Nutritional values per 100 g as the label and the product sheet print them (decision 018):
 * energy from the nutrients by the Annex XIV factors, values rounded as the Commission's
 * guidance says. Builds no Intl formatter (the product page's first screen avoids them).
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
        {nutritionDeclaration(values).map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
