import {
  changes,
  customers,
  type DatasetOrder,
  orders,
  productId,
  productOf,
} from './dashboard-dataset.ts';

// The dashboard's figures for the fixed dataset, worked out by hand-written rules that restate
// the dashboard's definitions (README "Admin console"): revenue counts orders neither
// cancelled nor refunded, by order day in Europe/Rome; weeks start on Monday.

/** 'YYYY-MM-DD' plus `days` (calendar arithmetic in UTC, no time of day involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The orders as they stand after the later changes. */
function finalOrders(today: string) {
  return orders.map((placed: DatasetOrder) => {
    const change = changes.find((candidate) => candidate.order === placed.key);
    const status = change?.status ?? placed.status;
    const payment = change?.payment ?? placed.payment;
    const subtotalCents = placed.lines.reduce(
      (sum, line) => sum + productOf(line.product).priceCents * line.packs,
      0,
    );
    return {
      ...placed,
      status,
      placedOn: addDays(today, -placed.daysAgo),
      deliveryDate: addDays(today, change?.deliveryIn ?? placed.deliveryIn),
      earns: status !== 'cancelled' && payment !== 'refunded',
      totalCents: subtotalCents,
    };
  });
}

const euros = (cents: number) => cents / 100;

export function expectedDashboard(today: string, chartDays: number) {
  const placed = finalOrders(today);
  const weekStart = mondayOf(today);
  const monthStart = `${today.slice(0, 8)}01`;
  const since = (from: string) => placed.filter((o) => o.placedOn >= from && o.placedOn <= today);
  const revenueCents = (list: typeof placed) =>
    list.filter((o) => o.earns).reduce((sum, o) => sum + o.totalCents, 0);
  const onDay = (day: string) => placed.filter((o) => o.placedOn === day);
  const earning = (list: typeof placed) => list.filter((o) => o.earns);
  const chartDay = (index: number) => addDays(today, index - (chartDays - 1));

  const sales = new Map<string, { name: string; packs: number; cents: number }>();
  for (const o of placed.filter((x) => x.earns && x.daysAgo < chartDays)) {
    for (const line of o.lines) {
      const product = productOf(line.product);
      const name = line.snapshotName ?? product.name;
      const entry = sales.get(product.key) ?? { name, packs: 0, cents: 0 };
      entry.name = name < entry.name ? name : entry.name;
      entry.packs += line.packs;
      entry.cents += product.priceCents * line.packs;
      sales.set(product.key, entry);
    }
  }
  const bestSellers = [...sales.entries()]
    .sort(([, a], [, b]) => b.packs - a.packs)
    .slice(0, 5)
    .map(([key, entry]) => ({
      product_id: productId(key),
      product_name: entry.name,
      packs: entry.packs,
      revenue: euros(entry.cents),
    }));

  const deliveryDays = [
    ...new Set(
      placed
        .filter((o) => o.status !== 'cancelled' && o.deliveryDate >= today)
        .map((o) => o.deliveryDate),
    ),
  ]
    .sort()
    .slice(0, 6);
  const members = customers.filter((customer) => !customer.admin);
  const joinedSince = (from: string) =>
    members.filter((customer) => addDays(today, -customer.joinedDaysAgo) >= from).length;

  return {
    today,
    revenue: {
      today: euros(revenueCents(onDay(today))),
      week: euros(revenueCents(since(weekStart))),
      month: euros(revenueCents(since(monthStart))),
    },
    // The counts sit beside the revenue and count the same orders (issue 27).
    orders: {
      today: earning(onDay(today)).length,
      week: earning(since(weekStart)).length,
      month: earning(since(monthStart)).length,
    },
    orders_by_status: Object.fromEntries(
      (['received', 'in_preparation', 'shipped', 'delivered', 'cancelled'] as const).map(
        (status) => [status, placed.filter((o) => o.status === status).length],
      ),
    ),
    new_customers: {
      week: joinedSince(weekStart),
      month: joinedSince(monthStart),
      total: members.length,
    },
    best_sellers: bestSellers,
    revenue_series: Array.from({ length: chartDays }, (_, index) => {
      const day = chartDay(index);
      return {
        day,
        revenue: euros(revenueCents(onDay(day))),
        orders: earning(onDay(day)).length,
      };
    }),
    upcoming_deliveries: deliveryDays.map((day) => {
      const due = placed.filter((o) => o.status !== 'cancelled' && o.deliveryDate === day);
      return {
        delivery_date: day,
        orders: due.length,
        packs: due.flatMap((o) => o.lines).reduce((sum, line) => sum + line.packs, 0),
        to_prepare: due.filter((o) => o.status === 'received' || o.status === 'in_preparation')
          .length,
      };
    }),
  };
}
