import { notifications } from '@mantine/notifications';
import { type ComponentType, useEffect, useState } from 'react';
import { whenSettled } from '@/lib/when-idle';
import { ChatLauncher } from '@/features/chat/components/chat-launcher';
import { logger } from '@/lib/logger';
import { browserIsOffline } from '@/lib/network/reachability';

type ChatWidgetComponent = ComponentType<{ startOpen?: boolean }>;

/** Shown when the chat's code cannot be downloaded (offline, before the worker holds a copy). */
export const CHAT_UNAVAILABLE_MESSAGE =
  'La chat non si è aperta: controlla la connessione e riprova.';

let download: Promise<ChatWidgetComponent> | undefined;

/** One download for every caller; a failed one is forgotten, so the next tap tries again. */
function downloadChatWidget(): Promise<ChatWidgetComponent> {
  download ??= import('@/features/chat/components/chat-widget').then(
    (module) => module.ChatWidget,
    (error: unknown) => {
      download = undefined;
      throw error;
    },
  );
  return download;
}

function preloadChatWidget(): void {
  downloadChatWidget().catch(() => {
    // The tap that follows tries again and says so if it fails.
  });
}

/**
 * The floating chat assistant (spec §2). Only its button is part of the first screen: the
 * chat's code downloads once the page has settled, or earlier when the pointer or focus
 * reaches the button, and the tap opens it. The first screen never spends time on a chat
 * most visitors do not open.
 */
export function ChatSlot() {
  const [ChatWidget, setChatWidget] = useState<ChatWidgetComponent | null>(null);
  const [opening, setOpening] = useState(false);
  useEffect(
    () =>
      whenSettled(() => {
        // Offline without the worker's copy it could only fail; the tap tries then.
        if (!browserIsOffline()) preloadChatWidget();
      }),
    [],
  );
  if (ChatWidget) return <ChatWidget startOpen />;

  const open = () => {
    if (opening) return;
    setOpening(true);
    downloadChatWidget().then(
      (component) => setChatWidget(() => component),
      (error: unknown) => {
        setOpening(false);
        logger.warn('Chat non scaricata', error);
        notifications.show({ color: 'red', message: CHAT_UNAVAILABLE_MESSAGE });
      },
    );
  };
  return <ChatLauncher onOpen={open} busy={opening} onIntent={preloadChatWidget} />;
}
