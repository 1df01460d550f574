import { Button } from '@mantine/core';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import IconCalendarRepeat from '@tabler/icons-react/dist/esm/icons/IconCalendarRepeat.mjs';
import IconFileInvoice from '@tabler/icons-react/dist/esm/icons/IconFileInvoice.mjs';
import IconTruckDelivery from '@tabler/icons-react/dist/esm/icons/IconTruckDelivery.mjs';
import { Link } from '@tanstack/react-router';
import classes from '@/features/content/home/home-sections.module.css';
import { SectionHeading } from '@/components/section-heading';

const reasons = [
  {
    icon: IconCalendarRepeat,
    title: 'Forniture su misura',
    text: 'Le quantità di una cucina professionale e, con il bundle, il 10% di sconto su ogni gruppo di 5 confezioni.',
  },
  {
    icon: IconTruckDelivery,
    title: 'Consegna refrigerata',
    text: 'In 1–2 giorni lavorativi in tutta Italia con corriere refrigerato: i bun arrivano freschi come escono dal forno.',
  },
  {
    icon: IconFileInvoice,
    title: 'Fattura elettronica',
    text: 'Intestata alla tua attività con Partita IVA e codice SDI o PEC; per i clienti business anche il bonifico.',
  },
] as const;

/** Home: the business section, pointing restaurants to /business. */
export function HomeBusinessSection() {
  return (
    <section className={`bdb-container ${classes.business}`} aria-labelledby="home-business-title">
      <div className={classes.businessIntro}>
        <SectionHeading
          id="home-business-title"
          eyebrow="Per ristoranti, hamburgerie e catering"
          title="Il pane giusto per il tuo locale"
          lead="Lo stesso bun artigianale dei nostri clienti privati, nelle quantità e con i tempi di una cucina professionale. Osterie, burger bar e catering del Piemonte lo servono già."
        />
        <Button
          component={Link}
          to="/business"
          size="md"
          color="crust"
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          Scopri l’offerta per ristoratori
        </Button>
      </div>
      <ul className={classes.reasons}>
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title} className={classes.reason}>
            <span className={classes.reasonIcon} aria-hidden="true">
              <Icon size={26} stroke={1.75} />
            </span>
            <div>
              <h3 className={classes.reasonTitle}>{title}</h3>
              <p className={classes.reasonText}>{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
