import { NumberInput, SimpleGrid } from '@mantine/core';
import type { ProductForm } from '@/features/admin-content/products/components/product-form-types';
import { type NutritionKey, nutritionKeys } from '@/lib/products/nutrition';

const nutritionLabels: Record<NutritionKey, string> = {
  calories: 'Energia (kcal)',
  fats: 'Grassi (g)',
  saturated_fats: 'di cui saturi (g)',
  carbs: 'Carboidrati (g)',
  sugars: 'di cui zuccheri (g)',
  fiber: 'Fibre (g)',
  proteins: 'Proteine (g)',
  salt: 'Sale (g)',
};

/** Nutritional values per 100 g, in the order of the EU label. */
export function ProductNutritionFields({ form }: { form: ProductForm }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {nutritionKeys.map((key) => (
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
