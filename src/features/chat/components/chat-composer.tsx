import { ActionIcon, Button, TextInput } from '@mantine/core';
import IconHelpCircle from '@tabler/icons-react/dist/esm/icons/IconHelpCircle.mjs';
import IconSend from '@tabler/icons-react/dist/esm/icons/IconSend.mjs';
import { useState, type FormEvent } from 'react';
import classes from '@/features/chat/components/chat.module.css';

export interface ChatComposerProps {
  /** Returns whether the text was sent (blank text is not). */
  onSend: (text: string) => boolean;
  onShowFaq: () => void;
}

/** The text input (Enter sends) with the send and FAQ buttons. */
export function ChatComposer({ onSend, onShowFaq }: ChatComposerProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSend(text)) setText('');
  };
  return (
    <form className={classes.composer} onSubmit={submit}>
      <div className={classes.composerRow}>
        <TextInput
          className={classes.composerInput}
          aria-label="Il tuo messaggio"
          placeholder="Scrivi un messaggio…"
          autoComplete="off"
          enterKeyHint="send"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          data-autofocus
        />
        <ActionIcon type="submit" variant="filled" aria-label="Invia">
          <IconSend size={20} aria-hidden="true" />
        </ActionIcon>
      </div>
      <Button
        variant="subtle"
        size="sm"
        leftSection={<IconHelpCircle size={18} aria-hidden="true" />}
        onClick={onShowFaq}
        className={classes.faqButton}
      >
        FAQ
      </Button>
    </form>
  );
}
