import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';
import { useShopDetails } from '@/domain/shop/use-shop-details';
import classes from '@/features/content/components/about-page.module.css';

/** /about: who we are and where the lab is, with the company's data from the settings. */
export function AboutPage() {
  const shop = useShopDetails();
  return (
    <PageFrame
      title="Chi Siamo"
      lead="Siamo un panificio artigianale che fa una cosa sola, con cura: bun per hamburger, per chi cucina a casa e per i ristoranti."
      narrow
    >
      <div className={classes.text}>
        <p>
          La Bottega è nata da una domanda semplice: perché un hamburger fatto con carne piemontese
          di prima scelta deve finire in un panino industriale? Abbiamo cominciato con un solo
          impasto, il Bun Classico al sesamo, e una manciata di osterie della zona che volevano un
          pane all’altezza della loro carne.
        </p>
        <p>
          Oggi il nostro laboratorio di {shop.city}, alle porte di Torino, prepara una decina di
          ricette: dal bun di patate per gli smash burger alla brioche al burro, dai bun vegani a
          quello senza glutine, prodotto in un’area separata. Il metodo è rimasto lo stesso: lievito
          madre, più di 18 ore di lievitazione, formatura a mano e cottura ogni mattina.
        </p>
        <h2 className={classes.heading}>Come lavoriamo</h2>
        <p>
          Compriamo farine, latte, burro e uova da produttori che conosciamo, quasi tutti a meno di
          cento chilometri. Non usiamo conservanti: i nostri bun si mantengono 5–7 giorni grazie al
          lievito madre e si congelano senza perdere nulla. Li spediamo freschi con corriere
          refrigerato in tutta Italia.
        </p>
        <h2 className={classes.heading}>Dove siamo</h2>
        <p data-testid="about-company">
          {shop.legalName} · {shop.addressLine} · Partita IVA {shop.vatNumber}. Scrivici a{' '}
          <a href={`mailto:${shop.email}`}>{shop.email}</a> o chiamaci al{' '}
          <a href={shop.phoneHref}>{shop.phone}</a>.
        </p>
      </div>
      <Group mt="xl">
        <Button component={Link} to="/process">
          Il nostro processo
        </Button>
        <Button component={Link} to="/contact" variant="outline">
          Contattaci
        </Button>
      </Group>
    </PageFrame>
  );
}
