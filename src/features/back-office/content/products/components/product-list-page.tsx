import '@/features/back-office/content/components/admin-content-styles';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PageFrame } from '@/components/page-frame';
import { invalidateContent } from '@/features/back-office/content/api/admin-content-keys';
import {
  adminProductsQueryOptions,
  setProductArchived,
} from '@/features/back-office/content/api/admin-products-api';
import { LoadError, LoadingRows } from '@/features/back-office/content/components/query-state';
import { saveErrorMessage } from '@/features/back-office/content/components/save-error-message';
import {
  countStockWarnings,
  defaultAdminProductFilters,
  filterAdminProducts,
} from '@/features/back-office/content/products/admin-product-filters';
import { ProductListFilters } from '@/features/back-office/content/products/components/product-list-filters';
import { ProductTable } from '@/features/back-office/content/products/components/product-table';
import { toastError, toastSuccess } from '@/domain/auth/auth-toasts';
import type { ProductRow } from '@/domain/catalogue/product';
import { badgeText } from '@/components/badge-text';

/** /admin/products: the whole catalogue with search, filters and stock warnings. */
export function ProductListPage() {
  const queryClient = useQueryClient();
  const query = useQuery(adminProductsQueryOptions());
  const [filters, setFilters] = useState(defaultAdminProductFilters);
  const toggleArchived = useMutation({
    mutationFn: (product: ProductRow) =>
      setProductArchived(product.id, product.archived_at === null),
    onSuccess: async (_, product) => {
      await invalidateContent(queryClient, 'products');
      toastSuccess(
        product.archived_at === null
          ? `«${product.name}» archiviato: non è più in vendita`
          : `«${product.name}» di nuovo in vendita`,
      );
    },
    onError: (error) => toastError(saveErrorMessage(error)),
  });

  const products = query.data ?? [];
  const visible = filterAdminProducts(products, filters);
  const warnings = countStockWarnings(products);

  return (
    <PageFrame
      title="Gestione prodotti"
      lead="Il catalogo del negozio: prezzi, foto, ingredienti, allergeni e disponibilità."
    >
      <Group justify="space-between" mt="md">
        <Button component={Link} to="/admin/products/new">
          Nuovo prodotto
        </Button>
        {query.isSuccess && (
          <Text c="dimmed" size="sm" role="status">
            {visible.length} di {products.length} prodotti
          </Text>
        )}
      </Group>
      {warnings > 0 && (
        <Alert
          color="orange"
          mt="md"
          title="Scorte da controllare"
          // Mantine's orange title reads at 2.6:1 on the alert's tint (WCAG 1.4.3 wants 4.5).
          styles={{ title: { color: badgeText.orange } }}
        >
          {warnings === 1
            ? '1 prodotto in vendita è esaurito o sotto le 10 confezioni.'
            : `${warnings} prodotti in vendita sono esauriti o sotto le 10 confezioni.`}
          {!filters.lowStockOnly && (
            <Button
              variant="light"
              color="orange"
              c={badgeText.orange}
              size="xs"
              ml="sm"
              onClick={() => setFilters({ ...filters, status: 'active', lowStockOnly: true })}
            >
              Mostra solo questi
            </Button>
          )}
        </Alert>
      )}
      <ProductListFilters filters={filters} onChange={setFilters} />
      {query.isPending && <LoadingRows label="Caricamento dei prodotti" />}
      {query.isError && (
        <LoadError
          message="Non è stato possibile caricare i prodotti."
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess &&
        (visible.length === 0 ? (
          <Text mt="lg">Nessun prodotto corrisponde ai filtri.</Text>
        ) : (
          <ProductTable
            products={visible}
            onToggleArchived={(product) => toggleArchived.mutate(product)}
            busyId={toggleArchived.isPending ? (toggleArchived.variables?.id ?? null) : null}
          />
        ))}
    </PageFrame>
  );
}
