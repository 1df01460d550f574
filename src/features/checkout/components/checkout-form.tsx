import { Anchor, Button, Checkbox, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import type { CustomerProfile, SavedAddress } from '@/domain/customer/customer-queries';
import { currentAttemptKey } from '@/features/checkout/checkout-attempt';
import {
  type CheckoutValues,
  initialCheckoutValues,
  toPlaceOrderInput,
  validateCheckout,
} from '@/features/checkout/checkout-form';
import { AddressSection } from '@/features/checkout/components/address-section';
import classes from '@/features/checkout/components/checkout.module.css';
import { DeliverySection } from '@/features/checkout/components/delivery-section';
import { InvoiceSection } from '@/features/checkout/components/invoice-section';
import { PaymentSection } from '@/features/checkout/components/payment-section';
import { QuoteSummary } from '@/features/checkout/components/quote-summary';
import { PriceChangesNotice, ShortagesNotice } from '@/features/checkout/components/quote-notice';
import { type PaymentSettings, paymentOptions } from '@/features/checkout/payment-options';
import { useCheckoutSubmit } from '@/features/checkout/use-checkout-submit';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { formatEuro, formatLongDate } from '@/lib/format';
import type { OrderLineInput } from '@/domain/orders/order-lines';
import type { PlaceOrderInput } from '@/domain/orders/order-rpc';
import type { OrderQuote } from '@/domain/orders/order-schemas';
import { paymentDueOn } from '@/domain/orders/payment-terms';
import type { PriceChange } from '@/domain/orders/quote-changes';
import { shortageMessages } from '@/domain/orders/quote-changes';
import { Notice } from '@/components/notice';

export interface CheckoutFormProps {
  userId: string;
  lines: OrderLineInput[];
  quote: OrderQuote;
  /** Offline: `quote` was priced on the device from the cart, the server prices it on sending. */
  pricedOnDevice?: boolean;
  priceChanges: PriceChange[];
  profile: CustomerProfile | null;
  addresses: readonly SavedAddress[];
  dates: readonly string[];
  settings: PaymentSettings | undefined;
  /** Something the server refused may have gone stale: quote, dates or addresses. */
  onRefused: (code: string | undefined) => void;
  /**
   * Offline, a bank-transfer or cash order can be handed to the offline outbox instead of
   * failing. Without it the customer is asked to wait for the connection.
   */
  onOfflineSubmit?: (input: PlaceOrderInput, quote: OrderQuote) => void;
}

/** The checkout form: address, day, notes, invoice, payment, terms, and the server's summary. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { userId, lines, quote, priceChanges, onOfflineSubmit } = props;
  const online = useOnlineStatus();
  const checkout = useCheckoutSubmit(userId, props.onRefused);
  const [confirmedChanges, setConfirmedChanges] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<CheckoutValues>({
    mode: 'controlled',
    initialValues: initialCheckoutValues(props.profile, props.addresses, props.dates[0]),
    validate: validateCheckout,
  });

  // Bank transfer follows the account the bakery approved, as place_order decides it.
  const credit = props.profile?.credit ?? null;
  const limit = props.profile?.purchase_limit ?? null;
  // Above a team member's limit the order goes to the owner (decision 015): paid later only.
  const needsApproval = limit !== null && quote.total > limit;
  const options = paymentOptions(
    props.settings,
    props.profile?.customer_type === 'business',
    credit?.payment_terms_label,
  ).filter((option) => !needsApproval || option.method !== 'card');
  const dueOn =
    form.values.paymentMethod === 'bank_transfer' && credit && form.values.deliveryDate
      ? paymentDueOn(credit.payment_terms, credit.payment_term_days, form.values.deliveryDate)
      : null;
  const onCredit =
    form.values.paymentMethod === 'bank_transfer' ||
    form.values.paymentMethod === 'cash_on_delivery';
  const aboveCredit =
    credit && onCredit && !needsApproval && quote.total > credit.available_credit
      ? credit.credit_limit === 0
        ? 'Il tuo account non ha un fido per gli ordini con bonifico o pagamento alla consegna: paga con carta o chiedici di attivarlo.'
        : `L’ordine supera il fido disponibile di ${formatEuro(credit.available_credit)}: paga con carta, oppure salda gli ordini aperti o chiedici di aumentare il fido.`
      : null;
  const shortages = shortageMessages(quote);
  // The server's minimum order for this customer's type (decision 012): place_order refuses below.
  const belowMinimum =
    (quote.missing_for_minimum ?? 0) > 0
      ? `L’ordine minimo per la consegna è di ${formatEuro(quote.minimum_order ?? 0)}: aggiungi ancora ${formatEuro(quote.missing_for_minimum ?? 0)} di prodotti.`
      : null;
  const changesKey = JSON.stringify(priceChanges);
  const changesConfirmed = priceChanges.length === 0 || confirmedChanges === changesKey;

  const submit = form.onSubmit((values) => {
    setNotice(null);
    if (!options.some((option) => option.method === values.paymentMethod)) {
      form.setFieldError(
        'paymentMethod',
        'Questo metodo di pagamento non è disponibile per l’ordine',
      );
      return;
    }
    if (shortages.length > 0 || belowMinimum || aboveCredit) return;
    if (!changesConfirmed) {
      setNotice('Conferma i nuovi prezzi per completare l’ordine.');
      return;
    }
    const input = {
      ...toPlaceOrderInput(values, lines, currentAttemptKey()),
      ...(props.profile ? { forCustomer: props.profile.customer_id } : {}),
    };
    // Back online with only the device's prices: an order placed now is charged the server's,
    // which the buyer has not seen yet. They arrive in a moment (refetched on reconnect).
    if (online && props.pricedOnDevice) {
      setNotice('Stiamo aggiornando i prezzi con il negozio: riprova tra un attimo.');
      return;
    }
    if (!online) {
      if (onOfflineSubmit && values.paymentMethod !== 'card') onOfflineSubmit(input, quote);
      else setNotice('Sei offline: completa l’ordine quando torna la connessione.');
      return;
    }
    void checkout.submit(input);
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Checkout" className={classes.layout}>
      <div className={classes.sections}>
        <AddressSection form={form} addresses={props.addresses} />
        <DeliverySection
          form={form}
          dates={props.dates}
          closedWeekdays={props.profile?.closed_weekdays ?? []}
        />
        <InvoiceSection form={form} profile={props.profile} />
        <PaymentSection form={form} options={options} online={online} />
      </div>
      <aside className={classes.summary} aria-labelledby="checkout-summary-title">
        <QuoteSummary quote={quote} pricedOnDevice={props.pricedOnDevice} />
        {shortages.length > 0 && <ShortagesNotice messages={shortages} />}
        {belowMinimum && (
          <Text role="alert" className={classes.fieldError} data-testid="checkout-below-minimum">
            {belowMinimum}
          </Text>
        )}
        {needsApproval && limit !== null && (
          <Notice color="grape" variant="light" data-testid="checkout-needs-approval">
            L’ordine supera il tuo limite di spesa di {formatEuro(limit)}: lo mandiamo al titolare,
            che lo conferma ai prezzi e con la disponibilità del momento in cui lo approva. Si paga
            con bonifico o alla consegna.
          </Notice>
        )}
        {dueOn && (
          <Text size="sm" data-testid="checkout-due-date">
            Bonifico da pagare entro {formatLongDate(dueOn)} (
            {credit?.payment_terms_label.toLowerCase()}).
          </Text>
        )}
        {aboveCredit && (
          <Text role="alert" className={classes.fieldError} data-testid="checkout-above-credit">
            {aboveCredit}
          </Text>
        )}
        {priceChanges.length > 0 && (
          <PriceChangesNotice
            changes={priceChanges}
            confirmed={changesConfirmed}
            onConfirmedChange={(checked) => setConfirmedChanges(checked ? changesKey : null)}
          />
        )}
        <Checkbox
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          label={
            <>
              Ho letto e accetto le{' '}
              <Anchor href="/terms-of-service" target="_blank" rel="noopener">
                condizioni generali di vendita
              </Anchor>
            </>
          }
        />
        {notice && (
          <Text role="alert" className={classes.fieldError}>
            {notice}
          </Text>
        )}
        {checkout.failure && (
          <Notice color="red" variant="light" role="alert" title="Ordine non completato">
            <Stack gap="xs">
              <Text size="sm">{checkout.failure.message}</Text>
              {checkout.unpaidOrderId && (
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => void checkout.retryPayment()}
                >
                  Riprova il pagamento
                </Button>
              )}
            </Stack>
          </Notice>
        )}
        <LoadingButton
          type="submit"
          size="lg"
          fullWidth
          loading={checkout.submitting}
          disabled={shortages.length > 0 || belowMinimum !== null || aboveCredit !== null}
        >
          {needsApproval
            ? 'Invia al titolare per l’approvazione'
            : form.values.paymentMethod === 'card'
              ? 'Ordina e paga'
              : 'Conferma l’ordine'}
        </LoadingButton>
      </aside>
    </form>
  );
}
