import { z } from 'zod';
import { orderStatuses } from '@/features/back-office/orders/order-status';
import { paymentMethods, paymentStatuses } from '@/domain/orders/order-vocabulary';

// The JSON the admin SQL functions answer (migration 20261122200000_admin_ops.sql), checked at
// the boundary so a changed function fails loudly here instead of rendering wrong numbers.

const euros = z.number();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const dashboardSchema = z.object({
  today: isoDate,
  revenue: z.object({ today: euros, week: euros, month: euros }),
  orders: z.object({ today: z.number(), week: z.number(), month: z.number() }),
  orders_by_status: z.record(z.enum(orderStatuses), z.number()),
  new_customers: z.object({ week: z.number(), month: z.number(), total: z.number() }),
  best_sellers: z.array(
    z.object({
      product_id: z.string(),
      product_name: z.string(),
      packs: z.number(),
      revenue: euros,
    }),
  ),
  revenue_series: z.array(z.object({ day: isoDate, revenue: euros, orders: z.number() })),
  upcoming_deliveries: z.array(
    z.object({
      delivery_date: isoDate,
      orders: z.number(),
      packs: z.number(),
      to_prepare: z.number(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const orderListSchema = z.object({
  orders: z.array(
    z.object({
      id: z.string(),
      order_number: z.string(),
      status: z.enum(orderStatuses),
      created_at: z.string(),
      delivery_date: isoDate,
      customer_name: z.string().nullable(),
      customer_email: z.string().nullable(),
      company_name: z.string().nullable(),
      total: euros,
      payment_method: z.enum(paymentMethods),
      payment_status: z.enum(paymentStatuses),
    }),
  ),
  has_next: z.boolean(),
});
export type OrderListRow = z.infer<typeof orderListSchema>['orders'][number];

export const deliveryAddressSchema = z
  .object({
    recipient: z.string().nullish(),
    street: z.string().nullish(),
    postal_code: z.string().nullish(),
    city: z.string().nullish(),
    province: z.string().nullish(),
    phone: z.string().nullish(),
    notes: z.string().nullish(),
  })
  .partial();
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const productionPlanSchema = z.object({
  delivery_date: isoDate,
  order_count: z.number(),
  total_packs: z.number(),
  products: z.array(
    z.object({
      product_id: z.string(),
      product_name: z.string(),
      packs: z.number(),
      orders: z.number(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      order_number: z.string(),
      status: z.enum(orderStatuses),
      customer_name: z.string().nullable(),
      customer_email: z.string().nullable(),
      company_name: z.string().nullable(),
      payment_method: z.string(),
      payment_status: z.string(),
      total: euros,
      delivery_address: deliveryAddressSchema,
      notes: z.string().nullable(),
      items: z.array(
        z.object({
          product_name: z.string(),
          quantity: z.number(),
          bundle_label: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type ProductionPlan = z.infer<typeof productionPlanSchema>;
export type PackingOrder = ProductionPlan['orders'][number];

export const customerTypeSchema = z.enum(['private', 'business']);

export const customerListSchema = z.object({
  total: z.number(),
  customers: z.array(
    z.object({
      id: z.string(),
      full_name: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      customer_type: customerTypeSchema,
      company_name: z.string().nullable(),
      created_at: z.string(),
      orders_count: z.number(),
      total_spent: euros,
      last_order_at: z.string().nullable(),
    }),
  ),
});
export type CustomerList = z.infer<typeof customerListSchema>;
export type CustomerRow = CustomerList['customers'][number];

export const customerDetailSchema = z.object({
  profile: z.object({
    id: z.string(),
    full_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    customer_type: customerTypeSchema,
    company_name: z.string().nullable(),
    vat_number: z.string().nullable(),
    tax_code: z.string().nullable(),
    sdi_code: z.string().nullable(),
    pec: z.string().nullable(),
    created_at: z.string(),
  }),
  is_admin: z.boolean(),
  orders_count: z.number(),
  total_spent: euros,
  addresses: z.array(
    deliveryAddressSchema.extend({ id: z.string(), label: z.string(), is_default: z.boolean() }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      order_number: z.string(),
      status: z.enum(orderStatuses),
      payment_method: z.string(),
      payment_status: z.string(),
      total: euros,
      delivery_date: isoDate,
      created_at: z.string(),
    }),
  ),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
