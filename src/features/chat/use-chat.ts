import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { CHAT_GREETING, CHAT_REPLY_DELAY_MS, chatReply } from '@/features/chat/chat-replies';
import { type ChatEvent, type ChatView, nextChatView } from '@/features/chat/chat-state';
import { type FaqEntry, faqAnswer } from '@/features/chat/faq-entries';
import { type ShopSettings, shopSettingsQueryOptions } from '@/domain/shop/shop-settings';

/** Spec §3: a chat message. */
export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
  timestamp: Date;
}

let messageCounter = 0;
function message(text: string, isBot: boolean): ChatMessage {
  messageCounter += 1;
  return { id: `messaggio-${messageCounter}`, text, isBot, timestamp: new Date() };
}

/**
 * The assistant's state: the panel's view, the conversation (greeting on the first opening),
 * and the bot's replies 600 ms after each message or FAQ question. `startOpen`: the shopper
 * already tapped the launcher while the chat's code was downloading.
 */
export function useChat(startOpen = false) {
  const [view, setView] = useState<ChatView>(startOpen ? 'open' : 'closed');
  const [messages, setMessages] = useState<ChatMessage[]>(() =>
    startOpen ? [message(CHAT_GREETING, true)] : [],
  );
  const [pendingReplies, setPendingReplies] = useState(0);
  // The FAQ's payment answer follows the methods the admin switched on (decision 008). The
  // footer keeps the settings in the query cache on every page; the chat only reads them, and
  // works without a query client (its tests, a failed provider) on the built-in answers.
  const queryClient = useContext(QueryClientContext);
  const greeted = useRef(startOpen);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const dispatch = useCallback((event: ChatEvent) => {
    setView((current) => nextChatView(current, event));
    if (event === 'open' && !greeted.current) {
      greeted.current = true;
      setMessages((current) => [...current, message(CHAT_GREETING, true)]);
    }
  }, []);

  const replyLater = useCallback((text: string) => {
    setPendingReplies((count) => count + 1);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setPendingReplies((count) => count - 1);
      setMessages((current) => [...current, message(text, true)]);
    }, CHAT_REPLY_DELAY_MS);
    timers.current.add(timer);
  }, []);

  /** Sends what the shopper typed; empty or blank text is ignored. Returns whether it was sent. */
  const send = useCallback(
    (text: string): boolean => {
      const trimmed = text.trim();
      if (!trimmed) return false;
      setMessages((current) => [...current, message(trimmed, false)]);
      replyLater(chatReply(trimmed).text);
      return true;
    },
    [replyLater],
  );

  /** Posts a FAQ question as the shopper's message, answers it, and goes back to the chat. */
  const askFaq = useCallback(
    (entry: FaqEntry) => {
      setMessages((current) => [...current, message(entry.question, false)]);
      dispatch('back-to-chat');
      const settings = queryClient?.getQueryData<ShopSettings>(shopSettingsQueryOptions().queryKey);
      replyLater(faqAnswer(entry, settings));
    },
    [dispatch, replyLater, queryClient],
  );

  return { view, messages, typing: pendingReplies > 0, dispatch, send, askFaq };
}
