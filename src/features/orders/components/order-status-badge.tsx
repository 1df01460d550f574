import { Badge } from '@mantine/core';
import type { OrderStatus } from '@/domain/orders/order-schemas';
import { orderStatusLabels } from '@/domain/orders/order-status';

const colors: Record<OrderStatus, string> = {
  received: 'blue',
  in_preparation: 'orange',
  shipped: 'violet',
  delivered: 'green',
  cancelled: 'gray',
};

/** Dark enough on the light variant's tint for WCAG AA (Mantine's shade 9 of orange is not). */
const textColors: Record<OrderStatus, string> = {
  received: '#1b4d89',
  in_preparation: '#7a3300',
  shipped: '#5a2a82',
  delivered: '#245c29',
  cancelled: '#4a4a4a',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={colors[status]} c={textColors[status]} variant="light" data-testid="order-status">
      {orderStatusLabels[status]}
    </Badge>
  );
}
