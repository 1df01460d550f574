import { z } from 'zod';
import type { ApiClient } from '@/features/back-office/api/api-client';
import { dataOrThrow } from '@/lib/api-error';
import { paymentMethods } from '@/domain/orders/order-vocabulary';

// The dashboard's paid vs unpaid (admin_payment_summary, admins only): money still expected
// for orders not cancelled, by payment method, and money received in the last 30 days.

const euros = z.coerce.number();

export const paymentSummarySchema = z.object({
  awaiting: z.array(
    z.object({ payment_method: z.enum(paymentMethods), orders: z.number(), total: euros }),
  ),
  paid_last_30_days: z.object({ orders: z.number(), total: euros }),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export async function fetchPaymentSummary(client: ApiClient): Promise<PaymentSummary> {
  return paymentSummarySchema.parse(dataOrThrow(await client.rpc('admin_payment_summary')));
}
