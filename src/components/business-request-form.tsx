import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import {
  type BusinessRequestData,
  type BusinessRequestFormValues,
  businessRequestFormSchema,
  emptyBusinessRequest,
  formToBusinessRequest,
  requestFieldOf,
} from '@/domain/auth/business-request-form';
import { ApiError } from '@/lib/api-error';

/** The request's fields (for the request form, and inside the registration form). */
export function BusinessRequestFields({
  form,
}: {
  form: UseFormReturnType<BusinessRequestFormValues>;
}) {
  return (
    <>
      <Fieldset legend="L’attività" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...form.getInputProps('companyName')}
            label="Ragione sociale"
            description="Come compare in visura camerale."
            autoComplete="organization"
            withAsterisk
          />
          <TextInput
            {...form.getInputProps('vatNumber')}
            label="Partita IVA"
            description="11 cifre, anche con il prefisso IT."
            inputMode="numeric"
            withAsterisk
          />
          <TextInput
            {...form.getInputProps('taxCode')}
            label="Codice fiscale"
            description="Per le società è spesso uguale alla Partita IVA."
            autoCapitalize="characters"
            withAsterisk
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Sede legale" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...form.getInputProps('officeStreet')}
            label="Indirizzo"
            autoComplete="street-address"
            withAsterisk
          />
          <TextInput
            {...form.getInputProps('officePostalCode')}
            label="CAP"
            inputMode="numeric"
            maxLength={5}
            autoComplete="postal-code"
            withAsterisk
          />
          <TextInput
            {...form.getInputProps('officeCity')}
            label="Comune"
            autoComplete="address-level2"
            withAsterisk
          />
          <TextInput
            {...form.getInputProps('officeProvince')}
            label="Provincia"
            description="La sigla, per esempio TO."
            maxLength={2}
            autoCapitalize="characters"
            withAsterisk
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Fattura elettronica" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...form.getInputProps('sdiCode')}
            label="Codice SDI"
            description="Codice destinatario di 7 caratteri, oppure indica la PEC."
            autoCapitalize="characters"
            maxLength={7}
          />
          <TextInput
            {...form.getInputProps('pec')}
            label="PEC"
            description="Dove ricevere le fatture se non hai un codice SDI."
            type="email"
            inputMode="email"
          />
        </SimpleGrid>
      </Fieldset>
    </>
  );
}

export interface BusinessRequestFormProps {
  initialValues?: Partial<BusinessRequestFormValues>;
  submitLabel: string;
  /** Sends the request; an ApiError naming a field is shown on that field. */
  onSubmit(data: BusinessRequestData): Promise<void>;
  onCancel?(): void;
}

/**
 * The data the bakery checks before granting a business account: company, Partita IVA and
 * codice fiscale (check digits checked here and again by the database), registered office,
 * and where the electronic invoice goes (SDI code or PEC).
 */
export function BusinessRequestForm({
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
}: BusinessRequestFormProps) {
  const [sending, setSending] = useState(false);
  const form = useForm<BusinessRequestFormValues>({
    initialValues: { ...emptyBusinessRequest, ...initialValues },
    validate: schemaResolver(businessRequestFormSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setSending(true);
    try {
      await onSubmit(formToBusinessRequest(values));
    } catch (error) {
      // The database names the field it refused; the sentence is its own.
      const field =
        error instanceof ApiError && error.message === 'invalid_business_request'
          ? requestFieldOf[error.details as keyof BusinessRequestData]
          : undefined;
      if (field && error instanceof ApiError) form.setFieldError(field, error.hint ?? '');
      else throw error;
    } finally {
      setSending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Dati dell’attività">
      <Stack gap="md">
        <BusinessRequestFields form={form} />
        <Group>
          <LoadingButton type="submit" loading={sending}>
            {submitLabel}
          </LoadingButton>
          {onCancel && (
            <Button variant="subtle" onClick={onCancel}>
              Annulla
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
