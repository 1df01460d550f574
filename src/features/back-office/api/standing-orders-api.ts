import { z } from 'zod';
import type { ApiClient } from '@/features/back-office/api/api-client';
import { dataOrThrow } from '@/lib/api-error';

// What the admin reads of standing orders (issue 23): the packs not yet confirmed for a
// delivery day (production plan) and a customer's standing order with its coming deliveries
// (customer page). Admins only, checked in the database.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const expectedStandingSchema = z.object({
  delivery_date: isoDate,
  delivery_day: z.boolean(),
  total_packs: z.number(),
  products: z.array(
    z.object({
      product_id: z.string(),
      product_name: z.string(),
      packs: z.number(),
      customers: z.number(),
    }),
  ),
  customers: z.array(
    z.object({ customer_id: z.string(), customer_name: z.string().nullable(), packs: z.number() }),
  ),
});
export type ExpectedStanding = z.infer<typeof expectedStandingSchema>;

const deliveriesSchema = z.array(
  z.object({
    delivery_date: isoDate,
    delivery_day: z.boolean(),
    skipped: z.boolean(),
    changed: z.boolean(),
    lines: z.array(
      z.object({ product_id: z.string(), quantity: z.number(), name: z.string().nullable() }),
    ),
    run: z
      .object({
        outcome: z.string(),
        order_id: z.string().nullable(),
        message: z.string().nullable(),
      })
      .nullable(),
  }),
);

export interface CustomerStanding {
  status: string;
  payment_method: string;
  starts_on: string;
  deliveries: z.infer<typeof deliveriesSchema>;
}

export async function fetchExpectedStanding(
  client: ApiClient,
  day: string,
): Promise<ExpectedStanding> {
  const data = dataOrThrow(await client.rpc('admin_expected_standing_packs', { day }));
  return expectedStandingSchema.parse(data);
}

/** The customer's standing order and its next two weeks, or null when they have none. */
export async function fetchCustomerStanding(
  client: ApiClient,
  customerId: string,
): Promise<CustomerStanding | null> {
  const rows = dataOrThrow(
    await client
      .from('standing_orders')
      .select('status, payment_method, starts_on')
      .eq('user_id', customerId)
      .limit(1),
  );
  const order = rows[0];
  if (!order) return null;
  const deliveries = dataOrThrow(
    await client.rpc('standing_order_deliveries', { customer_id: customerId, days: 14 }),
  );
  return { ...order, deliveries: deliveriesSchema.parse(deliveries) };
}
