import type { CurrentCustomer as CustomerProfile } from '@/domain/customer/current-customer';
import { offlineDb, type OfflineDatabase } from '@/offline/db';
import { writeMakingRoom } from '@/offline/storage-pressure';
import type { OrderRecord } from '@/domain/orders/order-schemas';
import type { OrdersCoverage } from '@/domain/orders/orders-copy';
import type { PriceListRows } from '@/domain/pricing/price-list';

/**
 * The signed-in customer's own data kept on the device for an offline day (issue 20), beside
 * the catalogue: what the checkout needs (profile with invoice data, saved addresses) and the
 * order history. Load with a dynamic import only: it brings Dexie.
 */
export interface UserRecordTypes {
  /** The account with its invoice data, calendar, terms and saved addresses (decision 015). */
  profile: CustomerProfile;
  /** The most recent orders with their lines and timeline, newest first. */
  orders: OrderRecord[];
  /** The customer's own price list and tiers (decision 012), as the server's rows. */
  priceList: PriceListRows;
}

export type UserRecordKind = keyof UserRecordTypes;

/** How many recent orders the device keeps: a restaurant's last weeks, a few hundred KB. */
export const KEPT_ORDERS = 50;

const keyOf = (userId: string, kind: UserRecordKind) => `${userId}:${kind}`;

function putRecord<K extends UserRecordKind>(
  db: OfflineDatabase,
  userId: string,
  kind: K,
  data: UserRecordTypes[K],
  now: number,
) {
  return db.userRecords.put({ key: keyOf(userId, kind), userId, kind, data, syncedAt: now });
}

/** Keeps one record (an offline day needs it as much as the catalogue: pictures give way). */
export async function storeUserRecord<K extends UserRecordKind>(
  userId: string,
  kind: K,
  data: UserRecordTypes[K],
  db: OfflineDatabase = offlineDb(),
  now: number = Date.now(),
): Promise<void> {
  await writeMakingRoom('catalogue', () => putRecord(db, userId, kind, data, now));
}

export interface KeptUserRecord<T> {
  data: T;
  syncedAt: number;
}

/** The kept record, or undefined when this device has none for this customer. */
export async function readUserRecord<K extends UserRecordKind>(
  userId: string,
  kind: K,
  db: OfflineDatabase = offlineDb(),
): Promise<KeptUserRecord<UserRecordTypes[K]> | undefined> {
  const record = await db.userRecords.get(keyOf(userId, kind));
  if (!record) return undefined;
  return { data: record.data as UserRecordTypes[K], syncedAt: record.syncedAt };
}

const newestFirst = (a: OrderRecord, b: OrderRecord) =>
  b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

export type { OrdersCoverage };

/**
 * Adds orders the server just returned to the kept history: the same order replaced by its
 * newer state, newest first, at most KEPT_ORDERS. Kept orders the server no longer lists in
 * the range `coverage` vouches for are dropped.
 */
export async function rememberOrders(
  userId: string,
  orders: readonly OrderRecord[],
  coverage: OrdersCoverage,
  db: OfflineDatabase = offlineDb(),
  now: number = Date.now(),
): Promise<void> {
  await writeMakingRoom('catalogue', () =>
    db.transaction('rw', db.userRecords, async () => {
      const kept =
        coverage === 'all' ? [] : ((await readUserRecord(userId, 'orders', db))?.data ?? []);
      const fresh = new Map(orders.map((order) => [order.id, order]));
      const oldest = orders.at(-1);
      const others = kept.filter((order) => {
        if (fresh.has(order.id)) return false;
        if (coverage === 'some' || !oldest) return true;
        return newestFirst(order, oldest) > 0;
      });
      const merged = [...fresh.values(), ...others].sort(newestFirst).slice(0, KEPT_ORDERS);
      await putRecord(db, userId, 'orders', merged, now);
    }),
  );
}

/**
 * Keeps the account the customer acts for. When it is another account than the kept one — a
 * member removed from a team, or a customer who joined one — the kept orders and price list
 * were the other account's: they go with it, so the device never shows a restaurant's orders
 * or prices to someone who no longer belongs to it.
 */
export async function rememberProfile(
  userId: string,
  profile: CustomerProfile,
  db: OfflineDatabase = offlineDb(),
  now: number = Date.now(),
): Promise<void> {
  await writeMakingRoom('catalogue', () =>
    db.transaction('rw', db.userRecords, async () => {
      const kept = await readUserRecord(userId, 'profile', db);
      if (kept && kept.data.customer_id !== profile.customer_id) {
        await db.userRecords.bulkDelete([keyOf(userId, 'orders'), keyOf(userId, 'priceList')]);
      }
      await putRecord(db, userId, 'profile', profile, now);
    }),
  );
}

/** Deletes every customer's kept data (signing out), or all but `keepUserId`'s. */
export async function forgetUserRecords(
  keepUserId?: string,
  db: OfflineDatabase = offlineDb(),
): Promise<void> {
  if (keepUserId === undefined) {
    await db.userRecords.clear();
    return;
  }
  await db.userRecords.where('userId').notEqual(keepUserId).delete();
}
