import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { dataOrThrow } from '@/lib/api-error';
import { userDataKeys } from '@/domain/auth/user-data';
import { cacheGroups } from '@/lib/query-cache-groups';
import { placedOrderSchema } from '@/domain/orders/order-schemas';
import { paymentMethods } from '@/domain/orders/order-vocabulary';
import type { ShopSupabaseClient } from '@/lib/supabase-shop-client';
import { getSupabase } from '@/lib/supabase';

/**
 * Orders above a team member's purchase limit (decision 015): the owner approves or refuses
 * them, the member sees where theirs stand. RLS shows the business's requests to the people
 * who order for it.
 */
export const approvalRequestRowSchema = z.object({
  id: z.string(),
  requested_by: z.nullable(z.string()),
  requested_by_name: z.nullable(z.string()),
  lines: z.array(z.object({ product_id: z.string(), quantity: z.number() })),
  delivery_date: z.string(),
  payment_method: z.enum(paymentMethods),
  address: z.object({
    label: z.optional(z.nullable(z.string())),
    recipient: z.string(),
    street: z.string(),
    postal_code: z.string(),
    city: z.string(),
    province: z.string(),
  }),
  notes: z.nullable(z.string()),
  quoted_total: z.number(),
  purchase_limit: z.number(),
  status: z.enum(['pending', 'approved', 'rejected', 'withdrawn']),
  decided_by_name: z.nullable(z.string()),
  decided_at: z.nullable(z.string()),
  decision_note: z.nullable(z.string()),
  created_at: z.string(),
  order: z.nullable(z.object({ order_number: z.string() })),
});
export type ApprovalRequestRow = z.infer<typeof approvalRequestRowSchema>;

const columns =
  'id, requested_by, requested_by_name, lines, delivery_date, payment_method, address, notes, quoted_total, purchase_limit, status, decided_by_name, decided_at, decision_note, created_at, order:orders(order_number)';

/** The waiting requests and the 30 latest decided ones, newest first. */
export async function fetchApprovalRequests(
  client: ShopSupabaseClient,
): Promise<ApprovalRequestRow[]> {
  const [pending, decided] = await Promise.all([
    client
      .from('order_approval_requests')
      .select(columns)
      .eq('status', 'pending')
      .order('created_at', { ascending: false })
      .limit(100),
    client
      .from('order_approval_requests')
      .select(columns)
      .neq('status', 'pending')
      .order('created_at', { ascending: false })
      .limit(30),
  ]);
  return z
    .array(approvalRequestRowSchema)
    .parse([...dataOrThrow(pending), ...dataOrThrow(decided)]);
}

export const approvalKeys = {
  all: (userId: string) => [...userDataKeys.of(userId), 'approvals'] as const,
};

export function approvalRequestsQueryOptions(userId: string) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: approvalKeys.all(userId),
    queryFn: async () => fetchApprovalRequests(await getSupabase()),
  });
}

/** The owner places the request now, for the day asked or another one still open. */
export async function approveRequest(
  client: ShopSupabaseClient,
  requestId: string,
  deliveryDate: string,
) {
  const data = dataOrThrow(
    await client.rpc('approve_order_request', {
      request_id: requestId,
      delivery_date: deliveryDate,
    }),
  );
  return placedOrderSchema.parse(data);
}

/** The owner refuses it (the note goes to the requester), or the requester withdraws it. */
export async function closeRequest(
  client: ShopSupabaseClient,
  requestId: string,
  note: string | null,
): Promise<void> {
  dataOrThrow(
    await client.rpc('close_order_request', { request_id: requestId, note: note ?? undefined }),
  );
}
