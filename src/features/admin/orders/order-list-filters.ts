import {
  orderStatuses,
  type OrderStatus,
  paymentStatuses,
  type PaymentStatus,
} from '@/lib/orders/order-vocabulary';
import {
  definedOnly,
  optionalIsoDay,
  optionalOneOf,
  optionalPage,
  optionalText,
} from '@/lib/search-params';

/** The orders table's URL search params: filters, search and page, all optional. */
export interface OrderListFilters {
  q?: string;
  status?: OrderStatus;
  payment?: PaymentStatus;
  delivery?: string;
  page?: number;
}

/** Reads the orders table's search params; anything invalid is dropped. */
export function parseOrderListFilters(search: Record<string, unknown>): OrderListFilters {
  return definedOnly({
    q: optionalText(search.q),
    status: optionalOneOf(search.status, orderStatuses),
    payment: optionalOneOf(search.payment, paymentStatuses),
    delivery: optionalIsoDay(search.delivery),
    page: optionalPage(search.page),
  });
}

/**
 * The PostgREST `or` filter that searches order number, customer name and e-mail. Characters
 * that structure the filter grammar (`,` `(` `)`) or act as wildcards are dropped from the
 * typed text so a search can never change the filter's meaning.
 */
export function orderSearchFilter(search: string | undefined): string | undefined {
  const words = (search ?? '')
    .replace(/[,()*%\\"]/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  if (!words) return undefined;
  return ['order_number', 'customer_name', 'customer_email']
    .map((column) => `${column}.ilike.*${words}*`)
    .join(',');
}
