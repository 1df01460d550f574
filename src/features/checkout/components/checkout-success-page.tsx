import { Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';

/** Where the card payment returns; verifying the session arrives with the checkout feature. */
export function CheckoutSuccessPage({ reference }: { reference: string }) {
  return (
    <PageFrame
      title="Conferma dell’ordine"
      lead="Qui trovi l’esito del pagamento e il riepilogo del tuo ordine, con i tempi di consegna."
      narrow
    >
      <Text mt="lg">
        Riferimento del pagamento: <strong>{reference}</strong>
      </Text>
      <Text mt="md">
        Puoi seguire i tuoi ordini nella pagina <Link to="/orders">I miei ordini</Link>.
      </Text>
    </PageFrame>
  );
}
