import type { Queryable } from '../../../supabase/local/db/types.ts';
import { completeProductInformation } from '../../support/complete-product.ts';

// A small, fixed shop for the dashboard's figures: every order is placed a given number of days
// before "today" (Europe/Rome) at a given Rome time, so which day, chart window and delivery day
// it falls in does not depend on the date the test runs. Only "this week" and "this month"
// depend on the calendar; `expectedDashboard` works them out from the day the database reports.

type Status = 'received' | 'in_preparation' | 'shipped' | 'delivered' | 'cancelled';
type PaymentMethod = 'card' | 'bank_transfer' | 'cash_on_delivery';
type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded';

export interface DatasetProduct {
  key: string;
  name: string;
  priceCents: number;
}

export interface DatasetCustomer {
  key: string;
  joinedDaysAgo: number;
  admin?: boolean;
}

interface DatasetLine {
  product: string;
  packs: number;
  /** The name on the order line when the product was called differently then. */
  snapshotName?: string;
}

export interface DatasetOrder {
  key: string;
  customer: string;
  daysAgo: number;
  /** Rome wall-clock time the order was placed, HH:MM. */
  at: string;
  status: Status;
  method: PaymentMethod;
  payment: PaymentStatus;
  /** Days from today (Rome) to delivery; negative for past deliveries. */
  deliveryIn: number;
  lines: DatasetLine[];
}

/** What happened to some orders after they were placed, as plain UPDATEs (the admin's way). */
export interface DatasetChange {
  order: string;
  status?: Status;
  payment?: PaymentStatus;
  deliveryIn?: number;
}

export const products: DatasetProduct[] = [
  { key: 'classico', name: 'Bun Classico', priceCents: 450 },
  { key: 'brioche', name: 'Brioche al Burro', priceCents: 600 },
  { key: 'patate', name: 'Bun di Patate', priceCents: 500 },
  { key: 'integrale', name: 'Bun Integrale', priceCents: 480 },
  { key: 'nero', name: 'Bun Nero', priceCents: 550 },
  { key: 'sesamo', name: 'Bun al Sesamo', priceCents: 420 },
  { key: 'segale', name: 'Bun di Segale', priceCents: 520 },
];

export const customers: DatasetCustomer[] = [
  { key: 'oggi', joinedDaysAgo: 0 },
  { key: 'tre-giorni', joinedDaysAgo: 3 },
  { key: 'dieci-giorni', joinedDaysAgo: 10 },
  { key: 'quaranta-giorni', joinedDaysAgo: 40 },
  { key: 'anno-scorso', joinedDaysAgo: 400 },
  // Staff, not a customer: never counted.
  { key: 'staff', joinedDaysAgo: 0, admin: true },
];

const order = (
  key: string,
  daysAgo: number,
  at: string,
  status: Status,
  method: PaymentMethod,
  payment: PaymentStatus,
  deliveryIn: number,
  lines: DatasetLine[],
  customer = 'quaranta-giorni',
): DatasetOrder => ({ key, customer, daysAgo, at, status, method, payment, deliveryIn, lines });

export const orders: DatasetOrder[] = [
  // Today, a quarter past midnight in Rome: still yesterday in UTC.
  order('mezzanotte', 0, '00:15', 'received', 'cash_on_delivery', 'pending', 1, [
    { product: 'classico', packs: 10 },
  ]),
  order('annullato-oggi', 0, '09:30', 'received', 'card', 'pending', 1, [
    { product: 'brioche', packs: 20 },
  ]),
  order('rimborsato', 0, '11:00', 'shipped', 'card', 'paid', 0, [{ product: 'patate', packs: 3 }]),
  order('oggi-consegna-3', 0, '12:00', 'received', 'cash_on_delivery', 'pending', 3, [
    { product: 'classico', packs: 1 },
  ]),
  order('oggi-consegna-4', 0, '12:10', 'received', 'card', 'paid', 4, [
    { product: 'patate', packs: 2 },
    { product: 'sesamo', packs: 1 },
  ]),
  order('oggi-consegna-5', 0, '12:20', 'in_preparation', 'bank_transfer', 'pending', 5, [
    { product: 'nero', packs: 1 },
  ]),
  order('oggi-consegna-6', 0, '12:30', 'received', 'card', 'paid', 6, [
    { product: 'segale', packs: 1 },
  ]),
  order('oggi-consegna-7', 0, '12:40', 'received', 'card', 'paid', 7, [
    { product: 'sesamo', packs: 1 },
  ]),
  order('oggi-consegna-8', 0, '12:50', 'received', 'card', 'paid', 8, [
    { product: 'integrale', packs: 1 },
  ]),
  // The last minutes of yesterday in Rome.
  order('ieri-sera', 1, '23:50', 'in_preparation', 'bank_transfer', 'pending', 1, [
    { product: 'brioche', packs: 5 },
    { product: 'sesamo', packs: 2 },
  ]),
  order('due-giorni', 2, '12:00', 'shipped', 'card', 'paid', 0, [
    { product: 'patate', packs: 7 },
    { product: 'classico', packs: 1 },
  ]),
  order('cinque-giorni', 5, '08:00', 'delivered', 'cash_on_delivery', 'paid', -3, [
    { product: 'integrale', packs: 7 },
  ]),
  order('sei-giorni', 6, '18:00', 'delivered', 'card', 'paid', -4, [
    { product: 'nero', packs: 5 },
    { product: 'classico', packs: 2 },
  ]),
  order('sette-giorni', 7, '10:00', 'delivered', 'card', 'paid', -5, [
    { product: 'segale', packs: 11 },
  ]),
  order('nove-giorni', 9, '16:45', 'delivered', 'card', 'paid', -7, [
    { product: 'brioche', packs: 3, snapshotName: 'Brioche al Burro 2025' },
  ]),
  order('quindici-giorni', 15, '07:30', 'delivered', 'bank_transfer', 'paid', -13, [
    { product: 'sesamo', packs: 3 },
    { product: 'classico', packs: 5 },
  ]),
  order('ventinove-giorni', 29, '12:00', 'delivered', 'card', 'paid', -27, [
    { product: 'integrale', packs: 2 },
  ]),
  // Outside a 30-day chart: would top the best sellers if it were counted.
  order('trenta-giorni', 30, '12:00', 'delivered', 'card', 'paid', -28, [
    { product: 'nero', packs: 50 },
  ]),
  order('trentacinque-giorni', 35, '12:00', 'cancelled', 'card', 'failed', -33, [
    { product: 'classico', packs: 40 },
  ]),
  order('sessanta-giorni', 60, '12:00', 'delivered', 'cash_on_delivery', 'paid', -58, [
    { product: 'patate', packs: 30 },
  ]),
  order('anno-scorso', 400, '12:00', 'delivered', 'card', 'paid', -398, [
    { product: 'segale', packs: 30 },
  ]),
];

export const changes: DatasetChange[] = [
  { order: 'annullato-oggi', status: 'cancelled' },
  { order: 'rimborsato', payment: 'refunded' },
  { order: 'ieri-sera', deliveryIn: 2 },
  { order: 'oggi-consegna-3', status: 'in_preparation' },
  // Paid on delivery: still revenue, as it was while pending.
  { order: 'mezzanotte', payment: 'paid' },
];

export const productId = (key: string) =>
  `00000000-0000-4000-8000-${(products.findIndex((p) => p.key === key) + 1).toString().padStart(12, '0')}`;
const customerId = (key: string) =>
  `00000000-0000-4000-9000-${(customers.findIndex((c) => c.key === key) + 1).toString().padStart(12, '0')}`;
const orderId = (key: string) =>
  `00000000-0000-4000-a000-${(orders.findIndex((o) => o.key === key) + 1).toString().padStart(12, '0')}`;

export function productOf(key: string): DatasetProduct {
  const product = products.find((candidate) => candidate.key === key);
  if (!product) throw new Error(`unknown product ${key}`);
  return product;
}

/** Today in Europe/Rome as the database sees it ('YYYY-MM-DD'). */
export async function romeToday(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ today: string }>(
    `select ((now() at time zone 'Europe/Rome')::date)::text as today`,
  );
  return rows[0]!.today;
}

/** Writes the dataset into an empty shop, placed relative to `today`. */
export async function loadDataset(db: Queryable, today: string): Promise<void> {
  for (const product of products) {
    await db.query(
      `insert into public.products (id, slug, name, price, category, stock_quantity, description,
         ingredients, allergens, weight_grams, storage, nutritional_values, legal_name,
         shelf_life_days)
       values ($1, $2, $3, $4::numeric / 100, 'classici', 1000, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        productId(product.key),
        `bun-${product.key}`,
        product.name,
        product.priceCents,
        completeProductInformation.description,
        completeProductInformation.ingredients,
        completeProductInformation.allergens,
        completeProductInformation.weight_grams,
        completeProductInformation.storage,
        JSON.stringify(completeProductInformation.nutritional_values),
        completeProductInformation.legal_name,
        completeProductInformation.shelf_life_days,
      ],
    );
  }
  for (const customer of customers) {
    const id = customerId(customer.key);
    const joinedAt = `($1::date - $2::int + time '10:00')::timestamp at time zone 'Europe/Rome'`;
    await db.query(
      `insert into auth.users (id, email, raw_user_meta_data, created_at)
       values ($3, $4, jsonb_build_object('name', $5::text), ${joinedAt})`,
      [today, customer.joinedDaysAgo, id, `${customer.key}@example.com`, `Cliente ${customer.key}`],
    );
    // The sign-up trigger made the profile now; it joined when the account was created.
    await db.query(`update public.profiles set created_at = ${joinedAt} where id = $3`, [
      today,
      customer.joinedDaysAgo,
      id,
    ]);
    if (customer.admin) {
      await db.query('insert into public.admin_users (user_id) values ($1)', [id]);
    }
  }
  for (const placed of orders) {
    const subtotalCents = placed.lines.reduce(
      (sum, line) => sum + productOf(line.product).priceCents * line.packs,
      0,
    );
    await db.query(
      `insert into public.orders (id, user_id, status, payment_method, payment_status, subtotal,
         total, delivery_date, delivery_address, customer_name, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6::numeric / 100, $6::numeric / 100, $7::date + $8::int,
         '{"city": "Torino"}', 'Cliente di prova',
         ($7::date - $9::int + $10::time)::timestamp at time zone 'Europe/Rome',
         ($7::date - $9::int + $10::time)::timestamp at time zone 'Europe/Rome')`,
      [
        orderId(placed.key),
        customerId(placed.customer),
        placed.status,
        placed.method,
        placed.payment,
        subtotalCents,
        today,
        placed.deliveryIn,
        placed.daysAgo,
        placed.at,
      ],
    );
    for (const [index, line] of placed.lines.entries()) {
      const product = productOf(line.product);
      await db.query(
        `insert into public.order_items (order_id, line_number, product_id, product_name,
           product_slug, unit_price, quantity, line_total)
         values ($1, $2, $3, $4, $5, $6::numeric / 100, $7::int, $6::numeric / 100 * $7::int)`,
        [
          orderId(placed.key),
          index + 1,
          productId(product.key),
          line.snapshotName ?? product.name,
          `bun-${product.key}`,
          product.priceCents,
          line.packs,
        ],
      );
    }
  }
  for (const change of changes) {
    await db.query(
      `update public.orders set
         status = coalesce($2, status),
         payment_status = coalesce($3, payment_status),
         delivery_date = coalesce($4::date + $5::int, delivery_date)
       where id = $1`,
      [
        orderId(change.order),
        change.status ?? null,
        change.payment ?? null,
        change.deliveryIn === undefined ? null : today,
        change.deliveryIn ?? null,
      ],
    );
  }
}
