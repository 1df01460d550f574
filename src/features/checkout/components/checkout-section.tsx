import { Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from '@/features/checkout/components/checkout.module.css';

/** One step of the checkout, named by its heading for screen-reader navigation. */
export function CheckoutSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} className={classes.sectionTitle}>
        {title}
      </Title>
      {children}
    </section>
  );
}
