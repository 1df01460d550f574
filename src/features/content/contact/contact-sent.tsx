import { Button } from '@mantine/core';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import { useEffect, useRef } from 'react';
import classes from '@/features/content/contact/contact-form.module.css';

/** The confirmation that replaces the form; it takes the focus so screen readers hear it. */
export function ContactSent({
  name,
  email,
  onAnother,
}: {
  name: string;
  email: string;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={classes.sent} role="status" data-testid="contact-sent">
      <IconCircleCheck size={44} stroke={1.5} aria-hidden="true" className={classes.sentIcon} />
      <h2 ref={heading} tabIndex={-1} className={classes.title}>
        Messaggio inviato
      </h2>
      <p>
        Grazie, {name}! Abbiamo ricevuto il tuo messaggio e ti risponderemo a{' '}
        <strong>{email}</strong> entro un giorno lavorativo.
      </p>
      <Button variant="outline" onClick={onAnother}>
        Scrivi un altro messaggio
      </Button>
    </div>
  );
}
