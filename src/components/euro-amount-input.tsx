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
