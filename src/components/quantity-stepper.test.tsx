import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from '@/components/quantity-stepper';
import { renderWithTheme } from '@/test/render';

function Harness({ initial = 2, max }: { initial?: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      itemName="Bun Classico"
      onChange={(next) => setValue(max === undefined ? next : Math.min(next, max))}
    />
  );
}

describe('QuantityStepper', () => {
  it('steps up and down but never below 1', async () => {
    renderWithTheme(<Harness initial={2} />);
    const input = screen.getByRole('textbox', { name: 'Quantità di Bun Classico' });
    const minus = screen.getByRole('button', { name: 'Diminuisci la quantità di Bun Classico' });
    await userEvent.click(
      screen.getByRole('button', { name: 'Aumenta la quantità di Bun Classico' }),
    );
    expect(input).toHaveValue('3');
    await userEvent.click(minus);
    await userEvent.click(minus);
    expect(input).toHaveValue('1');
    expect(minus).toBeDisabled();
  });

  it('takes a typed quantity on Enter or when leaving the field; 0 becomes 1', async () => {
    renderWithTheme(<Harness initial={2} />);
    const input = screen.getByRole('textbox', { name: 'Quantità di Bun Classico' });
    await userEvent.clear(input);
    await userEvent.type(input, '30{Enter}');
    expect(input).toHaveValue('30');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    expect(input).toHaveValue('1');
  });

  it('ignores letters and goes back to the quantity on Escape or an empty field', async () => {
    renderWithTheme(<Harness initial={4} />);
    const input = screen.getByRole('textbox', { name: 'Quantità di Bun Classico' });
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('4');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(input).toHaveValue('4');
    await userEvent.type(input, '7{Escape}');
    expect(input).toHaveValue('4');
  });

  it('shows what its owner accepts (e.g. capped at the stock)', async () => {
    renderWithTheme(<Harness initial={5} max={6} />);
    const input = screen.getByRole('textbox', { name: 'Quantità di Bun Classico' });
    await userEvent.clear(input);
    await userEvent.type(input, '50{Enter}');
    expect(input).toHaveValue('6');
  });
});

describe('QuantityStepper with a visible label and a limit', () => {
  function Limited({ max }: { max: number }) {
    const [value, setValue] = useState(1);
    return (
      <QuantityStepper
        value={value}
        itemName="Bun Classico"
        label="Quantità (confezioni)"
        max={max}
        onChange={setValue}
      />
    );
  }

  it('is named by its label and stops at the limit, typed or stepped', async () => {
    renderWithTheme(<Limited max={2} />);
    const input = screen.getByRole('textbox', { name: 'Quantità (confezioni)' });
    const plus = screen.getByRole('button', { name: 'Aumenta la quantità di Bun Classico' });
    await userEvent.click(plus);
    expect(input).toHaveValue('2');
    expect(plus).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '9{Enter}');
    expect(input).toHaveValue('2');
  });
});

it('hands a typed 0 to its owner when typing 0 means removing', async () => {
  const removed = vi.fn();
  renderWithTheme(
    <QuantityStepper value={3} itemName="Bun Classico" onChange={() => {}} onTypedZero={removed} />,
  );
  const input = screen.getByRole('textbox', { name: 'Quantità di Bun Classico' });
  await userEvent.clear(input);
  await userEvent.type(input, '0{Enter}');
  expect(removed).toHaveBeenCalledOnce();
});
