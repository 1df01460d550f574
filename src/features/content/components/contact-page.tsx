import { SimpleGrid, Text, Title } from '@mantine/core';
import { PageFrame } from '@/components/page-frame';
import { shopAddressLine, shopInfo } from '@/lib/shop-info';
import classes from '@/features/content/components/contact-page.module.css';

/** How to reach us. */
export function ContactPage() {
  return (
    <PageFrame
      title="Contatti"
      lead="Domande su un ordine, una fornitura per il tuo locale o i nostri ingredienti? Scrivici o chiamaci."
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="xl">
        <section className={classes.card} aria-labelledby="contact-email">
          <Title order={2} id="contact-email" className={classes.cardTitle}>
            Email
          </Title>
          <Text>
            <a href={`mailto:${shopInfo.email}`}>{shopInfo.email}</a>
          </Text>
        </section>
        <section className={classes.card} aria-labelledby="contact-phone">
          <Title order={2} id="contact-phone" className={classes.cardTitle}>
            Telefono
          </Title>
          <Text>
            <a href={shopInfo.phoneHref}>{shopInfo.phone}</a>
          </Text>
        </section>
        <section className={classes.card} aria-labelledby="contact-address">
          <Title order={2} id="contact-address" className={classes.cardTitle}>
            Laboratorio
          </Title>
          <Text>
            {shopInfo.legalName}
            <br />
            {shopAddressLine}
          </Text>
        </section>
      </SimpleGrid>
    </PageFrame>
  );
}
