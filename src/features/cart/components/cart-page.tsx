import { Button, Text } from '@mantine/core';
import IconPackages from '@tabler/icons-react/dist/esm/icons/IconPackages.mjs';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';
import { toCartLineView } from '@/features/cart/cart-line-view';
import { CartLine } from '@/features/cart/components/cart-line';
import { CartSummaryPanel } from '@/features/cart/components/cart-summary-panel';
import { ClearCartButton } from '@/features/cart/components/clear-cart-button';
import { cartActions } from '@/domain/cart/cart-actions';
import { usePricedCart } from '@/domain/orders/use-priced-cart';
import { openShopDialog } from '@/components/shop-dialogs';
import classes from '@/features/cart/components/cart-page.module.css';
import { countOf } from '@/lib/italian-plural';
import { useServerMarkup } from '@/hooks/use-server-markup';

function EmptyCart() {
  return (
    <div className={classes.empty} data-testid="cart-empty">
      <Text size="lg" fw={600}>
        Il tuo carrello è vuoto.
      </Text>
      <Text c="dimmed">
        Scegli i tuoi bun dal catalogo, oppure componi un bundle: da 5 pacchi hai il 10% di sconto.
      </Text>
      <div className={classes.emptyActions}>
        <Button component={Link} to="/products">
          Scopri i prodotti
        </Button>
        <Button
          variant="default"
          leftSection={<IconPackages size={18} aria-hidden="true" />}
          onClick={() => openShopDialog('bundle')}
        >
          Crea il tuo Bundle
        </Button>
      </div>
    </div>
  );
}

/**
 * The prerendered page (decision 017 item 19) cannot know this visitor's cart: until the app
 * runs it shows the frame, about as tall as the empty cart, never "Il tuo carrello è vuoto"
 * to someone whose cart is full.
 */
function CartLoading() {
  return (
    <div className={classes.loading} role="status" data-testid="cart-loading">
      <Text c="dimmed">Carico il carrello…</Text>
    </div>
  );
}

/** /cart: the lines with their quantities, the totals preview and the way to the checkout. */
export function CartPage() {
  // A business customer's own prices and tiers (decision 012), as the server will price them;
  // shipping once the settings are read.
  const { priced } = usePricedCart();
  const { summary } = priced;
  const lines = priced.lines.map(toCartLineView);
  const serverMarkup = useServerMarkup();

  return (
    <PageFrame title="Carrello">
      {serverMarkup ? (
        <CartLoading />
      ) : lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className={classes.layout}>
          <div>
            <div className={classes.linesHeader}>
              <Text c="dimmed" data-testid="cart-count-text">
                {countOf(summary.itemCount, 'articolo')}
              </Text>
              <ClearCartButton onConfirm={cartActions.clear} />
            </div>
            <ul className={classes.lines} aria-label="Prodotti nel carrello">
              {lines.map((line) => (
                <CartLine
                  key={line.id}
                  line={line}
                  onQuantityChange={(quantity) => cartActions.updateQuantity(line.id, quantity)}
                  onRemove={() => cartActions.remove(line.id)}
                />
              ))}
            </ul>
          </div>
          <CartSummaryPanel summary={summary} />
        </div>
      )}
    </PageFrame>
  );
}
