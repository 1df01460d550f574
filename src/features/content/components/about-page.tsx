import { Text } from '@mantine/core';
import { PageFrame } from '@/components/page-frame';
import { shopAddressLine, shopInfo } from '@/lib/shop-info';

/** Who we are. */
export function AboutPage() {
  return (
    <PageFrame
      title="Chi Siamo"
      lead="Siamo un panificio artigianale che fa una cosa sola, con cura: bun per hamburger, per chi cucina a casa e per i ristoranti."
      narrow
    >
      <Text mt="xl">
        Il nostro laboratorio è a Moncalieri, alle porte di Torino. Ogni giorno impastiamo, lasciamo
        lievitare a lungo, formiamo a mano e cuociamo i nostri bun, poi li spediamo freschi con
        corriere refrigerato in tutta Italia.
      </Text>
      <Text mt="md">
        {shopInfo.legalName} ha sede in {shopAddressLine}. Per qualsiasi domanda scrivici a{' '}
        <a href={`mailto:${shopInfo.email}`}>{shopInfo.email}</a>.
      </Text>
    </PageFrame>
  );
}
