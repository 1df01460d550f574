import { Text, Title } from '@mantine/core';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import classes from '@/features/newsletter/components/newsletter-section.module.css';

/** The home page's newsletter section (spec §2): why subscribe, then the form. */
export function NewsletterSection() {
  return (
    <section className={classes.section} aria-labelledby="newsletter-section-title">
      <div className={`bdb-container ${classes.inner}`}>
        <div>
          <Title order={2} id="newsletter-section-title" className={classes.title}>
            Resta in contatto con il forno
          </Title>
          <Text className={classes.lead}>
            Nuovi bun, ricette per i tuoi hamburger e offerte riservate agli iscritti: una mail al
            mese, niente di più. Puoi cancellarti quando vuoi.
          </Text>
        </div>
        <div className={classes.formCard}>
          <NewsletterForm layout="inline" />
        </div>
      </div>
    </section>
  );
}
