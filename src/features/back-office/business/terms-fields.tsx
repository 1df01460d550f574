import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import { EuroAmountInput, euroAmountOf } from '@/components/euro-amount-input';
import type { BusinessTermsInput } from '@/features/back-office/api/business-api';
import { maxTermDays } from '@/domain/orders/payment-terms';

const termChoices = [
  { value: 'immediate', label: 'Alla consegna (rimessa diretta)' },
  { value: 'days_after_delivery', label: 'Giorni dalla consegna' },
  { value: 'end_of_month', label: 'Giorni da fine mese di consegna' },
];

/**
 * Payment terms and credit limit of a business (decision 015). D.Lgs. 198/2021 art. 4 caps
 * perishable food at 30 days from the delivery or from the end of the delivery month: the
 * field allows no more (and the database refuses more).
 */
export function TermsFields({
  value,
  onChange,
}: {
  value: BusinessTermsInput;
  onChange: (next: BusinessTermsInput) => void;
}) {
  const max = maxTermDays[value.paymentTerms];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label="Termini del bonifico"
        data={termChoices}
        value={value.paymentTerms}
        allowDeselect={false}
        onChange={(terms) => {
          const paymentTerms = (terms ?? 'immediate') as BusinessTermsInput['paymentTerms'];
          onChange({
            ...value,
            paymentTerms,
            paymentTermDays: Math.min(
              paymentTerms === 'days_after_delivery'
                ? Math.max(value.paymentTermDays, 1)
                : value.paymentTermDays,
              maxTermDays[paymentTerms],
            ),
          });
        }}
      />
      <NumberInput
        label="Giorni"
        description="Al massimo 30 (D.Lgs. 198/2021, art. 4)."
        min={value.paymentTerms === 'days_after_delivery' ? 1 : 0}
        max={max}
        disabled={max === 0}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        value={value.paymentTermDays}
        onChange={(days) =>
          onChange({ ...value, paymentTermDays: typeof days === 'number' ? days : 0 })
        }
      />
      <EuroAmountInput
        label="Fido"
        description="Quanto può restare da pagare fra bonifici e pagamenti alla consegna; 0 = nessun fido."
        suffix=" €"
        value={value.creditLimit}
        onChange={(limit) => onChange({ ...value, creditLimit: euroAmountOf(limit) ?? 0 })}
      />
    </SimpleGrid>
  );
}
