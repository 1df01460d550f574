import '@mantine/core/styles/Modal.css';
import { Modal, Text } from '@mantine/core';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import { useEffect, useState } from 'react';
import { BrandMark } from '@/components/brand-mark';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import {
  NEWSLETTER_POPUP_SUCCESS_MS,
  rememberNewsletterPopup,
} from '@/features/newsletter/newsletter-popup-flag';
import classes from '@/features/newsletter/components/newsletter-popup.module.css';

/**
 * The newsletter popup (spec §2, §4): the form; after a submit, whatever its outcome, a
 * completed state for 1.5 s, then it closes for good. Closing it without subscribing keeps it
 * away for 7 days.
 */
export function NewsletterPopup() {
  const [opened, setOpened] = useState(true);
  const [completed, setCompleted] = useState(false);

  useEffect(() => {
    if (!completed) return undefined;
    const timer = window.setTimeout(() => {
      rememberNewsletterPopup('subscribed');
      setOpened(false);
    }, NEWSLETTER_POPUP_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [completed]);

  const dismiss = () => {
    if (!completed) rememberNewsletterPopup('dismissed');
    setOpened(false);
  };

  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title="Il forno nella tua casella di posta"
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
      classNames={{ title: classes.title }}
    >
      {completed ? (
        <div className={classes.completed} role="status">
          <IconCircleCheck size={48} stroke={1.5} aria-hidden="true" className={classes.check} />
          <Text fw={700} size="lg">
            Grazie!
          </Text>
          <Text>La tua richiesta di iscrizione è stata inviata.</Text>
        </div>
      ) : (
        <>
          <div className={classes.intro}>
            <BrandMark className={classes.mark} />
            <Text>
              Iscriviti alla newsletter: nuovi bun, ricette e offerte riservate agli iscritti, una
              volta al mese.
            </Text>
          </div>
          <NewsletterForm onSettled={() => setCompleted(true)} />
        </>
      )}
    </Modal>
  );
}
