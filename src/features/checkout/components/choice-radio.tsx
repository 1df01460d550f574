import { Radio } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '@/features/checkout/components/checkout.module.css';

/** A radio drawn as a card: a large target for fingers on a phone or a floury tablet. */
export function ChoiceRadio({
  value,
  checked,
  label,
  hint,
  disabled,
}: {
  value: string;
  checked: boolean;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <div className={classes.choice} data-checked={checked || undefined}>
      <Radio
        value={value}
        disabled={disabled}
        label={<span className={classes.choiceLabel}>{label}</span>}
        description={hint}
      />
    </div>
  );
}
