import { Group, SegmentedControl, Select, Switch, TextInput } from '@mantine/core';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import type {
  AdminProductFilters,
  ProductStatusFilter,
} from '@/features/back-office/content/products/admin-product-filters';
import {
  isProductCategory,
  productCategories,
  productCategoryLabels,
} from '@/domain/catalogue/categories';

const categoryOptions = productCategories.map((value) => ({
  value,
  label: productCategoryLabels[value],
}));

export interface ProductListFiltersProps {
  filters: AdminProductFilters;
  onChange: (filters: AdminProductFilters) => void;
}

/** Search, category, on sale / archived and "low stock only". */
export function ProductListFilters({ filters, onChange }: ProductListFiltersProps) {
  return (
    <Group align="end" gap="md" mt="lg" wrap="wrap">
      <TextInput
        label="Cerca"
        placeholder="Nome, slug o etichetta"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.currentTarget.value })}
        type="search"
        w={260}
      />
      <Select
        label="Categoria"
        placeholder="Tutte"
        data={categoryOptions}
        value={filters.category}
        onChange={(value) =>
          onChange({ ...filters, category: value && isProductCategory(value) ? value : null })
        }
        clearable
        w={180}
      />
      <SegmentedControl
        aria-label="Stato"
        value={filters.status}
        onChange={(value) => onChange({ ...filters, status: value as ProductStatusFilter })}
        data={[
          { value: 'active', label: 'In vendita' },
          { value: 'archived', label: 'Archiviati' },
          { value: 'all', label: 'Tutti' },
        ]}
      />
      <Switch
        label="Solo scorte basse"
        checked={filters.lowStockOnly}
        onChange={(event) => onChange({ ...filters, lowStockOnly: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
