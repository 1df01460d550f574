import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ProductForm } from '@/features/back-office/content/products/components/product-form-types';
import { formEnergy } from '@/features/back-office/content/products/product-form-model';
import { type NutritionKey, nutritionKeys } from '@/domain/catalogue/nutrition';

const nutritionLabels: Record<Exclude<NutritionKey, 'calories'>, string> = {
  fats: 'Grassi (g)',
  saturated_fats: 'di cui saturi (g)',
  carbs: 'Carboidrati (g)',
  sugars: 'di cui zuccheri (g)',
  fiber: 'Fibre (g)',
  proteins: 'Proteine (g)',
  salt: 'Sale (g)',
};

/**
 * Nutritional values per 100 g, in the order of the EU label. Energy is not typed: it follows
 * from the nutrients with the Annex XIV factors, as on the label and the product sheet.
 */
export function ProductNutritionFields({ form }: { form: ProductForm }) {
  const energy = formEnergy(form.values.nutrition);
  const energyError = form.errors['nutrition.calories'];
  return (
    <Stack gap="sm">
      <Text size="sm" aria-live="polite" c={energyError ? 'red.8' : undefined}>
        Energia:{' '}
        {energy
          ? `${energy.kj} kJ / ${energy.kcal} kcal`
          : 'si calcola da grassi, carboidrati, fibre e proteine'}{' '}
        <Text span size="xs" c="dimmed">
          (fattori dell’allegato XIV del Reg. UE 1169/2011)
        </Text>
        {energyError && ` — ${energyError}`}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {nutritionKeys
          .filter((key): key is Exclude<NutritionKey, 'calories'> => key !== 'calories')
          .map((key) => (
            <NumberInput
              key={key}
              {...form.getInputProps(`nutrition.${key}`)}
              label={nutritionLabels[key]}
              decimalSeparator=","
              decimalScale={2}
              min={0}
            />
          ))}
      </SimpleGrid>
    </Stack>
  );
}
