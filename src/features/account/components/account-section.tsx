import { Paper, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from '@/features/account/components/account-section.module.css';

export interface AccountSectionProps {
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One card of the profile page, named by its heading for screen-reader navigation. */
export function AccountSection({
  title,
  description,
  tone = 'default',
  children,
}: AccountSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      className={classes.section}
      data-tone={tone}
      aria-labelledby={headingId}
    >
      <Title order={2} size="h3" id={headingId} className={classes.title}>
        {title}
      </Title>
      {description && <Text className={classes.description}>{description}</Text>}
      <div className={classes.body}>{children}</div>
    </Paper>
  );
}
