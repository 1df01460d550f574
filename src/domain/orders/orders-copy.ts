import type { OrderRecord } from '@/domain/orders/order-schemas';
import { type KeptCopy, providedPart } from '@/lib/provided-part';

/**
 * What a list of orders from the server covers: `some` orders (one detail, a later page), the
 * `newest` ones with nothing left out between them (the first page), or `all` of them.
 */
export type OrdersCoverage = 'some' | 'newest' | 'all';

/**
 * The customer's recent orders kept on the device (issue 20). The offline layer implements it
 * (src/offline/user-copy.ts).
 */
export interface OrdersCopy {
  rememberOrders(
    userId: string,
    orders: readonly OrderRecord[],
    coverage: OrdersCoverage,
  ): Promise<void>;
  readOrders(userId: string): Promise<KeptCopy<OrderRecord[]> | undefined>;
}

export const ordersCopy = providedPart<OrdersCopy>('La copia degli ordini');
