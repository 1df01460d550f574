import { Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { SavedAddress } from '@/domain/customer/customer-queries';
import { type CheckoutValues, NEW_ADDRESS } from '@/features/checkout/checkout-form';
import { ChoiceRadio } from '@/features/checkout/components/choice-radio';
import { CheckoutSection } from '@/features/checkout/components/checkout-section';
import classes from '@/features/checkout/components/checkout.module.css';

function addressLine(address: SavedAddress): string {
  return `${address.recipient} · ${address.street}, ${address.postal_code} ${address.city} (${address.province})`;
}

/** A saved address, or a new one for this order only (saving it stays on /profile). */
export function AddressSection({
  form,
  addresses,
}: {
  form: UseFormReturnType<CheckoutValues>;
  addresses: readonly SavedAddress[];
}) {
  const choice = form.values.addressChoice;
  return (
    <CheckoutSection title="Indirizzo di consegna">
      <Radio.Group {...form.getInputProps('addressChoice')} aria-label="Indirizzo di consegna">
        <div className={classes.choices}>
          {addresses.map((address) => (
            <ChoiceRadio
              key={address.id}
              value={address.id}
              checked={choice === address.id}
              label={address.label}
              hint={addressLine(address)}
            />
          ))}
          <ChoiceRadio
            value={NEW_ADDRESS}
            checked={choice === NEW_ADDRESS}
            label="Un altro indirizzo"
            hint="Solo per questo ordine; puoi salvare i tuoi indirizzi nel profilo."
          />
        </div>
      </Radio.Group>
      {choice === NEW_ADDRESS && (
        <Stack gap="sm" mt="md">
          <TextInput
            {...form.getInputProps('recipient')}
            label="Destinatario"
            autoComplete="name"
            withAsterisk
          />
          <TextInput
            {...form.getInputProps('street')}
            label="Indirizzo"
            description="Via e numero civico."
            autoComplete="street-address"
            withAsterisk
          />
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <TextInput
              {...form.getInputProps('postalCode')}
              label="CAP"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              withAsterisk
            />
            <TextInput
              {...form.getInputProps('city')}
              label="Città"
              autoComplete="address-level2"
              withAsterisk
            />
            <TextInput
              {...form.getInputProps('province')}
              label="Provincia"
              placeholder="TO"
              maxLength={2}
              withAsterisk
            />
          </SimpleGrid>
          <TextInput
            {...form.getInputProps('phone')}
            label="Telefono per il corriere"
            type="tel"
            autoComplete="tel"
          />
        </Stack>
      )}
    </CheckoutSection>
  );
}
