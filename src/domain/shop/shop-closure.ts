/** A period the bakery does not deliver (`shop_closures`), both days included. */
export interface ShopClosure {
  starts_on: string;
  ends_on: string;
  reason: string;
}
