import { createNodeClient } from '../../support/supabase-clients.ts';
import {
  type Customer,
  newBusinessCustomer,
  serviceClient,
  type StackHandle,
} from '../payments/payment-fixtures.ts';

// Helpers for the standing-order tests (issue 23): a restaurant with a saved address and a
// standing order, the shop's clock in Rome time, and the job run at a chosen moment.

/** The instant `hhmm` on `day` in Rome (CET or CEST, whichever applies that day). */
export function romeTime(day: string, hhmm: string): Date {
  const guess = new Date(`${day}T${hhmm}:00Z`);
  const zone = new Intl.DateTimeFormat('en', {
    timeZone: 'Europe/Rome',
    timeZoneName: 'longOffset',
  })
    .formatToParts(guess)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = zone === undefined || zone === 'GMT' ? '+00:00' : zone.slice(3);
  return new Date(`${day}T${hhmm}:00${offset}`);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** ISO weekday, 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

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
