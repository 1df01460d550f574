import { Alert, Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconShoppingBagPlus from '@tabler/icons-react/dist/esm/icons/IconShoppingBagPlus.mjs';
import { useNavigate } from '@tanstack/react-router';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { putSheetInCart } from '@/features/quick-order/put-sheet-in-cart';
import {
  fillFrom,
  setPacks,
  sheetFromCart,
  sheetPacks,
  sheetTotalCents,
  type FilledSheet,
  type Sheet,
} from '@/features/quick-order/quick-order-sheet';
import type { LastOrderSource, StandingSource } from '@/features/quick-order/quick-order-sources';
import { QuickOrderRow } from '@/features/quick-order/components/quick-order-row';
import { cartStore, useCartItems } from '@/domain/cart/cart-store';
import { formatEuro, fromCents } from '@/lib/format';
import { countOf } from '@/lib/italian-plural';
import type { Product } from '@/domain/catalogue/product';
import { nextTier, packPrice } from '@/domain/pricing/price-list';
import { useMyPriceList } from '@/domain/customer/price-list-query';
import { tierProgressText } from '@/domain/pricing/price-texts';
import classes from '@/features/quick-order/components/quick-order.module.css';

const weekdayNames = [
  '',
  'lunedì',
  'martedì',
  'mercoledì',
  'giovedì',
  'venerdì',
  'sabato',
  'domenica',
];

export interface QuickOrderSheetViewProps {
  products: readonly Product[];
  last: LastOrderSource | null;
  standing: StandingSource | null;
}

function cappedNotice(capped: FilledSheet['capped'], products: readonly Product[]): string | null {
  if (capped.length === 0) return null;
  const names = new Map(products.map((product) => [product.id, product.name]));
  return capped
    .map(({ productId, wanted, available }) =>
      available === 0
        ? `${names.get(productId) ?? 'Un prodotto'} è esaurito (ne volevi ${countOf(wanted, 'confezione')})`
        : `${names.get(productId) ?? 'Un prodotto'}: solo ${countOf(available, 'confezione')} disponibili su ${wanted}`,
    )
    .join('; ');
}

/**
 * Rows in the first render: about a tablet's first screen. Opening the sheet is a router
 * navigation, rendered in one task with the page around it, so it is kept small. The others
 * follow a batch per transition: React renders a transition in slices that yield to the
 * browser and commits each batch on its own, so opening a sheet of 60 products with steppers
 * never blocks a tap for long (issue 23's bench: no task over 50 ms).
 */
const firstRows = 6;
const rowsPerBatch = 12;

/** The sheet: fill buttons, one row per active product, the total and the one button. */
export function QuickOrderSheetView({ products, last, standing }: QuickOrderSheetViewProps) {
  const items = useCartItems();
  const navigate = useNavigate();
  // Opens with the cart's packs, so the sheet edits the cart instead of adding on top of it.
  const [sheet, setSheet] = useState<Sheet>(() => sheetFromCart(cartStore.getItems(), products));
  const [notice, setNotice] = useState<string | null>(null);
  const [shownRows, setShownRows] = useState(firstRows);
  useEffect(() => {
    if (shownRows < products.length) startTransition(() => setShownRows(shownRows + rowsPerBatch));
  }, [shownRows, products.length]);

  const change = useCallback(
    (product: Product, packs: number) => setSheet((current) => setPacks(current, product, packs)),
    [],
  );
  const fill = (source: ReadonlyMap<string, number>) => {
    const filled = fillFrom(source, products);
    setSheet(filled.sheet);
    setNotice(cappedNotice(filled.capped, products));
  };

  const packs = sheetPacks(sheet);
  const priceList = useMyPriceList();
  const totalCents = sheetTotalCents(sheet, products, priceList);
  const putInCart = () => {
    putSheetInCart(sheet, items, products);
    notifications.show({
      title: 'Carrello aggiornato',
      message: `${countOf(packs, 'confezione')} nel carrello dal foglio d’ordine (${formatEuro(fromCents(totalCents))})`,
      color: 'crust',
    });
    void navigate({ to: '/cart' });
  };

  return (
    <>
      <div className={classes.fillBar}>
        {last && (
          <Button variant="light" size="lg" onClick={() => fill(last.quantities)}>
            Come l’ultimo ordine
          </Button>
        )}
        {standing && (
          <Button variant="light" size="lg" onClick={() => fill(standing.quantities)}>
            Come l’ordine fisso di {weekdayNames[standing.weekday]}
          </Button>
        )}
        <Button variant="subtle" size="lg" onClick={() => fill(new Map())} disabled={packs === 0}>
          Svuota il foglio
        </Button>
      </div>
      {last && (
        <Text size="sm" mt="xs" c="dimmed">
          Ultimo ordine: {last.orderNumber}.
        </Text>
      )}
      {notice && (
        <Alert color="yellow" mt="sm" role="status" data-testid="quick-order-capped">
          {notice}.
        </Alert>
      )}
      <div className={classes.heads} aria-hidden="true">
        <span>Prodotto</span>
        <span>Prezzo a confezione</span>
        <span>Ultimo ordine</span>
        <span>
          {standing ? `Ordine fisso (${weekdayNames[standing.weekday]})` : 'Ordine fisso'}
        </span>
        <span>Confezioni</span>
      </div>
      <ul className={classes.rows} aria-label="Prodotti da ordinare">
        {products.slice(0, shownRows).map((product) => {
          const productPacks = sheet[product.id] ?? 0;
          const price = packPrice(priceList, product.id, product.price, productPacks);
          return (
            <QuickOrderRow
              key={product.id}
              product={product}
              packs={productPacks}
              unitCents={price.unitCents}
              listCents={price.listCents}
              tierText={tierProgressText(price.tier, nextTier(priceList.tiers, productPacks))}
              lastPacks={last ? (last.quantities.get(product.id) ?? 0) : null}
              standingPacks={standing ? (standing.quantities.get(product.id) ?? 0) : null}
              onChange={change}
            />
          );
        })}
      </ul>
      <div className={classes.footer}>
        <span className={classes.total} data-testid="quick-order-total" aria-live="polite">
          {countOf(packs, 'confezione')} · {formatEuro(fromCents(totalCents))}
        </span>
        <Button
          size="lg"
          color="crust"
          leftSection={<IconShoppingBagPlus size={22} aria-hidden="true" />}
          onClick={putInCart}
        >
          Metti tutto nel carrello
        </Button>
      </div>
    </>
  );
}
