import { offlineDb, type OfflineDatabase } from '@/offline/db';

/**
 * Deletes the whole catalogue copy (products, carousel, blog, settings and their stamps): the
 * room an order prepared offline needs when the device has none left. Refilled online.
 */
export async function forgetCatalogueCopy(db: OfflineDatabase = offlineDb()): Promise<void> {
  await db.transaction(
    'rw',
    [db.products, db.carousel, db.blogPosts, db.settings, db.sectionStamps],
    async () => {
      await Promise.all([
        db.products.clear(),
        db.carousel.clear(),
        db.blogPosts.clear(),
        db.settings.clear(),
        db.sectionStamps.clear(),
      ]);
    },
  );
}
