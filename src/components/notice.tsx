import { Alert, type AlertProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import classes from '@/components/notice.module.css';

export type NoticeProps = AlertProps &
  Omit<ComponentPropsWithoutRef<'div'>, keyof AlertProps | 'color'>;

/** A light Mantine alert whose title keeps AA contrast: the shop's notices. */
export function Notice(props: NoticeProps) {
  return <Alert variant="light" classNames={{ title: classes.title }} {...props} />;
}
