import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PageFrame } from '@/components/page-frame';
import { saveShopSettings } from '@/features/back-office/api/settings-api';
import { EuroAmountInput } from '@/components/euro-amount-input';
import { QueryState } from '@/features/back-office/components/query-state';
import { DocumentsFields } from '@/features/back-office/settings/documents-fields';
import {
  formToSettingsChanges,
  MAX_RIBBON_TEXTS,
  type SettingsFormValues,
  settingsFormSchema,
  settingsToForm,
  socialFields,
} from '@/features/back-office/settings/settings-form';
import { ApiError } from '@/lib/api-error';
import {
  type ShopSettings,
  shopSettingsKeys,
  shopSettingsQueryOptions,
} from '@/domain/shop/shop-settings';
import { getSupabase } from '@/lib/supabase';

/** The shop's settings: what the footer, ribbon, cart and checkout read. */
export function SettingsPage() {
  // Fresh from the server: the storefront's cached copy may be up to an hour old.
  const settings = useQuery({ ...shopSettingsQueryOptions(), staleTime: 0 });
  return (
    <PageFrame
      title="Impostazioni del negozio"
      lead="I dati del negozio e le regole di vendita: li leggono il piè di pagina, la barra delle promozioni, il carrello e il checkout."
    >
      <QueryState query={settings} what="le impostazioni">
        {(data) => <SettingsForm settings={data} />}
      </QueryState>
    </PageFrame>
  );
}

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const queryClient = useQueryClient();
  const form = useForm<SettingsFormValues>({
    initialValues: settingsToForm(settings),
    validate: schemaResolver(settingsFormSchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: async (values: SettingsFormValues) =>
      saveShopSettings(await getSupabase(), formToSettingsChanges(values)),
    onSuccess: (saved) => {
      // The storefront (footer, ribbon, cart nudge, checkout) follows at once.
      queryClient.setQueryData(shopSettingsKeys.all, saved);
      void queryClient.invalidateQueries({ queryKey: shopSettingsKeys.all });
      form.setValues(settingsToForm(saved));
      form.resetDirty(settingsToForm(saved));
      notifications.show({ color: 'crust', message: 'Impostazioni salvate.' });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message:
          error instanceof ApiError && error.code === '23514'
            ? 'Un dato non è valido per il database: controlla i campi e riprova.'
            : 'Non è stato possibile salvare le impostazioni, riprova.',
      }),
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      noValidate
      aria-label="Impostazioni del negozio"
    >
      <Stack gap="lg" mt="lg">
        <Fieldset legend="Spedizione e ordini" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <EuroAmountInput
              {...form.getInputProps('shipping_fee')}
              label="Spese di spedizione (€)"
              withAsterisk
            />
            <EuroAmountInput
              {...form.getInputProps('free_shipping_threshold')}
              label="Spedizione gratuita da (€)"
              description="Sul totale dei prodotti dopo gli sconti."
              withAsterisk
            />
            <EuroAmountInput
              {...form.getInputProps('minimum_order_private')}
              label="Ordine minimo privati (€)"
              description="Prodotti dopo gli sconti, spedizione esclusa. 0 = nessun minimo."
            />
            <EuroAmountInput
              {...form.getInputProps('minimum_order_business')}
              label="Ordine minimo aziende (€)"
              description="Per ristoranti e clienti business. 0 = nessun minimo."
            />
            <TextInput
              {...form.getInputProps('order_cutoff_time')}
              label="Orario limite degli ordini"
              description="Dopo quest’ora si conta dal giorno seguente (ora italiana)."
              type="time"
              withAsterisk
            />
          </SimpleGrid>
          <Switch
            {...form.getInputProps('cash_on_delivery_enabled', { type: 'checkbox' })}
            label="Pagamento in contrassegno attivo"
            mt="md"
          />
          <TextInput
            {...form.getInputProps('cash_on_delivery_provinces')}
            label="Province con contrassegno"
            description="Sigle separate da virgole, es. TO, AT, CN."
            mt="sm"
          />
        </Fieldset>

        <Fieldset legend="Pagamenti online" radius="md">
          <Text size="sm" c="dimmed" mb="sm">
            Con Stripe Checkout: la carta è sempre attiva. I metodi scelti qui compaiono anche nelle
            condizioni di vendita, nella pagina per le aziende e nelle domande frequenti.
          </Text>
          <Group gap="xl">
            <Switch
              {...form.getInputProps('paypal_enabled', { type: 'checkbox' })}
              label="PayPal"
            />
            <Switch
              {...form.getInputProps('satispay_enabled', { type: 'checkbox' })}
              label="Satispay"
            />
          </Group>
          <NumberInput
            {...form.getInputProps('payment_hold_minutes')}
            label="Tempo per pagare (minuti)"
            description="Finché l’ordine online non è pagato le confezioni restano riservate; poi l’ordine si annulla da solo. Da 30 a 1440 minuti."
            min={30}
            max={1440}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
            mt="md"
            maw={320}
          />
        </Fieldset>

        <Fieldset legend="Bonifico bancario" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput {...form.getInputProps('bank_account_holder')} label="Intestatario" />
            <TextInput
              {...form.getInputProps('iban')}
              label="IBAN"
              description="Senza IBAN il bonifico non viene proposto."
            />
            <TextInput {...form.getInputProps('bank_name')} label="Banca" />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Barra delle promozioni" radius="md">
          <Textarea
            {...form.getInputProps('ribbon_texts')}
            label="Messaggi della barra in alto"
            description={`Uno per riga, al massimo ${MAX_RIBBON_TEXTS}.`}
            autosize
            minRows={3}
          />
        </Fieldset>

        <Fieldset legend="Dati legali e contatti" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...form.getInputProps('company_name')}
              label="Ragione sociale"
              withAsterisk
            />
            <TextInput {...form.getInputProps('vat_number')} label="Partita IVA" withAsterisk />
            <TextInput {...form.getInputProps('tax_code')} label="Codice fiscale" />
            <TextInput {...form.getInputProps('street_address')} label="Indirizzo" withAsterisk />
            <Group grow align="flex-start">
              <TextInput {...form.getInputProps('postal_code')} label="CAP" withAsterisk />
              <TextInput {...form.getInputProps('city')} label="Città" withAsterisk />
              <TextInput
                {...form.getInputProps('province')}
                label="Provincia"
                withAsterisk
                maxLength={2}
              />
            </Group>
            <TextInput {...form.getInputProps('rea')} label="Numero REA" withAsterisk />
            <TextInput
              {...form.getInputProps('share_capital')}
              label="Capitale sociale"
              withAsterisk
            />
            <TextInput {...form.getInputProps('email')} label="Email" type="email" withAsterisk />
            <TextInput {...form.getInputProps('pec')} label="PEC" type="email" />
            <TextInput {...form.getInputProps('phone')} label="Telefono" type="tel" withAsterisk />
            <TextInput {...form.getInputProps('whatsapp')} label="WhatsApp" type="tel" />
          </SimpleGrid>
        </Fieldset>

        <DocumentsFields form={form} />

        <Fieldset legend="Profili social" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {socialFields.map(([field, label]) => (
              <TextInput
                key={field}
                {...form.getInputProps(field)}
                label={label}
                type="url"
                placeholder="https://"
              />
            ))}
          </SimpleGrid>
        </Fieldset>

        <Group justify="flex-end">
          <Button type="submit" size="md" loading={save.isPending}>
            Salva impostazioni
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
