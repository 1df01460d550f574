import { type PointerEvent, useRef, useState } from 'react';

/**
 * Reordering by dragging a handle, with pointer events so a mouse, a finger on a tablet and a
 * pen all work (the browser's HTML drag and drop ignores touch). Spread `itemProps(index)` on
 * each item and `handleProps(index)` on its grip; letting go over another item calls
 * `onMove(from, to)`. Keyboard users get arrow buttons beside each item (ReorderButtons).
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const overRef = useRef<number | null>(null);

  const indexAt = (x: number, y: number): number | null => {
    const item = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-reorder-index]');
    const index = Number(item?.dataset.reorderIndex);
    return item && Number.isInteger(index) ? index : null;
  };
  const finish = () => {
    setDragged(null);
    setOver(null);
    overRef.current = null;
  };

  const handleProps = (index: number) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragged(index);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (dragged === null) return;
      const target = indexAt(event.clientX, event.clientY);
      overRef.current = target;
      setOver(target);
    },
    onPointerUp: () => {
      const target = overRef.current;
      if (dragged !== null && target !== null && target !== dragged) onMove(dragged, target);
      finish();
    },
    onPointerCancel: finish,
    style: { touchAction: 'none', cursor: dragged === index ? 'grabbing' : 'grab' },
  });

  const itemProps = (index: number) => ({
    'data-reorder-index': index,
    'data-dragging': dragged === index || undefined,
    'data-drop-target': dragged !== null && over === index && dragged !== index ? true : undefined,
  });

  return { itemProps, handleProps };
}
