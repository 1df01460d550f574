import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import cells from '@/components/table-cells.module.css';

/** An order number in an admin table, linking to the order's page in the console. */
export function AdminOrderLink({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  return (
    <Anchor
      fw={700}
      className={cells.whole}
      renderRoot={(props) => <Link {...props} to="/admin/orders/$orderId" params={{ orderId }} />}
    >
      {orderNumber}
    </Anchor>
  );
}
