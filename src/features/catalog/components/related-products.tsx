import { useQuery } from '@tanstack/react-query';
import { ProductCard } from '@/features/catalog/components/product-card';
import { relatedProducts } from '@/features/catalog/product-pairings';
import type { Product } from '@/domain/catalogue/product';
import { productListQueryOptions } from '@/domain/catalogue/product-queries';
import grid from '@/features/catalog/components/product-grid.module.css';
import classes from '@/features/catalog/components/related-products.module.css';

/**
 * 'Abbinalo con…' at the end of a product page (issue 28): up to four products to buy with
 * this one — those its pairings name, then the same category. Nothing while the catalogue is
 * not known (it usually is: the list and the home page read it).
 */
export function RelatedProducts({ product }: { product: Product }) {
  const { data: products = [] } = useQuery(productListQueryOptions());
  const related = relatedProducts(product, products);
  if (related.length === 0) return null;
  return (
    <section
      className={classes.related}
      aria-labelledby="related-products-title"
      data-testid="related-products"
    >
      <h2 id="related-products-title" className={classes.title}>
        Abbinalo con…
      </h2>
      <ul className={`${grid.grid} ${classes.list}`} aria-label="Prodotti da abbinare">
        {related.map((other) => (
          <li key={other.id} className={grid.item}>
            <ProductCard product={other} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
