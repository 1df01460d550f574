import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '@/components/page-frame.module.css';

export interface PageFrameProps {
  /** The page's one `<h1>`. */
  title: string;
  /** One or two sentences under the heading: what this page is for. */
  lead?: ReactNode;
  children?: ReactNode;
  /** Narrow column for long reading (legal texts, articles). */
  narrow?: boolean;
}

/** The standard page body: container, heading, lead, content. */
export function PageFrame({ title, lead, children, narrow = false }: PageFrameProps) {
  return (
    <div className={`bdb-container ${classes.frame}`} data-narrow={narrow || undefined}>
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      {lead && (
        <Text size="lg" className={classes.lead}>
          {lead}
        </Text>
      )}
      {children}
    </div>
  );
}
