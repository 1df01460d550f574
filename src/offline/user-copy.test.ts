import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createOfflineDatabase, type OfflineDatabase } from '@/offline/db';
import {
  forgetUserRecords,
  KEPT_ORDERS,
  readUserRecord,
  rememberOrders,
  rememberProfile,
  storeUserRecord,
} from '@/offline/user-copy';
import { sampleOrderRecord } from '@/domain/orders/sample-order';
import {
  sampleBusinessOwner,
  sampleCurrentCustomer,
} from '@/domain/customer/sample-current-customer';

let db: OfflineDatabase;
let serial = 0;
beforeEach(() => {
  serial += 1;
  db = createOfflineDatabase(`user-copy-test-${serial}`);
});

const order = (n: number, status: 'received' | 'shipped' = 'received') =>
  sampleOrderRecord({
    id: `id-${String(n).padStart(3, '0')}`,
    order_number: `BDB-2026-${String(n).padStart(6, '0')}`,
    created_at: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString(),
    status,
  });
/** Orders `from`..`to`, newest first, as the server lists them. */
const newest = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => order(to - i));
const keptNumbers = async (userId = 'u1') =>
  (await readUserRecord(userId, 'orders', db))?.data.map((each) =>
    Number(each.order_number.slice(-6)),
  );

describe('the customer’s records', () => {
  it('keeps one record per customer and kind, with when it was read', async () => {
    await storeUserRecord('u1', 'priceList', { prices: [], tiers: [] }, db, 1_000);
    expect(await readUserRecord('u1', 'priceList', db)).toEqual({
      data: { prices: [], tiers: [] },
      syncedAt: 1_000,
    });
    expect(await readUserRecord('u2', 'priceList', db)).toBeUndefined();
  });

  it('forgets everyone’s data on sign-out, or everyone else’s', async () => {
    await storeUserRecord('u1', 'priceList', { prices: [], tiers: [] }, db);
    await storeUserRecord('u2', 'priceList', { prices: [], tiers: [] }, db);
    await forgetUserRecords('u2', db);
    expect(await readUserRecord('u1', 'priceList', db)).toBeUndefined();
    expect(await readUserRecord('u2', 'priceList', db)).toBeDefined();
    await forgetUserRecords(undefined, db);
    expect(await readUserRecord('u2', 'priceList', db)).toBeUndefined();
  });
});

describe('rememberProfile', () => {
  const keepTeamData = async () => {
    await storeUserRecord('u1', 'priceList', { prices: [], tiers: [] }, db);
    await rememberOrders('u1', newest(1, 3), 'all', db);
  };

  it('keeps the orders and prices while the customer acts for the same account', async () => {
    await rememberProfile('u1', sampleBusinessOwner({ customer_id: 'osteria' }), db);
    await keepTeamData();
    await rememberProfile(
      'u1',
      sampleBusinessOwner({ customer_id: 'osteria', role: 'orders' }),
      db,
    );
    expect(await keptNumbers()).toEqual([3, 2, 1]);
    expect(await readUserRecord('u1', 'priceList', db)).toBeDefined();
  });

  it('forgets the team’s orders and prices when the member acts for another account', async () => {
    await rememberProfile('u1', sampleBusinessOwner({ customer_id: 'osteria' }), db);
    await keepTeamData();
    await rememberProfile('u1', sampleCurrentCustomer({ customer_id: 'u1' }), db);
    expect(await readUserRecord('u1', 'orders', db)).toBeUndefined();
    expect(await readUserRecord('u1', 'priceList', db)).toBeUndefined();
    expect((await readUserRecord('u1', 'profile', db))?.data.customer_id).toBe('u1');
  });
});

describe('rememberOrders', () => {
  it('keeps the newest orders, at most KEPT_ORDERS', async () => {
    await rememberOrders('u1', newest(1, 80), 'newest', db);
    const kept = await keptNumbers();
    expect(kept).toHaveLength(KEPT_ORDERS);
    expect(kept?.[0]).toBe(80);
    expect(kept?.at(-1)).toBe(80 - KEPT_ORDERS + 1);
  });

  it('updates a kept order with its newer state and adds a later page below', async () => {
    await rememberOrders('u1', newest(11, 20), 'newest', db);
    await rememberOrders('u1', [order(15, 'shipped')], 'some', db);
    await rememberOrders('u1', newest(1, 10), 'some', db);
    expect(await keptNumbers()).toEqual(newest(1, 20).map((_, i) => 20 - i));
    const kept = await readUserRecord('u1', 'orders', db);
    expect(kept?.data.find((each) => each.id === 'id-015')?.status).toBe('shipped');
  });

  it('drops kept orders the newest page no longer lists in its range, keeps older ones', async () => {
    await rememberOrders('u1', newest(1, 20), 'newest', db);
    const page = newest(11, 20).filter((each) => each.id !== 'id-013');
    await rememberOrders('u1', page, 'newest', db);
    const kept = await keptNumbers();
    expect(kept).not.toContain(13);
    expect(kept).toContain(5);
  });

  it('replaces everything with the whole history', async () => {
    await rememberOrders('u1', newest(1, 20), 'newest', db);
    await rememberOrders('u1', newest(19, 20), 'all', db);
    expect(await keptNumbers()).toEqual([20, 19]);
  });
});
