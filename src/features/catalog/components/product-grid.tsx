import '@mantine/core/styles/Skeleton.css';
import { Skeleton } from '@mantine/core';
import { memo } from 'react';
import { ProductCard } from '@/features/catalog/components/product-card';
import { useProductPageReady } from '@/features/catalog/components/use-product-page-ready';
import type { Product } from '@/domain/catalogue/product';
import classes from '@/features/catalog/components/product-grid.module.css';

/** Products per row on wide screens; the first row loads its pictures at once. */
const FIRST_ROW = 3;

/**
 * Where the grid is: at the top of its page (the catalogue: the first picture is the page's
 * LCP candidate, the first row loads at once) or further down (the home page's buns, below the
 * hero on every screen: the pictures load as the visitor nears them, and leave the bandwidth to
 * what is on screen).
 */
export type ProductGridPlace = 'top' | 'below';

/** 'sidebar': the grid shares the row with the filters from 1024 px on (fewer columns). */
export type ProductGridLayout = 'full' | 'sidebar';

/**
 * The cards of a list. Memoised: the lists render their data as a deferred value, and the
 * urgent render that comes first (the old list, still on screen) then costs nothing.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  headingLevel = 2,
  layout = 'full',
  place = 'top',
}: {
  products: readonly Product[];
  headingLevel?: 2 | 3;
  layout?: ProductGridLayout;
  place?: ProductGridPlace;
}) {
  // Where the list is the page (the catalogue), its next page is a product: made ready when
  // idle. Not for the home page's few buns below the hero: there it cost Lighthouse's start
  // ~200 ms of blocking time (3 runs each) for a tap most visitors make after scrolling.
  useProductPageReady(place === 'top' ? products[0]?.slug : undefined);
  return (
    <ul className={classes.grid} data-layout={layout} aria-label="Prodotti">
      {products.map((product, index) => (
        <li key={product.id} className={classes.item}>
          <ProductCard
            product={product}
            priority={place === 'top' && index === 0}
            eager={place === 'top' && index < FIRST_ROW}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
});

/** Card-shaped placeholders while the list loads, so nothing jumps when it arrives. */
export function ProductGridSkeleton({
  count = 6,
  layout = 'full',
}: {
  count?: number;
  layout?: ProductGridLayout;
}) {
  return (
    <div
      className={classes.grid}
      data-layout={layout}
      role="status"
      aria-live="polite"
      data-testid="products-loading"
    >
      <span className="bdb-visually-hidden">Caricamento dei prodotti...</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={classes.skeletonCard} aria-hidden="true">
          <Skeleton className={classes.skeletonImage} radius={0} />
          <div className={classes.skeletonBody}>
            <Skeleton height={14} width="35%" />
            <Skeleton height={22} width="75%" mt={10} />
            <Skeleton height={14} mt={12} />
            <Skeleton height={14} width="85%" mt={8} />
            <Skeleton height={26} width="30%" mt={20} />
          </div>
        </div>
      ))}
    </div>
  );
}
