import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CheckoutAction } from '@/features/cart/components/checkout-action';
import type { CartSummary } from '@/domain/cart/cart-summary';
import { formatEuro, fromCents } from '@/lib/format';
import classes from '@/features/cart/components/cart-page.module.css';

function euros(cents: number): string {
  return formatEuro(fromCents(cents));
}

function Row({ label, value, testId }: { label: ReactNode; value: string; testId: string }) {
  return (
    <div className={classes.summaryRow}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** Subtotal, bundle discount, shipping preview and total; the server prices the order itself. */
export function CartSummaryPanel({ summary }: { summary: CartSummary }) {
  const { shipping } = summary;
  return (
    <section className={classes.summary} aria-labelledby="cart-summary-title">
      <Title order={2} id="cart-summary-title" className={classes.summaryTitle}>
        Riepilogo
      </Title>
      <dl className={classes.summaryList}>
        <Row label="Subtotale" value={euros(summary.subtotalCents)} testId="cart-subtotal" />
        {summary.discountCents > 0 && (
          <Row
            label="Sconto bundle"
            value={`−${euros(summary.discountCents)}`}
            testId="cart-discount"
          />
        )}
        <Row
          label="Spedizione"
          value={
            shipping === null
              ? 'Calcolata al checkout'
              : shipping.free
                ? 'Gratuita'
                : euros(shipping.cents)
          }
          testId="cart-shipping"
        />
        <div className={`${classes.summaryRow} ${classes.totalRow}`}>
          <dt>Totale</dt>
          <dd data-testid="cart-total">{euros(summary.totalCents)}</dd>
        </div>
      </dl>
      {summary.missingForMinimumCents > 0 && (
        <Text className={classes.nudge} role="status" data-testid="minimum-order-notice">
          L’ordine minimo per la consegna è di {euros(summary.minimumCents)}: aggiungi ancora{' '}
          {euros(summary.missingForMinimumCents)} per poter ordinare.
        </Text>
      )}
      {shipping && !shipping.free && (
        <Text className={classes.nudge} data-testid="free-shipping-nudge">
          Quasi fatto: ti mancano {euros(shipping.missingForFreeCents)} per la spedizione gratuita.
        </Text>
      )}
      <CheckoutAction />
      <Text size="sm" c="dimmed" className={classes.previewNote}>
        IVA inclusa. I totali sono un’anteprima: prezzi, sconti e spedizione definitivi sono
        calcolati al momento dell’ordine.
      </Text>
    </section>
  );
}
