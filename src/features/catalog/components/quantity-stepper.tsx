import { ActionIcon } from '@mantine/core';
import IconMinus from '@tabler/icons-react/dist/esm/icons/IconMinus.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { useId } from 'react';
import classes from '@/features/catalog/components/quantity-stepper.module.css';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  max: number;
  label: string;
  disabled?: boolean;
}

/** − / number / + with big touch targets; the typed value is kept between 1 and `max`. */
export function QuantityStepper({ value, onChange, max, label, disabled }: QuantityStepperProps) {
  const id = useId();
  const clamp = (next: number) => Math.min(Math.max(1, Math.round(next)), Math.max(1, max));
  return (
    <div className={classes.stepper}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div className={classes.controls}>
        <ActionIcon
          variant="outline"
          color="crust"
          size="xl"
          aria-label="Diminuisci la quantità"
          disabled={disabled || value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          <IconMinus size={20} aria-hidden="true" />
        </ActionIcon>
        <input
          id={id}
          className={classes.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            const next = Number(event.currentTarget.value);
            if (Number.isFinite(next) && event.currentTarget.value !== '') onChange(clamp(next));
          }}
        />
        <ActionIcon
          variant="outline"
          color="crust"
          size="xl"
          aria-label="Aumenta la quantità"
          disabled={disabled || value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <IconPlus size={20} aria-hidden="true" />
        </ActionIcon>
      </div>
    </div>
  );
}
