import { alsoForgetOnDevice, beforeSignOut } from '@/domain/auth/user-data';
import { catalogueCopy } from '@/domain/catalogue/catalogue-copy';
import { customerCopy } from '@/domain/customer/customer-copy';
import { ordersCopy } from '@/domain/orders/orders-copy';
import { shopCopy } from '@/domain/shop/shop-copy';
import { nextTask } from '@/lib/next-task';
import { logger } from '@/lib/logger';
import { resetReadiness } from '@/offline/readiness/readiness-state';

/**
 * A module of the offline layer that brings Dexie, loaded the first time a read keeps or needs
 * its copy (never on first paint), in steps: Dexie's code is evaluated in one main-thread task,
 * the database defined in the next, the caller's read or write runs in a third. On the public
 * pages the first was the catalogue's copy of the list the page read, one 23 ms task at full CPU
 * speed, 92 ms on Lighthouse's phone (decision 017 item 30). A failed download is tried again at
 * the next use.
 */
function offlineModule<T>(load: () => Promise<T>): () => Promise<T> {
  let ready: Promise<T> | undefined;
  return () => {
    ready ??= loadInSteps(load).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
}

async function loadInSteps<T>(load: () => Promise<T>): Promise<T> {
  const loaded = await load();
  await nextTask();
  const { offlineDb } = await import('@/offline/db');
  offlineDb();
  await nextTask();
  return loaded;
}

const catalogueStore = offlineModule(() => import('@/offline/catalogue/catalogue-store'));
const userCopy = offlineModule(() => import('@/offline/user-copy'));
const pushOnDevice = () => import('@/offline/push/forget-this-device');

/**
 * Connects the domain's reads to the device copies of the offline layer (decision 007,
 * ARCHITECTURE.md "Layers"): the domain names what it keeps, the offline layer above it keeps
 * it, and the app joins the two before the first query runs. Signing out drops the copies and
 * the offline readiness with the cached queries, and first ends this device's push
 * subscription (decision 022).
 */
let connected = false;

export function connectDeviceCopies(): void {
  if (connected) return;
  connected = true;
  catalogueCopy.provide(catalogueStore);
  shopCopy.provide(catalogueStore);
  customerCopy.provide(async () => {
    const copy = await userCopy();
    return {
      rememberProfile: (userId, profile) => copy.rememberProfile(userId, profile),
      readProfile: (userId) => copy.readUserRecord(userId, 'profile'),
      storePriceList: (userId, rows) => copy.storeUserRecord(userId, 'priceList', rows),
      readPriceList: (userId) => copy.readUserRecord(userId, 'priceList'),
    };
  });
  ordersCopy.provide(async () => {
    const copy = await userCopy();
    return {
      rememberOrders: (userId, orders, coverage) => copy.rememberOrders(userId, orders, coverage),
      readOrders: (userId) => copy.readUserRecord(userId, 'orders'),
    };
  });
  beforeSignOut(async () => (await pushOnDevice()).forgetThisDevice());
  alsoForgetOnDevice(() => {
    resetReadiness();
    userCopy()
      .then(({ forgetUserRecords }) => forgetUserRecords())
      .catch((error: unknown) => logger.warn('Dati offline dell’account non cancellati', error));
  });
}
