import { Checkbox, Fieldset, NumberInput, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { SettingsFormValues } from '@/features/back-office/settings/settings-form';
import { allergenCodes, allergenLabels } from '@/domain/catalogue/allergens';

/**
 * What the shop's papers state beyond its legal data (decision 018): the allergens the
 * laboratory handles (the product sheets' "Può contenere tracce di …") and the packaging weight
 * of a pack (the delivery notes' gross weight).
 */
export function DocumentsFields({ form }: { form: UseFormReturnType<SettingsFormValues> }) {
  return (
    <Fieldset legend="Schede prodotto e documenti di trasporto" radius="md">
      <Checkbox.Group
        {...form.getInputProps('may_contain_allergens')}
        label="Allergeni lavorati nel laboratorio"
        description="Le schede dei prodotti che non li contengono dicono «Può contenere tracce di …»."
      >
        <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
          {allergenCodes.map((code) => (
            <Checkbox key={code} value={code} label={allergenLabels[code]} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <NumberInput
        {...form.getInputProps('pack_tare_grams')}
        label="Peso dell’imballaggio di una confezione (g)"
        description="Si somma al peso netto per il peso lordo sul DDT."
        allowDecimal={false}
        allowNegative={false}
        min={0}
        max={1000}
        mt="md"
        maw={320}
      />
    </Fieldset>
  );
}
