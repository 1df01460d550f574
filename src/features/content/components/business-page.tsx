import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';
import { BusinessSteps } from '@/features/content/components/business-steps';
import { formatEuro } from '@/lib/format';
import { OfflineReadinessPanel } from '@/offline/readiness/offline-readiness-panel';
import { italianList, onlineWallets } from '@/domain/orders/payment-methods';
import { shopSettingsQueryOptions } from '@/domain/shop/shop-settings';
import classes from '@/features/content/components/business-page.module.css';

const reasons = [
  {
    title: 'Lievitazione di 18 ore',
    text: 'Lievito madre e riposo lungo: una mollica soffice che regge salse e succhi senza sfaldarsi, anche nel servizio più lungo.',
  },
  {
    title: 'Tutti uguali, formati a mano',
    text: 'Ogni bun pesa 80 g con uno scarto sotto l’1%: porzioni costanti, food cost prevedibile, piatti tutti uguali.',
  },
  {
    title: 'Una ricetta per ogni burger',
    text: 'Classico al sesamo, patate per gli smash, brioche per le carni frollate, vegani e senza glutine per ogni cliente.',
  },
  {
    title: 'Scorte senza sprechi',
    text: 'Si conservano 5–7 giorni e si congelano fino a 3 mesi: tieni una riserva per i weekend più pieni.',
  },
] as const;

/** 'entro le 14:00' from the settings' cut-off ('14:00:00'). */
function cutoffLabel(time: string | undefined): string {
  return time ? `entro le ${time.slice(0, 5)}` : 'entro l’orario limite';
}

/** /business: what we offer restaurants, burger bars and caterers, and how to start. */
export function BusinessPage() {
  const { data: settings } = useQuery(shopSettingsQueryOptions());
  const codProvinces = settings?.cash_on_delivery_enabled
    ? settings.cash_on_delivery_provinces.join(', ')
    : undefined;
  return (
    <PageFrame
      title="Per Ristoratori"
      lead="Bun per ristoranti, hamburgerie e catering: lo stesso pane artigianale dei nostri clienti privati, nelle quantità e con i tempi di una cucina professionale."
    >
      <section className={classes.section} aria-labelledby="business-why">
        <h2 id="business-why" className={classes.heading}>
          Perché scegliere i nostri bun
        </h2>
        <ul className={classes.reasons}>
          {reasons.map((reason) => (
            <li key={reason.title} className={classes.card}>
              <h3 className={classes.cardTitle}>{reason.title}</h3>
              <p className={classes.cardText}>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className={classes.columns}>
        <section className={classes.card} aria-labelledby="business-volumes">
          <h2 id="business-volumes" className={classes.cardHeading}>
            Volumi e prezzi
          </h2>
          <p className={classes.cardText}>
            I bun arrivano in confezioni da 4. Con il bundle personalizzato mescoli le ricette che
            vuoi e hai il 10% di sconto su ogni gruppo di 5 confezioni. Per forniture continuative
            prepariamo un listino su misura.
          </p>
        </section>
        <section className={classes.card} aria-labelledby="business-delivery">
          <h2 id="business-delivery" className={classes.cardHeading}>
            Consegna
          </h2>
          <p className={classes.cardText}>
            Corriere refrigerato in tutta Italia, in 1–2 giorni lavorativi. Per gli ordini ricevuti{' '}
            {cutoffLabel(settings?.order_cutoff_time)} i tempi contano da quel giorno, per i
            successivi dal giorno dopo; la data di consegna la scegli tu.
            {settings &&
              ` Spedizione gratuita da ${formatEuro(settings.free_shipping_threshold)}, altrimenti ${formatEuro(settings.shipping_fee)}.`}
          </p>
        </section>
        <section className={classes.card} aria-labelledby="business-invoicing">
          <h2 id="business-invoicing" className={classes.cardHeading}>
            Fatturazione e pagamenti
          </h2>
          <p className={classes.cardText}>
            Fattura elettronica intestata alla tua attività, con Partita IVA e codice SDI o PEC.
            Paghi con {italianList(['carta', ...onlineWallets(settings), 'bonifico bancario'], 'o')}
            {codProvinces ? `, oppure alla consegna nelle province ${codProvinces}` : ''}.
          </p>
        </section>
      </div>

      <section className={classes.section} aria-labelledby="business-offline">
        <h2 id="business-offline" className={classes.heading}>
          Il catalogo anche senza connessione
        </h2>
        <p className={classes.cardText}>
          Con il tuo account business il negozio si prepara da solo sul tablet della cucina:
          catalogo, foto, i tuoi indirizzi e gli ultimi ordini restano sul dispositivo, così puoi
          sfogliare, preparare il carrello e ordinare con bonifico o alla consegna anche quando la
          rete manca. L’ordine parte appena torna la connessione.
        </p>
        <OfflineReadinessPanel />
      </section>

      <section className={classes.section} aria-labelledby="business-account">
        <h2 id="business-account" className={classes.heading}>
          Come aprire un account business
        </h2>
        <BusinessSteps />
        <Group mt="xl">
          <Button component={Link} to="/register" size="md">
            Crea il tuo account
          </Button>
          <Button component={Link} to="/contact" size="md" variant="outline">
            Chiedi un listino su misura
          </Button>
        </Group>
      </section>
    </PageFrame>
  );
}
