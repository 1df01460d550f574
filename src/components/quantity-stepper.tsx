import '@mantine/core/styles/Input.css';
import { ActionIcon, TextInput } from '@mantine/core';
import IconMinus from '@tabler/icons-react/dist/esm/icons/IconMinus.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { useId, useState, type KeyboardEvent } from 'react';
import classes from '@/components/quantity-stepper.module.css';
import { useServerElementAtHydration } from '@/hooks/use-values-typed-before-hydration';

export interface QuantityStepperProps {
  value: number;
  /** Asked for a new quantity (between `min` and `max`); the owner decides, e.g. against stock. */
  onChange: (quantity: number) => void;
  /** What is counted, for screen readers: 'Bun Classico' → 'Quantità di Bun Classico'. */
  itemName: string;
  min?: number;
  /** The most that can be asked for (e.g. the stock); no limit when absent. */
  max?: number;
  /** A visible label over the stepper (it then names the field too). */
  label?: string;
  disabled?: boolean;
  /** `lg` for the product page's main action: bigger touch targets. */
  size?: 'md' | 'lg';
  /** Typing 0 removes the item where that is the rule (the bundle builder, spec §4). */
  onTypedZero?: () => void;
}

/**
 * − / quantity / +, with the quantity also typeable: a restaurant ordering 30 packs should
 * not tap + 29 times. It never goes below `min` (1: removing is an explicit action).
 */
export function QuantityStepper({
  value,
  onChange,
  itemName,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  label,
  disabled = false,
  size = 'md',
  onTypedZero,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = useId();
  const clamp = (next: number) => Math.min(Math.max(min, next), Math.max(min, max));

  const commit = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    setDraft(null);
    if (typed === 0 && onTypedZero) onTypedZero();
    else if (Number.isFinite(typed) && clamp(typed) !== value) onChange(clamp(typed));
  };

  // On a prerendered product page, a quantity typed before the app ran is on screen: it is the
  // quantity, or a kept tap on "Aggiungi al carrello" would add the one the app started with.
  // The field then shows what counts: the leading number ("2,5" is 2), kept within the limits,
  // or the quantity itself when nothing usable was typed.
  const inputRef = useServerElementAtHydration<HTMLInputElement>((input) => {
    const typed = Number.parseInt(/^\s*(\d+)/.exec(input.value)?.[1] ?? '', 10);
    const quantity = typed > 0 ? clamp(typed) : value;
    input.value = String(quantity);
    if (quantity !== value) onChange(quantity);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setDraft(null);
  };

  const buttonSize = size === 'lg' ? 'xl' : 'lg';
  const iconSize = size === 'lg' ? 20 : 18;
  return (
    <div className={classes.root} data-size={size}>
      {label && (
        <label htmlFor={inputId} className={classes.label}>
          {label}
        </label>
      )}
      <div className={classes.stepper} role="group" aria-label={`Quantità di ${itemName}`}>
        <ActionIcon
          variant="default"
          size={buttonSize}
          aria-label={`Diminuisci la quantità di ${itemName}`}
          disabled={disabled || value <= min}
          onClick={() => onChange(clamp(value - 1))}
        >
          <IconMinus size={iconSize} aria-hidden="true" />
        </ActionIcon>
        <TextInput
          ref={inputRef}
          classNames={{ root: classes.field, input: classes.input }}
          id={inputId}
          size={size}
          aria-label={label ? undefined : `Quantità di ${itemName}`}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(event) => setDraft(event.currentTarget.value.replace(/\D/g, ''))}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <ActionIcon
          variant="default"
          size={buttonSize}
          aria-label={`Aumenta la quantità di ${itemName}`}
          disabled={disabled || value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <IconPlus size={iconSize} aria-hidden="true" />
        </ActionIcon>
      </div>
    </div>
  );
}
