import {
  createContext,
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  createTooltipDelayGroup,
  TOOLTIP_OFFSET_PX,
  type TooltipDelayGroup,
} from '@/components/tooltip/tooltip-delay-group';
import classes from '@/components/tooltip/grouped-tooltip.module.css';

const TooltipDelayGroupContext = createContext<TooltipDelayGroup | null>(null);

/** Tooltips inside share one open delay and skip window (spec §9). */
export function TooltipDelayGroupProvider({ children }: { children: ReactNode }) {
  const [group] = useState(() => createTooltipDelayGroup());
  return <TooltipDelayGroupContext value={group}>{children}</TooltipDelayGroupContext>;
}

/** Props to spread on the element the tooltip describes. */
export interface TooltipTargetProps {
  'aria-describedby': string;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

function isKeyboardFocus(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Open state of one tooltip in the surrounding delay group: hover opens it after the group's
 * delay (700 ms, or at once within the 300 ms skip window), keyboard focus opens it at once,
 * leaving, blur and Escape close it (WCAG 1.4.13).
 */
export function useGroupedTooltip(): {
  tooltipId: string;
  opened: boolean;
  targetProps: TooltipTargetProps;
} {
  const contextGroup = use(TooltipDelayGroupContext);
  const [ownGroup] = useState(() => createTooltipDelayGroup());
  const group = contextGroup ?? ownGroup;
  const tooltipId = useId();
  const [opened, setOpened] = useState(false);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedRef = useRef(false);

  useEffect(
    () => () => {
      clearTimeout(openTimer.current);
      if (openedRef.current) group.markClosed(tooltipId);
    },
    [group, tooltipId],
  );

  const cancelPendingOpen = () => {
    clearTimeout(openTimer.current);
    openTimer.current = undefined;
  };
  const open = () => {
    cancelPendingOpen();
    if (openedRef.current) return;
    openedRef.current = true;
    group.markOpened(tooltipId);
    setOpened(true);
  };
  const close = () => {
    cancelPendingOpen();
    if (!openedRef.current) return;
    openedRef.current = false;
    group.markClosed(tooltipId);
    setOpened(false);
  };

  return {
    tooltipId,
    opened,
    targetProps: {
      'aria-describedby': tooltipId,
      onMouseEnter() {
        cancelPendingOpen();
        const delayMs = group.currentOpenDelayMs();
        if (delayMs === 0) open();
        else openTimer.current = setTimeout(open, delayMs);
      },
      onMouseLeave: close,
      onFocus(event) {
        if (isKeyboardFocus(event.currentTarget)) open();
      },
      onBlur: close,
      onKeyDown(event) {
        if (event.key === 'Escape') close();
      },
    },
  };
}

/** Slides an open tooltip sideways so it stays inside the viewport. */
function useKeepInViewport(bubble: RefObject<HTMLSpanElement | null>, opened: boolean): void {
  useLayoutEffect(() => {
    const element = bubble.current;
    if (!opened || !element) return;
    const margin = 8;
    element.style.setProperty('--tooltip-shift', '0px');
    const rect = element.getBoundingClientRect();
    let shift = 0;
    if (rect.left < margin) shift = margin - rect.left;
    else if (rect.right > window.innerWidth - margin)
      shift = window.innerWidth - margin - rect.right;
    element.style.setProperty('--tooltip-shift', `${shift}px`);
  }, [bubble, opened]);
}

/**
 * The tooltip bubble above its target (place both inside `TooltipAnchor`). Pure CSS
 * positioning: no floating-ui on the first screen.
 */
export function TooltipBubble({
  id,
  opened,
  label,
}: {
  id: string;
  opened: boolean;
  label: string;
}) {
  const bubble = useRef<HTMLSpanElement>(null);
  useKeepInViewport(bubble, opened);
  return (
    <span
      ref={bubble}
      id={id}
      role="tooltip"
      className={classes.tooltip}
      data-open={opened || undefined}
      style={{ '--tooltip-offset': `${TOOLTIP_OFFSET_PX}px` } as CSSProperties}
    >
      {label}
    </span>
  );
}

/** The positioning context of a target and its `TooltipBubble`. */
export function TooltipAnchor({ children }: { children: ReactNode }) {
  return <span className={classes.anchor}>{children}</span>;
}
