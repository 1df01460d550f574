import { Link } from '@tanstack/react-router';
import { useShopDetails } from '@/domain/shop/use-shop-details';
import classes from '@/features/catalog/components/product-sections.module.css';

/**
 * Who makes the product and where (food labelling wants the producer's name and address),
 * and that fresh food cannot be returned (art. 59, c. 1, lett. d, Codice del Consumo).
 */
export function ProducerNote() {
  const shop = useShopDetails();
  return (
    <>
      <p className={classes.text} data-testid="producer">
        Prodotto e confezionato da <strong>{shop.legalName}</strong>, {shop.addressLine}.
      </p>
      <p className={classes.note} data-testid="withdrawal-note">
        Trattandosi di un alimento fresco e deperibile, il diritto di recesso è escluso (art. 59,
        comma 1, lett. d) del Codice del Consumo). Restano la garanzia legale di conformità e le
        altre tutele descritte nelle{' '}
        <Link to="/terms-of-service" className={classes.link}>
          condizioni di vendita
        </Link>
        .
      </p>
    </>
  );
}
