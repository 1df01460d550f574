import { Radio, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { CheckoutValues } from '@/features/checkout/checkout-form';
import { ChoiceRadio } from '@/features/checkout/components/choice-radio';
import { CheckoutSection } from '@/features/checkout/components/checkout-section';
import classes from '@/features/checkout/components/checkout.module.css';
import { closedWeekdaysSentence } from '@/domain/customer/business-vocabulary';
import { closureNotice } from '@/domain/orders/closure-notice';
import { deliveryDayLabel } from '@/domain/orders/delivery-day';
import { shopClosuresQueryOptions } from '@/domain/shop/shop-closures';

/**
 * The delivery days the server offers now (1–2 working days, no Sundays, holidays or the
 * bakery's closures, none of the business's closed weekdays; after the cut-off the count starts
 * a day later), why a nearer day is missing, and the notes for the courier.
 */
export function DeliverySection({
  form,
  dates,
  closedWeekdays,
}: {
  form: UseFormReturnType<CheckoutValues>;
  dates: readonly string[];
  closedWeekdays: readonly number[];
}) {
  const closures = useQuery(shopClosuresQueryOptions());
  const closure = closureNotice(closures.data ?? [], dates);
  return (
    <CheckoutSection title="Giorno di consegna">
      <Text size="sm" mb="sm" c="dimmed">
        Consegniamo con corriere refrigerato in 1–2 giorni lavorativi, dal lunedì al sabato.
        {closedWeekdays.length > 0 &&
          ` Non ti proponiamo ${closedWeekdaysSentence(closedWeekdays)}: il tuo locale è chiuso.`}
      </Text>
      {closure && (
        <Text size="sm" mb="sm" fw={600} data-testid="checkout-closure">
          {closure}
        </Text>
      )}
      <Radio.Group {...form.getInputProps('deliveryDate')} aria-label="Giorno di consegna">
        <div className={classes.days}>
          {dates.map((date) => (
            <ChoiceRadio
              key={date}
              value={date}
              checked={form.values.deliveryDate === date}
              label={deliveryDayLabel(date)}
            />
          ))}
        </div>
      </Radio.Group>
      <Textarea
        {...form.getInputProps('notes')}
        mt="md"
        label="Note per il corriere"
        description="Per esempio orari, citofono, ingresso merci."
        autosize
        minRows={2}
        maxLength={1000}
      />
    </CheckoutSection>
  );
}
