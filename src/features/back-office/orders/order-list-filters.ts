import {
  orderStatuses,
  type OrderStatus,
  paymentStatuses,
  type PaymentStatus,
} from '@/domain/orders/order-vocabulary';
import {
  definedOnly,
  optionalIsoDay,
  optionalOneOf,
  optionalPage,
  optionalText,
  optionalUuid,
} from '@/lib/search-params';

/** The orders table's URL search params: filters, search and page, all optional. */
export interface OrderListFilters {
  q?: string;
  status?: OrderStatus;
  payment?: PaymentStatus;
  delivery?: string;
  /** One customer's orders (their profile id), from the customer's page. */
  customer?: string;
  page?: number;
}

/** Reads the orders table's search params; anything invalid is dropped. */
export function parseOrderListFilters(search: Record<string, unknown>): OrderListFilters {
  return definedOnly({
    q: optionalText(search.q),
    status: optionalOneOf(search.status, orderStatuses),
    payment: optionalOneOf(search.payment, paymentStatuses),
    delivery: optionalIsoDay(search.delivery),
    customer: optionalUuid(search.customer),
    page: optionalPage(search.page),
  });
}
