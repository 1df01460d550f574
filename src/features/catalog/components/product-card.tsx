import { Link } from '@tanstack/react-router';
import { ProductBadges } from '@/features/catalog/components/product-badges';
import { ProductImage } from '@/features/catalog/components/product-image';
import { ProductPrice } from '@/features/catalog/components/product-price';
import { stockStatus } from '@/features/catalog/stock-status';
import { productCategoryLabels } from '@/domain/catalogue/categories';
import type { Product } from '@/domain/catalogue/product';
import classes from '@/features/catalog/components/product-card.module.css';

export interface ProductCardProps {
  product: Product;
  /** The list's first card, at the top of the page: its picture is the LCP candidate. */
  priority?: boolean;
  /** In the list's first row (above the fold on a wide screen): its picture loads at once. */
  eager?: boolean;
  /** Heading level of the product name inside the surrounding section. */
  headingLevel?: 2 | 3;
}

/**
 * One product in a grid: picture, badges, name (the link — the whole card is its hit area),
 * short description, pack price with unit prices, and a stock warning when few are left.
 */
export function ProductCard({
  product,
  priority = false,
  eager = false,
  headingLevel = 3,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const stock = stockStatus(product.stock_quantity);
  return (
    <article className={classes.card} data-testid="product-card" data-slug={product.slug}>
      <ProductImage
        src={product.image_url}
        alt=""
        priority={priority}
        eager={eager}
        // On a phone the card is the window less the page's 1 rem margins: on a 1.75× screen
        // the 640 px file is enough (100vw asked for the 960 px one, a third more bytes).
        sizes="(min-width: 90em) 22rem, (min-width: 48em) 33vw, calc(100vw - 2rem)"
        className={classes.image}
      />
      <div className={classes.body}>
        <ProductBadges product={product} size="sm" />
        <p className={classes.category}>{productCategoryLabels[product.category]}</p>
        <Heading className={classes.name}>
          {/* In view, the product's page (its code; its data comes from this very list) is
              made ready, so the tap opens it at once. */}
          <Link
            to="/products/$slug"
            params={{ slug: product.slug }}
            preload="viewport"
            className={classes.link}
          >
            {product.name}
          </Link>
        </Heading>
        <p className={classes.description}>{product.description}</p>
        <div className={classes.footer}>
          <ProductPrice product={product} />
          {stock.level !== 'available' && (
            <p className={classes.stock} data-level={stock.level}>
              {stock.label}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
