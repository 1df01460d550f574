import { Button, Loader, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

export const LOADING_LABEL = 'Caricamento...';

export interface LoadingButtonProps
  extends ButtonProps, Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'color'> {
  /** While true the button is disabled and shows a spinner (spec §4). */
  loading?: boolean;
  children?: ReactNode;
}

/**
 * A Mantine button with the shop's loading state: disabled, a spinner, and 'Caricamento...'
 * in place of a text label (a non-text label, e.g. an icon, is replaced by the spinner alone).
 */
export function LoadingButton({
  loading = false,
  children,
  disabled,
  leftSection,
  ...others
}: LoadingButtonProps) {
  const labelIsText = typeof children === 'string' || typeof children === 'number';
  const spinner = <Loader size="xs" color="currentColor" aria-hidden="true" />;
  return (
    <Button
      {...others}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      leftSection={loading && labelIsText ? spinner : leftSection}
    >
      {loading ? (labelIsText ? LOADING_LABEL : spinner) : children}
    </Button>
  );
}
