import { Alert, type AlertProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import classes from '@/components/orders/order-view.module.css';

export type OrderNoticeProps = AlertProps &
  Omit<ComponentPropsWithoutRef<'div'>, keyof AlertProps | 'color'>;

/** A light Mantine alert whose title keeps AA contrast (the checkout's and orders' notices). */
export function OrderNotice(props: OrderNoticeProps) {
  return <Alert variant="light" classNames={{ title: classes.noticeTitle }} {...props} />;
}
