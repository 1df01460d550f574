import { Anchor, Checkbox, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import type { CheckoutValues } from '@/features/checkout/checkout-form';
import { CheckoutSection } from '@/features/checkout/components/checkout-section';
import type { CustomerProfile } from '@/domain/customer/customer-queries';

/**
 * Electronic invoice. A business always gets one, made out to the data the bakery approved
 * (decision 015): shown here, changed only by a request from the profile. A private customer
 * may ask for one with the codice fiscale.
 */
export function InvoiceSection({
  form,
  profile,
}: {
  form: UseFormReturnType<CheckoutValues>;
  profile: CustomerProfile | null;
}) {
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
  const office = profile?.office;
  return (
    <CheckoutSection title="Fattura elettronica">
      <Text size="sm">
        Intestata a <strong>{profile?.company_name}</strong>, Partita IVA {profile?.vat_number}
        {office
          ? `, sede legale ${office.street}, ${office.postal_code} ${office.city} (${office.province})`
          : ''}
        ; {profile?.sdi_code ? `codice SDI ${profile.sdi_code}` : `PEC ${profile?.pec ?? ''}`}.
      </Text>
      <Text size="sm" c="dimmed" mt="xs">
        I dati fiscali si cambiano con una richiesta dal{' '}
        <Anchor component={Link} to="/profile" size="sm">
          profilo
        </Anchor>
        .
      </Text>
    </CheckoutSection>
  );
}
