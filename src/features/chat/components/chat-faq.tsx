import { Button, UnstyledButton } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { type FaqEntry, faqByCategory } from '@/features/chat/faq-entries';
import classes from '@/features/chat/components/chat.module.css';

const groups = faqByCategory();

export interface ChatFaqProps {
  onChoose: (entry: FaqEntry) => void;
  onBack: () => void;
}

/** The FAQ view: questions grouped by the five categories; choosing one asks it in the chat. */
export function ChatFaq({ onChoose, onBack }: ChatFaqProps) {
  return (
    <div className={classes.faq}>
      <div className={classes.faqHeader}>
        <h3 className={classes.faqTitle}>Domande frequenti</h3>
        <Button
          variant="subtle"
          size="sm"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          onClick={onBack}
        >
          Torna alla chat
        </Button>
      </div>
      {groups.map(({ category, entries }) => (
        <section key={category} aria-label={category} className={classes.faqGroup}>
          <h4 className={classes.faqCategory}>{category}</h4>
          <ul className={classes.faqList}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <UnstyledButton className={classes.faqQuestion} onClick={() => onChoose(entry)}>
                  {entry.question}
                </UnstyledButton>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
