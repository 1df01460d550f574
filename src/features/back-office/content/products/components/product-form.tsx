import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import {
  adminContentKeys,
  invalidateContent,
} from '@/features/back-office/content/api/admin-content-keys';
import {
  createProduct,
  updateProduct,
} from '@/features/back-office/content/api/admin-products-api';
import {
  isDuplicateError,
  saveErrorMessage,
} from '@/features/back-office/content/components/save-error-message';
import { ProductAllergenFields } from '@/features/back-office/content/products/components/product-allergen-fields';
import { ProductDeleteButton } from '@/features/back-office/content/products/components/product-delete-button';
import { ProductGalleryField } from '@/features/back-office/content/products/components/product-gallery-field';
import { ProductMainFields } from '@/features/back-office/content/products/components/product-main-fields';
import { ProductNutritionFields } from '@/features/back-office/content/products/components/product-nutrition-fields';
import { ProductTextFields } from '@/features/back-office/content/products/components/product-text-fields';
import {
  emptyProductForm,
  formToProduct,
  productFormSchema,
  productMessages,
  productToForm,
  type ProductFormValues,
} from '@/features/back-office/content/products/product-form-model';
import {
  productEdit,
  StockChangedError,
  stockChangedMessage,
  stockChangedToast,
} from '@/features/back-office/content/products/product-stock-edit';
import { toastError, toastSuccess } from '@/domain/auth/auth-toasts';
import type { ProductRow } from '@/domain/catalogue/product';

/** The create and edit form of a product: every field, photos included, saved in one go. */
export function ProductForm({ stored }: { stored: ProductRow | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [slugFollowsName, setSlugFollowsName] = useState(stored === null);
  // The stock count the admin last saw: a new count is written only against it.
  const [shownStock, setShownStock] = useState(stored?.stock_quantity ?? 0);
  const form = useForm<ProductFormValues>({
    initialValues: stored ? productToForm(stored) : emptyProductForm(),
    validate: schemaResolver(productFormSchema, { sync: true }),
  });

  const save = useMutation({
    mutationFn: (values: ProductFormValues) => {
      const product = formToProduct(values, stored?.archived_at ?? null);
      return stored
        ? updateProduct(stored.id, productEdit(product, shownStock))
        : createProduct(product);
    },
    onSuccess: async (row) => {
      queryClient.setQueryData(adminContentKeys.product(row.id), row);
      await invalidateContent(queryClient, 'products');
      toastSuccess(stored ? `«${row.name}» salvato` : `«${row.name}» aggiunto al catalogo`);
      await navigate({ to: '/admin/products' });
    },
    onError: (error) => {
      if (error instanceof StockChangedError) {
        // Nothing was saved; the admin's values stay, the next save compares with this count.
        setShownStock(error.currentStock);
        form.setFieldError('stock', stockChangedMessage(error.currentStock));
        toastError(stockChangedToast(error.currentStock));
      } else if (isDuplicateError(error)) form.setFieldError('slug', productMessages.slugTaken);
      else toastError(saveErrorMessage(error));
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      noValidate
      aria-label={stored ? `Modifica ${stored.name}` : 'Nuovo prodotto'}
    >
      <Stack gap="lg" mt="lg">
        <Fieldset legend="Dati principali">
          <ProductMainFields
            form={form}
            recordId={stored?.id}
            slugFollowsName={slugFollowsName}
            onSlugEdited={() => setSlugFollowsName(false)}
          />
        </Fieldset>
        <Fieldset legend="Foto">
          <ProductGalleryField
            images={form.values.images}
            onChange={(update) => form.setFieldValue('images', update)}
            productName={form.values.name}
          />
        </Fieldset>
        <Fieldset legend="Descrizione e abbinamenti">
          <ProductTextFields form={form} />
        </Fieldset>
        <Fieldset legend="Ingredienti e allergeni">
          <ProductAllergenFields form={form} />
        </Fieldset>
        <Fieldset legend="Valori nutrizionali per 100 g">
          <ProductNutritionFields form={form} />
        </Fieldset>
        <Group justify="space-between">
          <Group>
            <LoadingButton type="submit" loading={save.isPending}>
              {stored ? 'Salva modifiche' : 'Crea prodotto'}
            </LoadingButton>
            <Button component={Link} to="/admin/products" variant="default">
              Annulla
            </Button>
          </Group>
          {stored && <ProductDeleteButton product={stored} />}
        </Group>
      </Stack>
    </form>
  );
}
