import { ChatLauncher } from '@/features/chat/components/chat-launcher';
import { ChatPanel } from '@/features/chat/components/chat-panel';
import { useChat } from '@/features/chat/use-chat';

interface ChatWidgetProps {
  /** Opens the panel at once: the launcher was tapped before this code had downloaded. */
  startOpen?: boolean;
}

/** The chat assistant (spec §2, §4): a floating button that opens the panel. */
export function ChatWidget({ startOpen = false }: ChatWidgetProps) {
  const chat = useChat(startOpen);
  if (chat.view === 'closed') return <ChatLauncher onOpen={() => chat.dispatch('open')} />;
  return <ChatPanel chat={chat} />;
}
