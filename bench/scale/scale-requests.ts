import type { SupabaseClient } from '@supabase/supabase-js';
import {
  fetchCustomer,
  fetchCustomers,
  fetchDashboard,
  fetchProductionPlan,
} from '@/features/back-office/api/admin-reports-api';
import { fetchOrders } from '@/features/back-office/api/orders-api';
import { errorStatus } from '@/lib/http-error';
import type { Database } from '@/types/database.gen';
import { placeOrderWith } from '@/domain/orders/order-rpc';
import { benchDeliveryAddress } from '../bench-address.ts';

type Client = SupabaseClient<Database>;

/** What the requests need: a signed-in admin and customer, and a few ids from the dataset. */
export interface RequestContext {
  admin: Client;
  customer: Client;
  busiestDeliveryDay: string;
  busiestCustomerId: string;
  productId: string;
  deliveryDate: string;
  runId: string;
}

/** One request of the table: the app's own API function, so the benchmark sends what it sends. */
export interface ScaleRequest {
  label: string;
  /** Admin console requests must meet the targets; place_order is the shop's write path. */
  admin: boolean;
  send: (context: RequestContext, attempt: number) => Promise<unknown>;
}

export const scaleRequests: ScaleRequest[] = [
  {
    label: 'rpc/admin_dashboard (30 giorni)',
    admin: true,
    send: ({ admin }) => fetchDashboard(admin, 30),
  },
  {
    label: 'rpc/admin_customers, prima pagina',
    admin: true,
    send: ({ admin }) => fetchCustomers(admin, '', 1),
  },
  {
    label: 'rpc/admin_customers, cerca "rossi"',
    admin: true,
    send: ({ admin }) => fetchCustomers(admin, 'rossi', 1),
  },
  {
    label: 'ordini admin, cerca "rossi"',
    admin: true,
    send: ({ admin }) => fetchOrders(admin, { q: 'rossi' }),
  },
  {
    label: 'rpc/production_plan, giorno più pieno',
    admin: true,
    send: ({ admin, busiestDeliveryDay }) => fetchProductionPlan(admin, busiestDeliveryDay),
  },
  {
    label: 'ordini admin, prima pagina',
    admin: true,
    send: ({ admin }) => fetchOrders(admin, {}),
  },
  {
    label: 'rpc/admin_customer, cliente con più ordini',
    admin: true,
    send: ({ admin, busiestCustomerId }) => fetchCustomer(admin, busiestCustomerId),
  },
  {
    label: 'rpc/place_order',
    admin: false,
    send: ({ customer, productId, deliveryDate, runId }, attempt) =>
      placeOrderWith(customer, {
        lines: [{ product_id: productId, quantity: 1 + (attempt % 3) }],
        deliveryDate,
        // Paid on delivery (Turin): one customer holds at most 3 unpaid card orders (issue 21).
        paymentMethod: 'cash_on_delivery',
        idempotencyKey: `bench-scale-${runId}-${attempt}`,
        address: benchDeliveryAddress,
      }),
  },
];

/** The outcome of one timed request: its duration, and the HTTP status when it failed. */
export interface Timed {
  ms: number;
  failedStatus?: number;
  error?: string;
}

export async function timeRequest(
  request: ScaleRequest,
  context: RequestContext,
  attempt: number,
): Promise<Timed> {
  const started = performance.now();
  try {
    await request.send(context, attempt);
    return { ms: performance.now() - started };
  } catch (error) {
    return {
      ms: performance.now() - started,
      failedStatus: errorStatus(error) ?? 0,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}
