import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { resolvePairings } from '@/features/catalog/product-pairings';
import type { Product } from '@/domain/catalogue/product';
import { productListQueryOptions } from '@/domain/catalogue/product-queries';
import classes from '@/features/catalog/components/product-sections.module.css';

/** 'Abbinamenti perfetti', linking those that name one of our products. */
export function ProductPairingsList({ product }: { product: Product }) {
  // The whole catalogue is usually cached already (the list page, the home page).
  const { data: products = [] } = useQuery(productListQueryOptions());
  const pairings = resolvePairings(product.perfect_pairings, products, product.slug);
  if (pairings.length === 0) return <p className={classes.text}>Nessun abbinamento indicato.</p>;
  return (
    <ul className={classes.pairings}>
      {pairings.map((pairing) => (
        <li key={pairing.label}>
          {pairing.slug ? (
            <Link to="/products/$slug" params={{ slug: pairing.slug }} className={classes.link}>
              {pairing.label}
            </Link>
          ) : (
            pairing.label
          )}
        </li>
      ))}
    </ul>
  );
}
