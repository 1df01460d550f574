import { Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';
import { useCartItemCount } from '@/lib/cart/cart-store';

/** The cart; its lines, totals and checkout arrive with the cart feature. */
export function CartPage() {
  const count = useCartItemCount();
  return (
    <PageFrame
      title="Carrello"
      lead="I prodotti che hai scelto, con il totale e le spese di spedizione prima di ordinare."
    >
      <Text mt="lg" size="lg" data-testid="cart-summary">
        {count === 0
          ? 'Il tuo carrello è vuoto.'
          : `Nel carrello ${count === 1 ? 'c’è 1 articolo' : `ci sono ${count} articoli`}.`}
      </Text>
      {count === 0 && (
        <Button component={Link} to="/products" mt="md">
          Scopri i prodotti
        </Button>
      )}
    </PageFrame>
  );
}
