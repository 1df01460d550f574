import '@/features/auth/components/auth-form-styles';
import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '@/features/auth/components/auth-card.module.css';

export interface AuthCardProps {
  children: ReactNode;
  /** Links to the sibling pages (register ↔ login ↔ forgot password). */
  footer?: ReactNode;
}

/** The white card the auth forms and their outcomes sit in. */
export function AuthCard({ children, footer }: AuthCardProps) {
  return (
    <Paper withBorder radius="md" className={classes.card}>
      <Stack gap="md">{children}</Stack>
      {footer && (
        <Text component="div" className={classes.footer}>
          {footer}
        </Text>
      )}
    </Paper>
  );
}
