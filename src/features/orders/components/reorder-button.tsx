import { Button, List, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { reorder } from '@/features/orders/reorder';
import { formatEuro, fromCents } from '@/lib/format';
import { logger } from '@/lib/logger';
import type { OrderItem } from '@/domain/orders/order-schemas';
import type { ReorderPlan } from '@/domain/orders/reorder-plan';
import { Notice } from '@/components/notice';
import { pluralPhrase } from '@/lib/italian-plural';

function changeLines(plan: ReorderPlan): string[] {
  return [
    ...plan.priceChanges.map(
      (change) =>
        `${change.name}: oggi ${formatEuro(fromCents(change.afterCents))} a confezione (prima ${formatEuro(fromCents(change.beforeCents))})`,
    ),
    ...plan.reduced.map((line) =>
      line.added > 0
        ? `${line.name}: ${pluralPhrase(line.added, 'aggiunta 1 confezione', (n) => `aggiunte ${n} confezioni`)} su ${line.ordered}, le altre non sono disponibili`
        : `${line.name}: non più disponibile nella quantità ordinata`,
    ),
    ...plan.unavailable.map((name) => `${name}: non disponibile, non aggiunto`),
  ];
}

/** "Ordina di nuovo": the same products at today's prices, and what changed since. */
export function ReorderButton({ items }: { items: readonly OrderItem[] }) {
  const [busy, setBusy] = useState(false);
  const [plan, setPlan] = useState<ReorderPlan | null>(null);
  const [failed, setFailed] = useState(false);

  async function run() {
    setBusy(true);
    setFailed(false);
    try {
      setPlan(await reorder(items));
    } catch (error) {
      logger.error('Riordino non riuscito', error);
      setFailed(true);
    }
    setBusy(false);
  }

  const changes = plan ? changeLines(plan) : [];
  return (
    <Stack gap="sm">
      <LoadingButton loading={busy} onClick={() => void run()}>
        Ordina di nuovo
      </LoadingButton>
      {failed && (
        <Text size="sm" role="alert" c="red.8">
          Non è stato possibile leggere il catalogo di oggi, riprova.
        </Text>
      )}
      {plan && (
        <Notice
          color={changes.length > 0 ? 'yellow' : 'green'}
          variant="light"
          title={
            plan.lines.length > 0 ? 'Prodotti aggiunti al carrello' : 'Nessun prodotto aggiunto'
          }
          role="status"
          data-testid="reorder-result"
        >
          {changes.length > 0 ? (
            <List size="sm">
              {changes.map((change) => (
                <List.Item key={change}>{change}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">Stessi prodotti, stessi prezzi di allora.</Text>
          )}
          {plan.lines.length > 0 && (
            <Button component={Link} to="/cart" size="compact-sm" variant="light" mt="sm">
              Vai al carrello
            </Button>
          )}
        </Notice>
      )}
    </Stack>
  );
}
