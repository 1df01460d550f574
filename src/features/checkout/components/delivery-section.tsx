import { Radio, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CheckoutValues } from '@/features/checkout/checkout-form';
import { ChoiceRadio } from '@/features/checkout/components/choice-radio';
import { CheckoutSection } from '@/features/checkout/components/checkout-section';
import classes from '@/features/checkout/components/checkout.module.css';
import { deliveryDayLabel } from '@/lib/orders/delivery-day';

/**
 * The delivery days the server offers now (1–2 working days, no Sundays or holidays, after
 * the cut-off the count starts a day later) and the notes for the courier.
 */
export function DeliverySection({
  form,
  dates,
}: {
  form: UseFormReturnType<CheckoutValues>;
  dates: readonly string[];
}) {
  return (
    <CheckoutSection title="Giorno di consegna">
      <Text size="sm" mb="sm" c="dimmed">
        Consegniamo con corriere refrigerato in 1–2 giorni lavorativi, dal lunedì al sabato.
      </Text>
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
