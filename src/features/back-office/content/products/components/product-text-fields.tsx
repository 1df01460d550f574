import { NumberInput, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { ProductForm } from '@/features/back-office/content/products/components/product-form-types';

/** Descriptions, tags, pairings, preparation, storage, the legal name and the shelf life. */
export function ProductTextFields({ form }: { form: ProductForm }) {
  return (
    <Stack gap="md">
      <Textarea
        {...form.getInputProps('description')}
        label="Descrizione breve"
        description="Una o due frasi per le schede del catalogo (max 500 caratteri)."
        autosize
        minRows={2}
        maxLength={500}
      />
      <Textarea
        {...form.getInputProps('fullDescription')}
        label="Descrizione completa"
        description="Il testo della pagina del prodotto (max 5000 caratteri)."
        autosize
        minRows={4}
        maxLength={5000}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TagsInput
          {...form.getInputProps('tags')}
          label="Etichette"
          description="Parole chiave per la ricerca: premi Invio dopo ciascuna."
          clearable
        />
        <TagsInput
          {...form.getInputProps('pairings')}
          label="Abbinamenti perfetti"
          description="Es. Cheeseburger, Pulled pork: premi Invio dopo ciascuno."
          clearable
        />
        <Textarea
          {...form.getInputProps('preparation')}
          label="Preparazione"
          autosize
          minRows={2}
        />
        <Textarea {...form.getInputProps('storage')} label="Conservazione" autosize minRows={2} />
        <TextInput
          {...form.getInputProps('legalName')}
          label="Denominazione legale"
          description="Il nome del prodotto per legge, es. «Pane al latte con uova»: la scheda lo mostra accanto al nome."
          maxLength={200}
        />
        <NumberInput
          {...form.getInputProps('shelfLifeDays')}
          label="Durata (giorni dal giorno di produzione)"
          description="La scheda dice: da consumarsi preferibilmente entro questi giorni dalla sfornata."
          allowDecimal={false}
          min={1}
          max={365}
        />
      </SimpleGrid>
    </Stack>
  );
}
