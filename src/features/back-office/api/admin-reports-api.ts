import type { z } from 'zod';
import type { ApiClient } from '@/features/back-office/api/api-client';
import {
  type CustomerDetail,
  customerDetailSchema,
  type CustomerList,
  customerListSchema,
  type Dashboard,
  dashboardSchema,
  type ProductionPlan,
  productionPlanSchema,
} from '@/features/back-office/api/admin-schemas';
import { dataOrThrow } from '@/lib/api-error';

// The admin read models: server-side aggregates from the admin SQL functions (admins only).

function parsed<Schema extends z.ZodType>(schema: Schema, data: unknown): z.infer<Schema> {
  return schema.parse(data);
}

export async function fetchDashboard(client: ApiClient, chartDays = 30): Promise<Dashboard> {
  const data = dataOrThrow(await client.rpc('admin_dashboard', { chart_days: chartDays }));
  return parsed(dashboardSchema, data);
}

export async function fetchProductionPlan(client: ApiClient, day: string): Promise<ProductionPlan> {
  return parsed(productionPlanSchema, dataOrThrow(await client.rpc('production_plan', { day })));
}

export const CUSTOMERS_PAGE_SIZE = 25;

export async function fetchCustomers(
  client: ApiClient,
  search: string,
  page: number,
): Promise<CustomerList> {
  const data = dataOrThrow(
    await client.rpc('admin_customers', {
      search,
      result_limit: CUSTOMERS_PAGE_SIZE,
      result_offset: (page - 1) * CUSTOMERS_PAGE_SIZE,
    }),
  );
  return parsed(customerListSchema, data);
}

export async function fetchCustomer(
  client: ApiClient,
  customerId: string,
): Promise<CustomerDetail> {
  const data = dataOrThrow(await client.rpc('admin_customer', { customer_id: customerId }));
  return parsed(customerDetailSchema, data);
}
