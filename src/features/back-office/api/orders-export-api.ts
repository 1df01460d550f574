import type { ApiClient } from '@/features/back-office/api/api-client';
import type { ExportedOrder } from '@/features/back-office/orders/orders-csv';
import { nextIsoDate, romeDayStart } from '@/features/back-office/orders/rome-date';
import { readAllPages } from '@/lib/read-all-pages';

const exportedColumns =
  'order_number, created_at, customer_name, customer_email, invoice_data, status, ' +
  'payment_method, payment_status, paid_at, subtotal, discount, shipping, total';

/** Every order placed from `from` to `to` (Rome days, both included), oldest first. */
export async function fetchOrdersForExport(
  client: ApiClient,
  from: string,
  to: string,
): Promise<ExportedOrder[]> {
  return readAllPages<ExportedOrder>((start, end) =>
    client
      .from('orders')
      .select(exportedColumns)
      .gte('created_at', romeDayStart(from))
      .lt('created_at', romeDayStart(nextIsoDate(to)))
      .order('created_at')
      .order('id')
      .range(start, end)
      .overrideTypes<ExportedOrder[], { merge: false }>(),
  );
}
