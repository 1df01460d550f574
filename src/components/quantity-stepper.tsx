import '@mantine/core/styles/Input.css';
import { ActionIcon, TextInput } from '@mantine/core';
import IconMinus from '@tabler/icons-react/dist/esm/icons/IconMinus.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { useState, type KeyboardEvent } from 'react';
import classes from '@/components/quantity-stepper.module.css';

export interface QuantityStepperProps {
  value: number;
  /** Asked for a new quantity (never below `min`); the owner decides, e.g. against stock. */
  onChange: (quantity: number) => void;
  /** What is counted, for screen readers: 'Bun Classico' → 'Quantità di Bun Classico'. */
  itemName: string;
  min?: number;
}

/**
 * − / quantity / +, with the quantity also typeable: a restaurant ordering 30 packs should
 * not tap + 29 times. It never goes below `min` (1: removing is an explicit action).
 */
export function QuantityStepper({ value, onChange, itemName, min = 1 }: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    setDraft(null);
    if (Number.isFinite(typed) && typed !== value) onChange(Math.max(min, typed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setDraft(null);
  };

  return (
    <div className={classes.stepper} role="group" aria-label={`Quantità di ${itemName}`}>
      <ActionIcon
        variant="default"
        aria-label={`Diminuisci la quantità di ${itemName}`}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <IconMinus size={18} aria-hidden="true" />
      </ActionIcon>
      <TextInput
        classNames={{ root: classes.field, input: classes.input }}
        aria-label={`Quantità di ${itemName}`}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.currentTarget.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <ActionIcon
        variant="default"
        aria-label={`Aumenta la quantità di ${itemName}`}
        onClick={() => onChange(value + 1)}
      >
        <IconPlus size={18} aria-hidden="true" />
      </ActionIcon>
    </div>
  );
}
