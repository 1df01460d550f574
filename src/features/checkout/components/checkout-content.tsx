import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import {
  customerProfileQueryOptions,
  savedAddressesQueryOptions,
} from '@/domain/customer/customer-queries';
import { CheckoutForm, type CheckoutFormProps } from '@/features/checkout/components/checkout-form';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { ApiError } from '@/lib/api-error';
import { shippingRulesFrom } from '@/domain/cart/cart-summary';
import { offlineQuote } from '@/domain/orders/offline-quote';
import { cartToOrderLines } from '@/domain/orders/order-lines';
import { deliveryDatesQueryOptions, quoteQueryOptions } from '@/domain/orders/order-queries';
import { priceChanges } from '@/domain/orders/quote-changes';
import { usePricedCart } from '@/domain/orders/use-priced-cart';
import { Notice } from '@/components/notice';

function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Notice color="red" variant="light" title="Checkout non disponibile" mt="lg" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          Riprova
        </Button>
      </Stack>
    </Notice>
  );
}

function EmptyCart() {
  return (
    <Stack mt="lg" align="flex-start">
      <Text>Il tuo carrello è vuoto: scegli i tuoi bun prima di ordinare.</Text>
      <Button component={Link} to="/products">
        Vai ai prodotti
      </Button>
    </Stack>
  );
}

/** Loads what the form needs (customer, addresses, days, settings, the server's price). */
export function CheckoutContent({
  userId,
  onOfflineSubmit,
}: {
  userId: string;
  onOfflineSubmit?: CheckoutFormProps['onOfflineSubmit'];
}) {
  // The cart at the customer's own prices (decision 012): what the server's quote should say.
  const { lines: cart, priced, priceList, settings } = usePricedCart();
  const lines = useMemo(() => cartToOrderLines(cart), [cart]);
  const [profile, addresses, dates] = useQueries({
    queries: [
      customerProfileQueryOptions(userId),
      savedAddressesQueryOptions(userId),
      deliveryDatesQueryOptions(userId),
    ],
  });
  const quote = useQuery({ ...quoteQueryOptions(userId, lines), enabled: lines.length > 0 });
  const online = useOnlineStatus();
  // Offline, a cart changed since the last server price is priced on the device; the outbox
  // has the server price it again before it becomes an order (issue 8). Once used, it stays
  // until the server's price arrives: a returning connection must not unmount a filled form.
  const [pricedOnDevice, setPricedOnDevice] = useState(false);
  if (!online && !pricedOnDevice && quote.data === undefined) setPricedOnDevice(true);
  const deviceQuote = useMemo(
    () =>
      pricedOnDevice && quote.data === undefined && settings.data
        ? offlineQuote(cart, shippingRulesFrom(settings.data), priceList)
        : undefined,
    [pricedOnDevice, quote.data, settings.data, cart, priceList],
  );
  const shownQuote = quote.data ?? deviceQuote;

  if (lines.length === 0) return <EmptyCart />;

  const unavailable =
    quote.error instanceof ApiError && quote.error.message === 'product_unavailable';
  if (unavailable) {
    return (
      <Notice color="red" variant="light" title="Prodotti non più disponibili" mt="lg" role="alert">
        <Text size="sm" mb="xs">
          Uno o più prodotti del carrello non sono più in vendita: toglili per continuare.
        </Text>
        <Button component={Link} to="/cart" size="compact-sm" variant="light">
          Torna al carrello
        </Button>
      </Notice>
    );
  }
  // Offline the device prices the cart once the shop's shipping rules are read from storage.
  if (!online && quote.data === undefined && settings.isPending) {
    return (
      <Skeleton
        height={420}
        radius="md"
        mt="lg"
        role="status"
        aria-label="Caricamento del checkout"
      />
    );
  }
  // A refetch that fails offline keeps the data it had: only a query with nothing to show fails.
  const needed = deviceQuote ? [profile, addresses, dates] : [profile, addresses, dates, quote];
  const failed = needed.find((query) => query.isError && query.data === undefined);
  if (failed) {
    return (
      <LoadFailure
        message={
          online
            ? 'Non riusciamo a preparare il tuo ordine in questo momento. Controlla la connessione e riprova.'
            : 'Sei offline e i dati del tuo account (profilo e indirizzi) non sono ancora salvati su questo dispositivo: si salvano da soli la prossima volta che usi il negozio con la connessione.'
        }
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!profile.data || !addresses.data || !dates.data || !shownQuote || settings.isPending) {
    return (
      <Skeleton
        height={420}
        radius="md"
        mt="lg"
        role="status"
        aria-label="Caricamento del checkout"
      />
    );
  }

  if (!profile.data.permissions.order) {
    return (
      <Notice color="blue" variant="light" title="Ordini non previsti dal tuo ruolo" mt="lg">
        <Text size="sm">
          Nel team di {profile.data.company_name ?? 'questa attività'} hai il ruolo Amministrazione:
          fatture, documenti ed estratto conto, ma non gli ordini. Chiedi al titolare.
        </Text>
      </Notice>
    );
  }

  return (
    <CheckoutForm
      userId={userId}
      lines={lines}
      quote={shownQuote}
      pricedOnDevice={shownQuote === deviceQuote}
      priceChanges={priceChanges(priced.lines, shownQuote)}
      profile={profile.data}
      addresses={addresses.data}
      dates={dates.data}
      settings={settings.data}
      onOfflineSubmit={onOfflineSubmit}
      onRefused={(code) => {
        if (code === 'insufficient_stock' || code === 'product_unavailable') void quote.refetch();
        if (code === 'invalid_delivery_date') void dates.refetch();
        if (code === 'address_not_found' || code === 'credit_limit_exceeded')
          void profile.refetch();
      }}
    />
  );
}
