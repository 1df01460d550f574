import { createNodeClient } from '../../support/supabase-clients.ts';
import { addDays, isoWeekday, romeTime } from '../../support/rome-calendar.ts';

export { addDays, isoWeekday, laterDay, romeTime } from '../../support/rome-calendar.ts';
import {
  type Customer,
  newBusinessCustomer,
  serviceClient,
  type StackHandle,
} from '../payments/payment-fixtures.ts';

// Helpers for the standing-order tests (issue 23): a restaurant with a saved address and a
// standing order, the shop's clock in Rome time, and the job run at a chosen moment.

/** Half an hour before the day's cut-off (14:00 the day before): inside the job's window. */
export function beforeCutoff(deliveryDate: string): Date {
  return romeTime(addDays(deliveryDate, -1), '13:30');
}

export async function deliveryDates(stack: StackHandle): Promise<string[]> {
  const { data, error } = await createNodeClient(stack.url, stack.anonKey).rpc(
    'available_delivery_dates',
  );
  if (error) throw new Error(error.message);
  return data as string[];
}

export interface Restaurant extends Customer {
  addressId: string;
}

export async function newRestaurant(stack: StackHandle, name: string): Promise<Restaurant> {
  const customer = await newBusinessCustomer(stack, name);
  const { data, error } = await customer.client
    .from('delivery_addresses')
    .insert({
      label: 'Cucina',
      recipient: name,
      street: 'Via Garibaldi 12',
      postal_code: '10122',
      city: 'Torino',
      province: 'TO',
    })
    .select('id')
    .single();
  if (error) throw new Error(`address insert failed: ${error.message}`);
  return { ...customer, addressId: (data as { id: string }).id };
}

export interface StandingLine {
  weekday: number;
  product_id: string;
  quantity: number;
}

export async function saveStandingOrder(
  restaurant: Restaurant,
  lines: StandingLine[],
  startsOn: string,
): Promise<void> {
  const { error } = await restaurant.client.rpc('save_standing_order', {
    lines,
    address_id: restaurant.addressId,
    payment_method: 'bank_transfer',
    starts_on: startsOn,
  });
  if (error) throw new Error(`save_standing_order failed: ${error.message} ${error.hint}`);
}

export async function runSchedule(stack: StackHandle, at: Date): Promise<Record<string, unknown>> {
  const { data, error } = await serviceClient(stack).rpc('run_standing_order_schedule', {
    as_of: at.toISOString(),
  });
  if (error) throw new Error(`run_standing_order_schedule failed: ${error.message}`);
  return data as Record<string, unknown>;
}

export interface RunRow {
  delivery_date: string;
  outcome: string;
  order_id: string | null;
  message: string | null;
}

/** The job's record for a customer, read as that customer (RLS). */
export async function runsOf(restaurant: Restaurant): Promise<RunRow[]> {
  const { data, error } = await restaurant.client
    .from('standing_order_runs')
    .select('delivery_date, outcome, order_id, message')
    .order('delivery_date');
  if (error) throw new Error(error.message);
  return data as RunRow[];
}

export interface OrderWithItems {
  id: string;
  delivery_date: string;
  payment_method: string;
  order_items: { product_id: string; quantity: number }[];
}

export async function ordersOf(stack: StackHandle, userId: string): Promise<OrderWithItems[]> {
  const { data, error } = await serviceClient(stack)
    .from('orders')
    .select('id, delivery_date, payment_method, order_items(product_id, quantity)')
    .eq('user_id', userId)
    .order('delivery_date');
  if (error) throw new Error(error.message);
  return data as OrderWithItems[];
}

/** The first fixed national holiday from `from` on that is not a Sunday. */
export function nextWeekdayHoliday(from: string): string {
  const fixed = ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '10-04', '11-01', '12-08'];
  const year = Number(from.slice(0, 4));
  const candidates = [year, year + 1, year + 2]
    .flatMap((y) => fixed.map((day) => `${y}-${day}`))
    .filter((day) => day >= from && isoWeekday(day) !== 7)
    .sort();
  const found = candidates[0];
  if (!found) throw new Error('no holiday found');
  return found;
}
