import { Text, VisuallyHidden } from '@mantine/core';
import { formatEuro, fromCents } from '@/lib/format';

/**
 * A business customer's price beside the list price, struck through: "4,50 € Il tuo prezzo
 * 4,05 €". With no price of their own, just the price.
 */
export function CustomerPrice({
  listCents,
  unitCents,
  suffix = '',
  size = 'sm',
}: {
  listCents: number;
  unitCents: number;
  /** e.g. " a confezione" */
  suffix?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}) {
  if (listCents === unitCents) {
    return (
      <Text component="span" size={size}>
        {formatEuro(fromCents(unitCents))}
        {suffix}
      </Text>
    );
  }
  return (
    <Text component="span" size={size} data-testid="customer-price">
      <Text component="s" inherit c="dimmed">
        <VisuallyHidden>Prezzo di listino </VisuallyHidden>
        {formatEuro(fromCents(listCents))}
      </Text>{' '}
      <Text component="strong" inherit fw={700}>
        Il tuo prezzo {formatEuro(fromCents(unitCents))}
      </Text>
      {suffix}
    </Text>
  );
}
