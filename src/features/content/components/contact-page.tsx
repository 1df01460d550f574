import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import IconMapPin from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
import IconPhone from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import { PageFrame } from '@/components/page-frame';
import { ContactForm } from '@/features/content/contact/contact-form';
import { useShopDetails } from '@/domain/shop/use-shop-details';
import classes from '@/features/content/components/contact-page.module.css';

/** /contact: how to reach us, and a form that saves the message for the team. */
export function ContactPage() {
  const shop = useShopDetails();
  return (
    <PageFrame
      title="Contatti"
      lead="Domande su un ordine, una fornitura per il tuo locale o i nostri ingredienti? Scrivici o chiamaci: rispondiamo entro un giorno lavorativo."
    >
      <div className={classes.layout}>
        <ContactForm fallbackEmail={shop.email} />
        <aside className={classes.details} aria-label="Recapiti">
          <section className={classes.card} aria-labelledby="contact-email">
            <IconMail size={24} stroke={1.75} aria-hidden="true" className={classes.icon} />
            <div>
              <h2 id="contact-email" className={classes.cardTitle}>
                Email
              </h2>
              <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </div>
          </section>
          <section className={classes.card} aria-labelledby="contact-phone">
            <IconPhone size={24} stroke={1.75} aria-hidden="true" className={classes.icon} />
            <div>
              <h2 id="contact-phone" className={classes.cardTitle}>
                Telefono
              </h2>
              <a href={shop.phoneHref}>{shop.phone}</a>
            </div>
          </section>
          <section className={classes.card} aria-labelledby="contact-address">
            <IconMapPin size={24} stroke={1.75} aria-hidden="true" className={classes.icon} />
            <div>
              <h2 id="contact-address" className={classes.cardTitle}>
                Laboratorio
              </h2>
              <p className={classes.text}>
                {shop.legalName}
                <br />
                {shop.addressLine}
              </p>
            </div>
          </section>
        </aside>
      </div>
    </PageFrame>
  );
}
