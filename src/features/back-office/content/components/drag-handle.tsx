import IconGripVertical from '@tabler/icons-react/dist/esm/icons/IconGripVertical.mjs';
import type { CSSProperties, PointerEventHandler } from 'react';

export interface DragHandleProps {
  /** What dragging moves, e.g. 'la foto 2' (for the tooltip). */
  itemLabel: string;
  onPointerDown: PointerEventHandler<HTMLElement>;
  onPointerMove: PointerEventHandler<HTMLElement>;
  onPointerUp: PointerEventHandler<HTMLElement>;
  onPointerCancel: PointerEventHandler<HTMLElement>;
  style: CSSProperties;
}

/**
 * The grip to drag an item by, for mouse and touch. It is not a keyboard stop: the arrow
 * buttons beside it do the same from the keyboard.
 */
export function DragHandle({ itemLabel, ...pointerProps }: DragHandleProps) {
  return (
    <span
      {...pointerProps}
      title={`Trascina per spostare ${itemLabel}`}
      data-testid="drag-handle"
      style={{ ...pointerProps.style, display: 'inline-flex', padding: 4 }}
    >
      <IconGripVertical size={18} aria-hidden="true" />
    </span>
  );
}
