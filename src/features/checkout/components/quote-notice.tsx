import { Button, Checkbox, List } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatEuro, fromCents } from '@/lib/format';
import type { PriceChange } from '@/domain/orders/quote-changes';
import { Notice } from '@/components/notice';

/** Prices changed since the cart was built: listed, and the customer confirms them. */
export function PriceChangesNotice({
  changes,
  confirmed,
  onConfirmedChange,
}: {
  changes: readonly PriceChange[];
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
}) {
  return (
    <Notice
      color="yellow"
      variant="light"
      title="Alcuni prezzi sono cambiati"
      data-testid="price-changes"
    >
      <List size="sm" mb="sm">
        {changes.map((change) => (
          <List.Item key={change.name}>
            {change.name}: da {formatEuro(fromCents(change.beforeCents))} a{' '}
            {formatEuro(fromCents(change.afterCents))}
          </List.Item>
        ))}
      </List>
      <Checkbox
        checked={confirmed}
        onChange={(event) => onConfirmedChange(event.currentTarget.checked)}
        label="Ho visto i nuovi prezzi e confermo l’ordine"
      />
    </Notice>
  );
}

/** Some packs are no longer in stock: the order cannot go through until the cart changes. */
export function ShortagesNotice({ messages }: { messages: readonly string[] }) {
  return (
    <Notice color="red" variant="light" title="Disponibilità cambiata" data-testid="shortages">
      <List size="sm" mb="sm">
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
      <Button component={Link} to="/cart" variant="light" size="compact-sm">
        Modifica il carrello
      </Button>
    </Notice>
  );
}
