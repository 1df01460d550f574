import IconMessageCircle from '@tabler/icons-react/dist/esm/icons/IconMessageCircle.mjs';
import classes from '@/features/chat/components/chat-launcher.module.css';

interface ChatLauncherProps {
  onOpen: () => void;
  /** The chat's code is on its way: the tap was heard. */
  busy?: boolean;
  /** The pointer or focus is on the button: a tap is likely, start downloading. */
  onIntent?: () => void;
}

/**
 * The floating button that opens the chat (spec §2). A plain button with its own styles: it
 * is part of the first screen on every page, while the chat itself loads only when asked for.
 */
export function ChatLauncher({ onOpen, busy = false, onIntent }: ChatLauncherProps) {
  return (
    <button
      type="button"
      className={classes.launcher}
      aria-label="Apri la chat con l’assistente"
      aria-busy={busy || undefined}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
    >
      <IconMessageCircle size={30} stroke={1.75} aria-hidden="true" />
    </button>
  );
}
