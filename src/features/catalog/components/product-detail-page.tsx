import { Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';

/** One product's page; until products load from the database its heading comes from the address. */
export function ProductDetailPage({ name }: { name: string }) {
  return (
    <PageFrame
      title={name}
      lead="La scheda del prodotto: descrizione, ingredienti, allergeni, valori nutrizionali, conservazione e abbinamenti consigliati."
    >
      <Text mt="lg">
        <Link to="/products">Torna a tutti i prodotti</Link>
      </Text>
    </PageFrame>
  );
}
