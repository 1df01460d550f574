import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useShownAfterFirstFrame } from '@/hooks/use-shown-after-first-frame';
import { IngredientsAllergens } from '@/features/catalog/components/ingredients-allergens';
import { NutritionTable } from '@/features/catalog/components/nutrition-table';
import { RelatedProducts } from '@/features/catalog/components/related-products';
import { ProducerNote } from '@/features/catalog/components/producer-note';
import { ProductBadges } from '@/features/catalog/components/product-badges';
import { ProductGallery } from '@/features/catalog/components/product-gallery';
import { ProductPairingsList } from '@/features/catalog/components/product-pairings-list';
import { ProductPurchase } from '@/features/catalog/components/product-purchase';
import { productCategoryLabels } from '@/domain/catalogue/categories';
import type { Product } from '@/domain/catalogue/product';
import classes from '@/features/catalog/components/product-detail-page.module.css';
import sections from '@/features/catalog/components/product-sections.module.css';

function Section({
  id,
  title,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={wide ? `${sections.section} ${sections.wide}` : sections.section}
      aria-labelledby={id}
    >
      <h2 id={id} className={sections.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /products/{slug}: everything a buyer and a food inspector want to know about one bun.
 * `lowerSectionsLater`: the page was opened from a link and starts at its top, so the sections
 * below the first screen (label facts, pairings, related products: most of the page's elements)
 * are drawn right after the first screen is painted, not in the same task as the tap's answer.
 */
export function ProductDetailPage({
  product,
  lowerSectionsLater = false,
}: {
  product: Product;
  lowerSectionsLater?: boolean;
}) {
  const lowerSectionsShown = useShownAfterFirstFrame(lowerSectionsLater);
  return (
    <>
      <ProductArticle product={product} lowerSectionsShown={lowerSectionsShown} />
      {/* After the article: other products are not part of this one's description. */}
      {lowerSectionsShown && (
        <div className="bdb-container">
          <RelatedProducts product={product} />
        </div>
      )}
    </>
  );
}

/** The product itself: gallery, purchase box and every field a label must carry. */
function ProductArticle({
  product,
  lowerSectionsShown,
}: {
  product: Product;
  lowerSectionsShown: boolean;
}) {
  return (
    <article className="bdb-container bdb-product-page" data-testid="product-detail">
      <div className="bdb-product-page__top">
        <ProductGallery product={product} />
        <div className="bdb-product-page__summary">
          <p className="bdb-product-page__category">
            <Link
              to="/products"
              search={{ category: product.category }}
              className="bdb-product-page__category-link"
            >
              {productCategoryLabels[product.category]}
            </Link>
          </p>
          <h1 className="bdb-product-page__title">{product.name}</h1>
          <ProductBadges product={product} />
          {product.description && <p className={classes.lead}>{product.description}</p>}
          <ProductPurchase product={product} />
        </div>
      </div>

      {lowerSectionsShown ? (
        <LabelSections product={product} />
      ) : (
        // Holds the footer below the first screen for the frame the sections are not there.
        <div className={classes.sectionsPending} data-testid="product-sections-pending" />
      )}
    </article>
  );
}

/** What the label must carry, and how to use the product. */
function LabelSections({ product }: { product: Product }) {
  return (
    <div className={sections.sections}>
      {product.full_description && (
        <Section id="product-description" title="Descrizione" wide>
          <p className={sections.text}>{product.full_description}</p>
        </Section>
      )}
      <Section id="product-ingredients" title="Ingredienti e allergeni">
        {product.legal_name && (
          <p className={sections.text}>
            Denominazione: {product.legal_name}. Confezione da{' '}
            {product.weight_grams
              ? `${product.pack_size * product.weight_grams} g (${product.pack_size} pezzi da ${product.weight_grams} g)`
              : `${product.pack_size} pezzi`}
            .
          </p>
        )}
        <IngredientsAllergens product={product} />
      </Section>
      <Section id="product-nutrition" title="Valori nutrizionali per 100 g">
        <NutritionTable values={product.nutritional_values} />
      </Section>
      <Section id="product-preparation" title="Preparazione e conservazione">
        <h3 className={sections.subheading}>Come prepararli</h3>
        <p className={sections.text}>{product.preparation || 'Pronti da farcire.'}</p>
        <h3 className={sections.subheading}>Come conservarli</h3>
        <p className={sections.text}>
          {product.storage || 'Conservare in luogo fresco e asciutto.'}
          {product.shelf_life_days
            ? ` Da consumarsi preferibilmente entro ${product.shelf_life_days === 1 ? '1 giorno' : `${product.shelf_life_days} giorni`} dal giorno di produzione.`
            : ''}
        </p>
      </Section>
      <Section id="product-pairings" title="Abbinamenti perfetti">
        <ProductPairingsList product={product} />
      </Section>
      <Section id="product-producer" title="Produttore" wide>
        <ProducerNote />
      </Section>
    </div>
  );
}
