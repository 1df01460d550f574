import { Badge } from '@mantine/core';
import type { OrderStatus } from '@/lib/orders/order-schemas';
import { orderStatusLabels } from '@/lib/orders/order-status';

const colors: Record<OrderStatus, string> = {
  received: 'blue',
  in_preparation: 'orange',
  shipped: 'violet',
  delivered: 'green',
  cancelled: 'gray',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={colors[status]} variant="light" data-testid="order-status">
      {orderStatusLabels[status]}
    </Badge>
  );
}
