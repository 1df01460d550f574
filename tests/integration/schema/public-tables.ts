/**
 * Every table of the public schema. The RLS matrix must have a row for each, and the catalogue
 * test checks this list against pg_catalog, so a new table cannot slip in without RLS tests.
 */
export const publicTables = [
  'admin_notifications',
  'admin_users',
  'blog_posts',
  'cart_items',
  'carts',
  'contact_messages',
  'customer_price_tiers',
  'customer_prices',
  'delivery_addresses',
  'delivery_notes',
  'field_measures',
  'homepage_carousel',
  'invoices',
  'newsletter_subscribers',
  'order_items',
  'order_status_history',
  'orders',
  'products',
  'profiles',
  'shop_settings',
  'standing_order_changes',
  'standing_order_lines',
  'standing_order_runs',
  'standing_orders',
] as const;
