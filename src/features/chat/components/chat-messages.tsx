import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@/features/chat/use-chat';
import classes from '@/features/chat/components/chat.module.css';

const timeFormat = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit' });

/** The conversation, newest at the bottom, announced politely to screen readers. */
export function ChatMessages({ messages, typing }: { messages: ChatMessage[]; typing: boolean }) {
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, typing]);

  return (
    <div className={classes.messages} role="log" aria-live="polite" aria-label="Messaggi">
      {messages.map((entry) => (
        <div
          key={entry.id}
          className={classes.message}
          data-from={entry.isBot ? 'bot' : 'user'}
          data-testid={entry.isBot ? 'chat-bot-message' : 'chat-user-message'}
        >
          <span className="bdb-visually-hidden">{entry.isBot ? 'Assistente: ' : 'Tu: '}</span>
          <p className={classes.messageText}>{entry.text}</p>
          <time className={classes.messageTime} dateTime={entry.timestamp.toISOString()}>
            {timeFormat.format(entry.timestamp)}
          </time>
        </div>
      ))}
      {typing && (
        <p className={classes.typing} aria-live="off">
          L’assistente sta scrivendo…
        </p>
      )}
      <div ref={endRef} />
    </div>
  );
}
