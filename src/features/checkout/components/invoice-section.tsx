import { Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CheckoutValues } from '@/features/checkout/checkout-form';
import { CheckoutSection } from '@/features/checkout/components/checkout-section';

/**
 * Electronic invoice. A business (profile type) always gets one: company, Partita IVA and SDI
 * code or PEC, prefilled from the profile. A private customer may ask for one with the
 * codice fiscale.
 */
export function InvoiceSection({ form }: { form: UseFormReturnType<CheckoutValues> }) {
  const { customerType, wantsInvoice } = form.values;
  if (customerType === 'private') {
    return (
      <CheckoutSection title="Fattura">
        <Checkbox
          {...form.getInputProps('wantsInvoice', { type: 'checkbox' })}
          label="Voglio la fattura elettronica"
        />
        {wantsInvoice && (
          <TextInput
            {...form.getInputProps('taxCode')}
            mt="sm"
            label="Codice fiscale"
            autoCapitalize="characters"
            withAsterisk
          />
        )}
      </CheckoutSection>
    );
  }
  return (
    <CheckoutSection title="Dati per la fattura elettronica">
      <Text size="sm" c="dimmed" mb="sm">
        Precompilati dal tuo profilo: le modifiche valgono solo per questo ordine.
      </Text>
      <Stack gap="sm">
        <TextInput
          {...form.getInputProps('companyName')}
          label="Ragione sociale"
          autoComplete="organization"
          withAsterisk
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...form.getInputProps('vatNumber')} label="Partita IVA" withAsterisk />
          <TextInput
            {...form.getInputProps('taxCode')}
            label="Codice fiscale"
            autoCapitalize="characters"
          />
          <TextInput
            {...form.getInputProps('sdiCode')}
            label="Codice SDI"
            description="7 caratteri; oppure indica la PEC."
            autoCapitalize="characters"
            maxLength={7}
          />
          <TextInput {...form.getInputProps('pec')} label="PEC" type="email" />
        </SimpleGrid>
      </Stack>
    </CheckoutSection>
  );
}
