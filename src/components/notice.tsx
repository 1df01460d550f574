import { Alert, type AlertProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

export type NoticeProps = AlertProps &
  Omit<ComponentPropsWithoutRef<'div'>, keyof AlertProps | 'color'>;

/**
 * The shop's notice: a light Mantine alert, whose title the theme keeps at AA contrast
 * (src/app/theme/theme.ts).
 */
export function Notice(props: NoticeProps) {
  return <Alert variant="light" {...props} />;
}
