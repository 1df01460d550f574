import { NumberInput, type NumberInputProps } from '@mantine/core';

/** An amount in euros: never negative, two decimals, written the Italian way (1,50). */
export function EuroAmountInput(props: NumberInputProps) {
  return (
    <NumberInput
      min={0}
      decimalScale={2}
      fixedDecimalScale
      decimalSeparator=","
      allowNegative={false}
      {...props}
    />
  );
}

/**
 * The amount a EuroAmountInput reports, as a number; null when blank or unreadable. With two
 * fixed decimals Mantine reports what was typed as its unformatted text ("1200.00", "." as the
 * decimal point), a string so the zeros stay: reading only numbers would drop it.
 */
export function euroAmountOf(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : null;
}
