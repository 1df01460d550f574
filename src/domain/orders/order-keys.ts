import { userDataKeys } from '@/domain/auth/user-data';
import type { OrderLineInput } from '@/domain/orders/order-lines';

/**
 * Keys under the signed-in user's root (`['user', id, 'orders', …]`): signing out removes
 * them, so a shared kitchen tablet never shows the previous person's orders.
 */
export const orderKeys = {
  all: (userId: string) => [...userDataKeys.of(userId), 'orders'] as const,
  list: (userId: string) => [...orderKeys.all(userId), 'list'] as const,
  detail: (userId: string, orderNumber: string) =>
    [...orderKeys.all(userId), 'detail', orderNumber] as const,
  byReference: (userId: string, reference: string) =>
    [...orderKeys.all(userId), 'reference', reference] as const,
  quote: (userId: string, lines: OrderLineInput[]) =>
    [...userDataKeys.of(userId), 'checkout', 'quote', lines] as const,
  deliveryDates: (userId: string) => [...userDataKeys.of(userId), 'checkout', 'dates'] as const,
};
