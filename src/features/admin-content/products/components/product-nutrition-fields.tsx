import { NumberInput, SimpleGrid } from '@mantine/core';
import type { ProductForm } from '@/features/admin-content/products/components/product-form-types';
import type { NutritionalValues } from '@/lib/products/nutrition';

const nutritionLabels: Record<keyof NutritionalValues, string> = {
  calories: 'Energia (kcal)',
  fats: 'Grassi (g)',
  carbs: 'Carboidrati (g)',
  fiber: 'Fibre (g)',
  proteins: 'Proteine (g)',
  salt: 'Sale (g)',
};

/** Nutritional values per 100 g, in the order of the EU label. */
export function ProductNutritionFields({ form }: { form: ProductForm }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, xl: 6 }}>
      {(Object.keys(nutritionLabels) as (keyof NutritionalValues)[]).map((key) => (
        <NumberInput
          key={key}
          {...form.getInputProps(`nutrition.${key}`)}
          label={nutritionLabels[key]}
          decimalSeparator=","
          decimalScale={1}
          min={0}
        />
      ))}
    </SimpleGrid>
  );
}
