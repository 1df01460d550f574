import { Button } from '@mantine/core';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { LoadError } from '@/features/catalog/components/load-error';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import { featuredProductsQueryOptions } from '@/domain/catalogue/product-queries';
import classes from '@/features/catalog/components/home-our-buns.module.css';
import { SectionHeading } from '@/components/section-heading';

/** Home 'I nostri bun': the bestsellers from the catalogue and a way to all of them. */
export function HomeOurBuns() {
  const { data, isError, isFetching, refetch } = useQuery(featuredProductsQueryOptions());
  // Rendered in slices when the data arrives, not in one task (see ProductResults).
  const products = useDeferredValue(data);
  return (
    <section className={`bdb-container ${classes.section}`} aria-labelledby="home-buns-title">
      <div className={classes.header}>
        <div>
          <SectionHeading
            id="home-buns-title"
            eyebrow="I più amati"
            title="I nostri bun"
            lead="I bun che i nostri clienti ordinano di più: impastati con lievito madre, formati a mano e cotti ogni giorno a Moncalieri."
            spaceAfter="none"
          />
        </div>
        <Button
          component={Link}
          to="/products"
          variant="outline"
          size="md"
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          className={classes.all}
        >
          Vedi tutti i prodotti
        </Button>
      </div>
      {isError && !products && (
        <LoadError
          title="Bun non disponibili"
          message="Non siamo riusciti a caricare i nostri bun. Controlla la connessione e riprova."
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      )}
      {products === undefined && !isError && <ProductGridSkeleton count={3} />}
      {products && products.length > 0 && (
        <ProductGrid products={products} headingLevel={3} place="below" />
      )}
      {products && products.length === 0 && (
        <p className={classes.empty}>
          Stiamo sfornando le novità: <Link to="/products">guarda il catalogo completo</Link>.
        </p>
      )}
    </section>
  );
}
