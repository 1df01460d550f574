import { Button } from '@mantine/core';
import IconPackages from '@tabler/icons-react/dist/esm/icons/IconPackages.mjs';
import { openShopDialog } from '@/components/shop-dialogs';
import classes from '@/features/catalog/components/bundle-promo.module.css';

/** The bundle builder's invitation on /products (the dialog is mounted by the app). */
export function BundlePromo() {
  return (
    <aside className={classes.promo} aria-labelledby="bundle-promo-title">
      <IconPackages size={36} stroke={1.5} aria-hidden="true" className={classes.icon} />
      <div className={classes.text}>
        <h2 id="bundle-promo-title" className={classes.title}>
          Mescola i bun che preferisci
        </h2>
        <p className={classes.lead}>
          Con il bundle personalizzato hai il 10% di sconto su ogni gruppo di 5 confezioni.
        </p>
      </div>
      <Button
        color="crust"
        size="md"
        className={classes.button}
        onClick={() => openShopDialog('bundle')}
      >
        Crea il tuo Bundle
      </Button>
    </aside>
  );
}
