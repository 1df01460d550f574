import { ActionIcon } from '@mantine/core';
import IconMessageCircle from '@tabler/icons-react/dist/esm/icons/IconMessageCircle.mjs';
import { ChatPanel } from '@/features/chat/components/chat-panel';
import { useChat } from '@/features/chat/use-chat';
import classes from '@/features/chat/components/chat.module.css';

/** The chat assistant (spec §2, §4): a floating button that opens the panel. */
export function ChatWidget() {
  const chat = useChat();
  if (chat.view === 'closed') {
    return (
      <ActionIcon
        variant="filled"
        size={60}
        radius="xl"
        className={classes.launcher}
        aria-label="Apri la chat con l’assistente"
        onClick={() => chat.dispatch('open')}
      >
        <IconMessageCircle size={30} stroke={1.75} aria-hidden="true" />
      </ActionIcon>
    );
  }
  return <ChatPanel chat={chat} />;
}
