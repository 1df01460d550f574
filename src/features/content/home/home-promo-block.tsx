import { Button, Group } from '@mantine/core';
import IconGift from '@tabler/icons-react/dist/esm/icons/IconGift.mjs';
import { Link } from '@tanstack/react-router';
import { useAuth } from '@/domain/auth/auth-context';
import classes from '@/features/content/home/home-sections.module.css';

/**
 * The promotional block for visitors known to be signed out (spec §2): not while the session
 * is still being read, never for a signed-in customer.
 */
export function HomePromoBlock() {
  const { status } = useAuth();
  if (status !== 'unauthenticated') return null;
  return (
    <section className="bdb-container" aria-labelledby="home-promo-title">
      <div className={classes.promo} data-testid="home-promo">
        <IconGift size={44} stroke={1.5} aria-hidden="true" className={classes.promoIcon} />
        <div className={classes.promoText}>
          <h2 id="home-promo-title" className={classes.promoTitle}>
            Crea il tuo account e ordina in un attimo
          </h2>
          <p className={classes.promoLead}>
            Salva i tuoi indirizzi, ritrova gli ordini passati e ripeti la spesa con un tocco. Per i
            ristoranti: dati di fatturazione sempre pronti.
          </p>
        </div>
        <Group gap="sm" className={classes.promoActions}>
          <Button component={Link} to="/register" size="md" color="sesame.5" c="crust.9">
            Registrati
          </Button>
          <Button component={Link} to="/login" size="md" variant="outline" color="gray.0">
            Accedi
          </Button>
        </Group>
      </div>
    </section>
  );
}
