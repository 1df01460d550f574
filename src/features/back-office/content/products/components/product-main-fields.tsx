import { Alert, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { isProductSlugTaken } from '@/features/back-office/content/api/admin-products-api';
import { SlugField } from '@/features/back-office/content/components/slug-field';
import type { ProductForm } from '@/features/back-office/content/products/components/product-form-types';
import {
  productMessages,
  vatRateOptions,
} from '@/features/back-office/content/products/product-form-model';
import { vatRateWarning } from '@/features/back-office/content/products/vat-rule';
import { slugify } from '@/features/back-office/content/slugify';
import { productCategories, productCategoryLabels } from '@/domain/catalogue/categories';

const categoryOptions = productCategories.map((value) => ({
  value,
  label: productCategoryLabels[value],
}));

export interface ProductMainFieldsProps {
  form: ProductForm;
  recordId?: string;
  /** While true, typing the name also writes the slug (a new product whose slug nobody edited). */
  slugFollowsName: boolean;
  onSlugEdited: () => void;
}

/** Name, slug, category, price, pack, weight, stock and the sale flags. */
export function ProductMainFields({
  form,
  recordId,
  slugFollowsName,
  onSlugEdited,
}: ProductMainFieldsProps) {
  const nameInput = form.getInputProps('name');
  const vatWarning = vatRateWarning(Number(form.values.vatRate), form.values.ingredients);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          {...nameInput}
          onChange={(event) => {
            const name = event.currentTarget.value;
            form.setFieldValue('name', name);
            if (slugFollowsName) form.setFieldValue('slug', slugify(name));
          }}
          label="Nome"
          withAsterisk
          maxLength={120}
        />
        <SlugField
          kind="product"
          value={form.values.slug}
          onChange={(slug) => {
            onSlugEdited();
            form.setFieldValue('slug', slug);
          }}
          error={form.errors.slug}
          pathPrefix="/products/"
          isTaken={(slug) => isProductSlugTaken(slug, recordId)}
          takenMessage={productMessages.slugTaken}
          recordId={recordId}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
        <Select
          {...form.getInputProps('category')}
          label="Categoria"
          data={categoryOptions}
          placeholder="Scegli"
          allowDeselect={false}
          withAsterisk
        />
        <NumberInput
          {...form.getInputProps('price')}
          label="Prezzo a confezione"
          leftSection="€"
          decimalScale={2}
          fixedDecimalScale
          decimalSeparator=","
          min={0}
          step={0.1}
          withAsterisk
        />
        <Select
          {...form.getInputProps('vatRate')}
          label="Aliquota IVA"
          data={vatRateOptions}
          allowDeselect={false}
          withAsterisk
        />
        <NumberInput
          {...form.getInputProps('packSize')}
          label="Bun per confezione"
          allowDecimal={false}
          min={1}
          max={100}
          withAsterisk
        />
        <NumberInput
          {...form.getInputProps('weightGrams')}
          label="Peso di un bun (g)"
          allowDecimal={false}
          min={1}
          max={2000}
        />
        <NumberInput
          {...form.getInputProps('stock')}
          label="Disponibilità (confezioni)"
          allowDecimal={false}
          min={0}
          withAsterisk
        />
      </SimpleGrid>
      {vatWarning && (
        <Alert color="yellow" title="Aliquota IVA e ingredienti" role="status">
          {vatWarning}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Switch
          {...form.getInputProps('isActive', { type: 'checkbox' })}
          label="In vendita"
          description="Spento, il prodotto è archiviato: sparisce dal negozio ma resta negli ordini."
        />
        <Switch
          {...form.getInputProps('isBestseller', { type: 'checkbox' })}
          label="Bestseller"
          description="Compare tra «I nostri bun» in home e nel filtro Bestseller."
        />
      </SimpleGrid>
    </Stack>
  );
}
