import { Badge } from '@mantine/core';
import {
  isOrderStatus,
  orderStatusColors,
  orderStatusLabels,
} from '@/features/back-office/orders/order-status';

/** An order's status as a coloured, labelled badge. */
export function OrderStatusBadge({ status }: { status: string }) {
  if (!isOrderStatus(status)) return <Badge color="gray">{status}</Badge>;
  return (
    <Badge color={orderStatusColors[status]} variant="outline" radius="sm">
      {orderStatusLabels[status]}
    </Badge>
  );
}
