import { Radio } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CheckoutValues } from '@/features/checkout/checkout-form';
import { ChoiceRadio } from '@/features/checkout/components/choice-radio';
import { CheckoutSection } from '@/features/checkout/components/checkout-section';
import classes from '@/features/checkout/components/checkout.module.css';
import type { PaymentOption } from '@/features/checkout/payment-options';
import { Notice } from '@/components/notice';

/** Card, bank transfer and cash on delivery, as offered for this customer and address. */
export function PaymentSection({
  form,
  options,
  online,
}: {
  form: UseFormReturnType<CheckoutValues>;
  options: readonly PaymentOption[];
  online: boolean;
}) {
  return (
    <CheckoutSection title="Pagamento">
      {!online && (
        <Notice color="yellow" variant="light" mb="sm" data-testid="offline-payment-notice">
          Sei offline: il pagamento con carta richiede una connessione a Internet.
        </Notice>
      )}
      <Radio.Group {...form.getInputProps('paymentMethod')} aria-label="Metodo di pagamento">
        <div className={classes.choices}>
          {options.map((option) => (
            <ChoiceRadio
              key={option.method}
              value={option.method}
              checked={form.values.paymentMethod === option.method}
              label={option.label}
              hint={option.hint}
              disabled={option.method === 'card' && !online}
            />
          ))}
        </div>
      </Radio.Group>
    </CheckoutSection>
  );
}
