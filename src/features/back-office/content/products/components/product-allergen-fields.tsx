import { Checkbox, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import type { ProductForm } from '@/features/back-office/content/products/components/product-form-types';
import { allergenCodes, allergenLabels } from '@/domain/catalogue/allergens';

/** Ingredients, the 14 EU allergens (Reg. UE 1169/2011) and the diet flags they must match. */
export function ProductAllergenFields({ form }: { form: ProductForm }) {
  return (
    <Stack gap="md">
      <Textarea
        {...form.getInputProps('ingredients')}
        label="Ingredienti"
        description="In ordine di quantità, come sull’etichetta."
        autosize
        minRows={2}
      />
      <Checkbox.Group
        {...form.getInputProps('allergens')}
        label="Allergeni contenuti"
        description="I 14 allergeni del Reg. UE 1169/2011."
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mt="xs" spacing="xs">
          {allergenCodes.map((code) => (
            <Checkbox key={code} value={code} label={allergenLabels[code]} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {/* Saying "none" is a declaration as well: an empty list alone could be an oversight. */}
      <Checkbox
        {...form.getInputProps('noAllergens', { type: 'checkbox' })}
        label="Non contiene nessuno dei 14 allergeni"
        disabled={form.values.allergens.length > 0}
      />
      <Group gap="xl">
        <Checkbox {...form.getInputProps('isVegan', { type: 'checkbox' })} label="Vegano" />
        <Checkbox
          {...form.getInputProps('isGlutenFree', { type: 'checkbox' })}
          label="Senza glutine"
        />
      </Group>
    </Stack>
  );
}
