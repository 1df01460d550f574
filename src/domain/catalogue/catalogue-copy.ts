import type { CatalogueFilters } from '@/domain/catalogue/product-filters';
import { providedPart } from '@/lib/provided-part';
import type { Tables } from '@/types/database.gen';

/**
 * The catalogue's copy on the device, as the catalogue's reads use it (decision 007). The
 * offline layer implements it (src/offline/catalogue/catalogue-store.ts); every read answers
 * undefined when the device has no trustworthy copy yet.
 */
export interface CatalogueCopy {
  storeProductList(filters: CatalogueFilters, rows: readonly Tables<'products'>[]): Promise<void>;
  readProductRows(): Promise<Tables<'products'>[] | undefined>;
  /** The server's answer for one slug: the row, or null when there is none. */
  storeProduct(slug: string, row: Tables<'products'> | null): Promise<void>;
  /** Null when the whole catalogue is kept and the slug is not in it. */
  readProductRow(slug: string): Promise<Tables<'products'> | null | undefined>;
}

export const catalogueCopy = providedPart<CatalogueCopy>('La copia del catalogo');
