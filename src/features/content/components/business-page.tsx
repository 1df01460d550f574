import { List, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';

/** What we offer restaurants, burger bars and caterers. */
export function BusinessPage() {
  return (
    <PageFrame
      title="Per Ristoratori"
      lead="Bun per ristoranti, hamburgerie e catering: lo stesso pane artigianale dei nostri clienti privati, nelle quantità di una cucina professionale."
      narrow
    >
      <List mt="xl" spacing="sm">
        <List.Item>
          Consegna in tutta Italia in 1–2 giorni lavorativi con corriere refrigerato.
        </List.Item>
        <List.Item>
          Fattura elettronica intestata alla tua attività: ci servono Partita IVA e codice SDI o
          PEC.
        </List.Item>
        <List.Item>Per i clienti business è disponibile anche il pagamento con bonifico.</List.Item>
      </List>
      <Text mt="lg">
        Per un preventivo o una prova dei nostri bun{' '}
        <Link to="/contact">scrivici dalla pagina Contatti</Link>.
      </Text>
    </PageFrame>
  );
}
