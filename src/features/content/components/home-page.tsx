import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import IconHandStop from '@tabler/icons-react/dist/esm/icons/IconHandStop.mjs';
import IconTruckDelivery from '@tabler/icons-react/dist/esm/icons/IconTruckDelivery.mjs';
import { HomeHero } from '@/features/content/components/home-hero';
import classes from '@/features/content/components/home-page.module.css';

const promises = [
  {
    icon: IconClock,
    title: 'Lievitazione lenta',
    text: 'Più di 18 ore a 24 °C: una mollica soffice e profumata che regge salse e succhi.',
  },
  {
    icon: IconHandStop,
    title: 'Formati a mano',
    text: 'Ogni bun pesa 80 g ed è formato a mano, così cuociono tutti allo stesso modo.',
  },
  {
    icon: IconTruckDelivery,
    title: 'Consegna refrigerata',
    text: 'In tutta Italia in 1–2 giorni lavorativi, con corriere refrigerato.',
  },
] as const;

/** The home page: the hero and why our buns are different. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <section
        className={`bdb-container ${classes.promises}`}
        aria-labelledby="home-promises-title"
      >
        <Title order={2} id="home-promises-title" className={classes.sectionTitle}>
          Perché i nostri bun sono diversi
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="lg">
          {promises.map(({ icon: Icon, title, text }) => (
            <article key={title} className={classes.card}>
              <ThemeIcon size={48} radius="xl" color="sesame.2" c="crust.9" aria-hidden="true">
                <Icon size={26} stroke={1.75} />
              </ThemeIcon>
              <Title order={3} className={classes.cardTitle}>
                {title}
              </Title>
              <Text>{text}</Text>
            </article>
          ))}
        </SimpleGrid>
      </section>
    </>
  );
}
