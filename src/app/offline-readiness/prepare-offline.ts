import type { QueryClient } from '@tanstack/react-query';
import { blogListQueryOptions } from '@/features/blog/api/blog-queries';
import { carouselQueryOptions } from '@/features/content/api/carousel-queries';
import { customerProfileQueryOptions } from '@/domain/customer/customer-queries';
import { logger } from '@/lib/logger';
import { cardPictureUrls, productPictureUrls } from '@/offline/catalogue/catalogue-pictures';
import type { CatalogueSection } from '@/offline/db';
import { browserIsOffline } from '@/lib/network/reachability';
import type { Readiness, ReadinessGap, ReadinessStep } from '@/offline/readiness/readiness-state';
import { whenWorkerControls } from '@/offline/worker-control';
import { fetchOrdersPageWith } from '@/domain/orders/order-read';
import { priceListQueryOptions } from '@/domain/customer/price-list-query';
import {
  ACCOUNT_FILES_URL,
  SHOP_LATER_CACHE_NAME,
  SHOP_LATER_FILES_URL,
} from '@/offline/pwa/admin-app';
import { productListQueryOptions } from '@/domain/catalogue/product-queries';
import { shopClosuresQueryOptions } from '@/domain/shop/shop-closures';
import { shopSettingsQueryOptions } from '@/domain/shop/shop-settings';
import { getSupabase } from '@/lib/supabase';

const MINUTE_MS = 60_000;
/** The worker downloads the app's core (≈ 1.2 MB) to take control: on a slow 4G, a while. */
const WORKER_WAIT_MS = 90_000;

/** How much of the shop a run prepares. */
export interface PreparationPlan {
  /** The signed-in customer, whose profile, addresses and orders are kept too. */
  userId: string | null;
  /**
   * Everything an offline day needs (every picture, the app's files in the worker): for a
   * business, the installed app, or on request. Otherwise a light copy: the catalogue's data
   * and the card pictures, not even those on Save-Data or a metered connection.
   */
  full: boolean;
  /** Skip the pictures of a light copy (Save-Data, 2G, mobile data). */
  saveData: boolean;
  /** The app runs installed or is a restaurant's device: ask the browser to keep its data. */
  persist: boolean;
  /** Asked for just now ('Aggiorna ora'): read everything again, however fresh. */
  force: boolean;
}

export interface PreparationOutcome {
  readiness: Readiness;
  /** The signed-in customer is a business (known once their profile is read). */
  business: boolean;
}

export type ProgressListener = (step: ReadinessStep, done: number, total: number) => void;

const catalogueFreshness: Record<CatalogueSection, number> = {
  products: 10 * MINUTE_MS,
  carousel: 5 * MINUTE_MS,
  blog: 60 * MINUTE_MS,
  settings: 60 * MINUTE_MS,
};
/** The customer's own data is read again after this long (their orders change status). */
const ACCOUNT_FRESHNESS_MS = 5 * MINUTE_MS;

/**
 * Copies the catalogue (products, carousel, blog, settings) to IndexedDB, each part when its
 * copy is older than its cache group's freshness. The reads themselves do the writing (network
 * first), so the query cache is refreshed at the same time. Answers the products the device
 * keeps: what the shop shows offline, so whose pictures it needs.
 */
async function refreshCatalogue(queryClient: QueryClient, force: boolean) {
  const store = await import('@/offline/catalogue/catalogue-store');
  const now = Date.now();
  const stale = async (section: CatalogueSection) => {
    const syncedAt = await store.sectionSyncedAt(section);
    return force || syncedAt === undefined || now - syncedAt > catalogueFreshness[section];
  };
  // staleTime 0: the copy on the device is what is old, whatever the query cache holds.
  const fetchIf = async <T>(section: CatalogueSection, read: () => Promise<T>) =>
    (await stale(section)) ? read() : undefined;
  const [products, ...others] = await Promise.allSettled([
    queryClient.fetchQuery({
      ...productListQueryOptions(),
      staleTime: (await stale('products')) ? 0 : catalogueFreshness.products,
    }),
    fetchIf('carousel', () => queryClient.fetchQuery({ ...carouselQueryOptions(), staleTime: 0 })),
    fetchIf('blog', () => queryClient.fetchQuery({ ...blogListQueryOptions(), staleTime: 0 })),
    // The closures go with the settings: the device's delivery calendar needs both.
    fetchIf('settings', () =>
      Promise.all([
        queryClient.fetchQuery({ ...shopSettingsQueryOptions(), staleTime: 0 }),
        queryClient.fetchQuery({ ...shopClosuresQueryOptions(), staleTime: 0 }),
      ]),
    ),
  ]);
  others.forEach((other) => {
    if (other.status === 'rejected') logger.warn('Copia offline non aggiornata', other.reason);
  });
  if (products.status === 'rejected')
    logger.warn('Catalogo offline non aggiornato', products.reason);
  await (await import('@/lib/network/network-first')).deviceCopiesWritten();
  const complete =
    (await store.sectionSyncedAt('products')) !== undefined &&
    (await store.sectionSyncedAt('settings')) !== undefined;
  return { rows: await store.readProductRows(), complete };
}

/**
 * What an order placed offline needs of the customer: the account with the invoice data, saved
 * addresses and calendar (decision 015), the recent orders (the order list offline, read-only)
 * and their own price list (decision 012). Answers whether they are all on the device, and
 * whether the customer is a business.
 */
async function refreshAccount(queryClient: QueryClient, userId: string, force: boolean) {
  const copy = await import('@/offline/user-copy');
  const kept = await Promise.all(
    (['profile', 'orders', 'priceList'] as const).map((kind) => copy.readUserRecord(userId, kind)),
  );
  const keptProfile = kept[0]?.data as { customer_type?: string } | undefined;
  const fresh = kept.every(
    (record) => record !== undefined && Date.now() - record.syncedAt < ACCOUNT_FRESHNESS_MS,
  );
  if (fresh && !force)
    return { complete: true, business: keptProfile?.customer_type === 'business' };
  const account = queryClient.fetchQuery({ ...customerProfileQueryOptions(userId), staleTime: 0 });
  const [profile, orders, prices] = await Promise.allSettled([
    account,
    (async () => {
      // A member of a team keeps the business's orders too (decision 015), as far as the role
      // reads them: what the server answers this person is what the device keeps.
      const { customer_id: customerId } = await account;
      const accountIds = customerId === userId ? [userId] : [userId, customerId];
      const page = await fetchOrdersPageWith(
        await getSupabase(),
        accountIds,
        null,
        copy.KEPT_ORDERS,
      );
      await copy.rememberOrders(userId, page.orders, page.next === null ? 'all' : 'newest');
    })(),
    queryClient.fetchQuery({ ...priceListQueryOptions(userId), staleTime: 0 }),
  ]);
  await (await import('@/lib/network/network-first')).deviceCopiesWritten();
  [profile, orders, prices].forEach((part) => {
    if (part.status === 'rejected') logger.warn('Dati dell’account non salvati', part.reason);
  });
  return {
    complete: [profile, orders, prices].every((part) => part.status === 'fulfilled'),
    business: profile.status === 'fulfilled' && profile.value.customer_type === 'business',
  };
}

async function askPersistentStorage(): Promise<void> {
  const storage = navigator.storage as StorageManager | undefined;
  if (!storage?.persist || (await storage.persisted())) return;
  await storage.persist().catch(() => false);
}

/**
 * Keeps shop files outside the precached core (decision 009): those of the account pages
 * (`ACCOUNT_FILES_URL`) on any device someone signed in on, all of them (the blog, the story and
 * legal pages, the chat…: `SHOP_LATER_FILES_URL`) on a device ready for an offline day. Answers
 * whether they are kept.
 */
async function cacheShopLaterFiles(listingUrl: string): Promise<boolean> {
  try {
    const { cacheListedFiles } = await import('@/offline/pwa/listed-files');
    await cacheListedFiles(listingUrl, SHOP_LATER_CACHE_NAME, caches, (url, init) =>
      fetch(url, init),
    );
    return true;
  } catch (error) {
    logger.warn('Pagine offline non salvate', error);
    return false;
  }
}

/**
 * Gets this device ready for a day without connection (issue 20): the app's files held by the
 * service worker, the catalogue, the customer's own data, and every product picture; reports
 * progress and answers what is ready and what is missing, and why. Safe to run again at any
 * time: what is fresh or kept already is not downloaded twice.
 */
export async function prepareOffline(
  queryClient: QueryClient,
  plan: PreparationPlan,
  onProgress: ProgressListener,
): Promise<PreparationOutcome> {
  if (browserIsOffline()) throw new Error('offline');
  onProgress('data', 0, 1);
  // Checkout, orders and profile are not precached: they need a session, so a device keeps
  // them once someone signs in on it (the orders a customer places offline go through them).
  const accountPages = plan.userId ? cacheShopLaterFiles(ACCOUNT_FILES_URL) : undefined;
  const [catalogue, account] = await Promise.all([
    refreshCatalogue(queryClient, plan.force),
    plan.userId ? refreshAccount(queryClient, plan.userId, plan.force) : undefined,
  ]);
  const business = account?.business ?? false;
  const full = plan.full || business;
  // The worker (asked to register at once for anyone signed in: see useOfflineReadiness)
  // installs while the pictures download.
  const workerControls = full ? whenWorkerControls(WORKER_WAIT_MS) : Promise.resolve(true);
  const gaps: ReadinessGap[] = [];
  if (!catalogue.complete) gaps.push({ part: 'catalogue' });
  if (account && !account.complete) gaps.push({ part: 'account' });

  let pictures = 0;
  const rows = catalogue.rows ?? [];
  if (full || !plan.saveData) {
    const urls = full ? productPictureUrls(rows) : cardPictureUrls(rows);
    const { cacheImages, missingPictures, pruneCataloguePictures } =
      await import('@/offline/catalogue/image-warmup');
    const missing = await missingPictures(urls);
    onProgress('pictures', urls.length - missing.length, urls.length);
    const outcome = await cacheImages(missing, (done) =>
      onProgress('pictures', urls.length - missing.length + done, urls.length),
    );
    pictures = urls.length - missing.length + outcome.cached;
    if (full && catalogue.rows) await pruneCataloguePictures(urls);
    if (pictures < urls.length) {
      gaps.push({
        part: 'pictures',
        missing: urls.length - pictures,
        storageFull: outcome.storageFull,
      });
    }
  }
  let appKept = (await accountPages) ?? true;
  if (full) {
    onProgress('app', 0, 1);
    appKept =
      (await workerControls) && (await cacheShopLaterFiles(SHOP_LATER_FILES_URL)) && appKept;
    if (plan.persist || business) await askPersistentStorage();
  }
  if (!appKept) gaps.unshift({ part: 'app' });

  const at = Date.now();
  return {
    business,
    readiness:
      gaps.length === 0
        ? { state: 'ready', at, pictures, withAccount: plan.userId !== null }
        : { state: 'incomplete', at, gaps, lastReadyAt: null },
  };
}
