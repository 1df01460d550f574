import { ActionIcon, Group } from '@mantine/core';
import IconArrowDown from '@tabler/icons-react/dist/esm/icons/IconArrowDown.mjs';
import IconArrowUp from '@tabler/icons-react/dist/esm/icons/IconArrowUp.mjs';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';

export interface ReorderButtonsProps {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  /** What is being moved, for the buttons' labels (e.g. 'la foto 2'). */
  itemLabel: string;
  direction?: 'vertical' | 'horizontal';
  disabled?: boolean;
}

/** The keyboard way to reorder: move one place earlier or later. */
export function ReorderButtons({
  index,
  count,
  onMove,
  itemLabel,
  direction = 'vertical',
  disabled = false,
}: ReorderButtonsProps) {
  const vertical = direction === 'vertical';
  const Earlier = vertical ? IconArrowUp : IconArrowLeft;
  const Later = vertical ? IconArrowDown : IconArrowRight;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        aria-label={`Sposta ${itemLabel} ${vertical ? 'su' : 'a sinistra'}`}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <Earlier size={16} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="default"
        aria-label={`Sposta ${itemLabel} ${vertical ? 'giù' : 'a destra'}`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <Later size={16} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
