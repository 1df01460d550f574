import '@mantine/core/styles/Chip.css';
import { Chip, Switch } from '@mantine/core';
import { allergenCodes, allergenLabels, isAllergenCode } from '@/domain/catalogue/allergens';
import {
  isProductCategory,
  productCategories,
  productCategoryLabels,
} from '@/domain/catalogue/categories';
import type { ProductFilters } from '@/domain/catalogue/product-filters';
import classes from '@/features/catalog/components/product-filters-panel.module.css';
import { filterControlNames } from '@/features/catalog/filters-chosen-before-app';

export interface ProductFiltersPanelProps {
  id: string;
  className?: string;
  filters: ProductFilters;
  onChange: (next: ProductFilters) => void;
  /** Below 1024 px the panel is folded away behind the 'Filtri' button. */
  open: boolean;
}

/** Category, the three switches and the allergens to avoid, each change a new address. */
export function ProductFiltersPanel({
  id,
  className,
  filters,
  onChange,
  open,
}: ProductFiltersPanelProps) {
  const excluded = filters.excludeAllergens ?? [];
  return (
    <aside
      id={id}
      className={className ? `${classes.panel} ${className}` : classes.panel}
      data-open={open || undefined}
      aria-label="Filtri"
    >
      <fieldset className={classes.group}>
        <legend className={classes.legend}>Categoria</legend>
        <Chip.Group
          value={filters.category ?? 'all'}
          onChange={(value) =>
            onChange({ ...filters, category: isProductCategory(value) ? value : undefined })
          }
        >
          <div className={classes.chips}>
            <Chip name={filterControlNames.category} value="all" color="crust" variant="outline">
              Tutte
            </Chip>
            {productCategories.map((category) => (
              <Chip
                key={category}
                name={filterControlNames.category}
                value={category}
                color="crust"
                variant="outline"
              >
                {productCategoryLabels[category]}
              </Chip>
            ))}
          </div>
        </Chip.Group>
      </fieldset>

      <fieldset className={classes.group}>
        <legend className={classes.legend}>Caratteristiche</legend>
        <div className={classes.switches}>
          <Switch
            label="Solo bestseller"
            name={filterControlNames.bestseller}
            color="crust"
            size="md"
            checked={filters.bestseller ?? false}
            onChange={(event) => onChange({ ...filters, bestseller: event.currentTarget.checked })}
          />
          <Switch
            label="Vegani"
            name={filterControlNames.vegan}
            color="crust"
            size="md"
            checked={filters.vegan ?? false}
            onChange={(event) => onChange({ ...filters, vegan: event.currentTarget.checked })}
          />
          <Switch
            label="Senza glutine"
            name={filterControlNames.glutenFree}
            color="crust"
            size="md"
            checked={filters.glutenFree ?? false}
            onChange={(event) => onChange({ ...filters, glutenFree: event.currentTarget.checked })}
          />
        </div>
      </fieldset>

      <fieldset className={classes.group}>
        <legend className={classes.legend}>Escludi allergeni</legend>
        <p className={classes.hint} id={`${id}-allergens-hint`}>
          Nascondi i prodotti che contengono:
        </p>
        <Chip.Group
          multiple
          value={excluded}
          onChange={(value) =>
            onChange({ ...filters, excludeAllergens: value.filter(isAllergenCode) })
          }
        >
          <div className={classes.chips} aria-describedby={`${id}-allergens-hint`}>
            {allergenCodes.map((code) => (
              <Chip
                key={code}
                name={filterControlNames.excludeAllergens}
                value={code}
                color="red.9"
                variant="outline"
                size="sm"
              >
                {allergenLabels[code]}
              </Chip>
            ))}
          </div>
        </Chip.Group>
      </fieldset>
    </aside>
  );
}
