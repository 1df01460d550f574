import { ActionIcon, UnstyledButton } from '@mantine/core';
import IconMinus from '@tabler/icons-react/dist/esm/icons/IconMinus.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import { BrandMark } from '@/components/brand-mark';
import { ChatComposer } from '@/features/chat/components/chat-composer';
import { ChatFaq } from '@/features/chat/components/chat-faq';
import { ChatMessages } from '@/features/chat/components/chat-messages';
import type { useChat } from '@/features/chat/use-chat';
import classes from '@/features/chat/components/chat.module.css';

const TITLE = 'Assistente Bottega del Bun';

/** The open, FAQ or minimized panel: 500 px high (80vh on phones), 60 px when minimized. */
export function ChatPanel({ chat }: { chat: ReturnType<typeof useChat> }) {
  const { view, dispatch } = chat;
  const minimized = view === 'minimized';
  return (
    <section
      className={classes.panel}
      data-view={view}
      aria-label="Chat con l’assistente"
      data-testid="chat-panel"
    >
      <header className={classes.header}>
        {minimized ? (
          <UnstyledButton
            className={classes.headerTitleButton}
            onClick={() => dispatch('open')}
            aria-label={`${TITLE}: riapri la chat`}
          >
            <BrandMark className={classes.avatar} />
            <span className={classes.headerTitle}>{TITLE}</span>
          </UnstyledButton>
        ) : (
          <div className={classes.headerTitleButton}>
            <BrandMark className={classes.avatar} />
            <div className={classes.headerText}>
              <h2 className={classes.headerTitle}>{TITLE}</h2>
              <p className={classes.headerSubtitle}>Risposte rapide su bun, ordini e consegne</p>
            </div>
          </div>
        )}
        {!minimized && (
          <ActionIcon
            variant="subtle"
            color="white"
            aria-label="Riduci la chat"
            onClick={() => dispatch('minimize')}
          >
            <IconMinus size={20} aria-hidden="true" />
          </ActionIcon>
        )}
        <ActionIcon
          variant="subtle"
          color="white"
          aria-label="Chiudi la chat"
          onClick={() => dispatch('close')}
        >
          <IconX size={20} aria-hidden="true" />
        </ActionIcon>
      </header>
      {view === 'open' && (
        <>
          <ChatMessages messages={chat.messages} typing={chat.typing} />
          <ChatComposer onSend={chat.send} onShowFaq={() => dispatch('show-faq')} />
        </>
      )}
      {view === 'faq' && <ChatFaq onChoose={chat.askFaq} onBack={() => dispatch('back-to-chat')} />}
    </section>
  );
}
