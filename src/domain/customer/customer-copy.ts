import type { CurrentCustomer } from '@/domain/customer/current-customer';
import type { PriceListRows } from '@/domain/pricing/price-list';
import { type KeptCopy, providedPart } from '@/lib/provided-part';

/**
 * The signed-in customer's profile and price list kept on the device for an offline day
 * (issue 20, decision 012). The offline layer implements it (src/offline/user-copy.ts).
 */
export interface CustomerCopy {
  /** Keeps the profile; another account than the kept one drops that account's orders. */
  rememberProfile(userId: string, profile: CurrentCustomer): Promise<void>;
  readProfile(userId: string): Promise<KeptCopy<CurrentCustomer> | undefined>;
  storePriceList(userId: string, rows: PriceListRows): Promise<void>;
  readPriceList(userId: string): Promise<KeptCopy<PriceListRows> | undefined>;
}

export const customerCopy = providedPart<CustomerCopy>('La copia del cliente');
