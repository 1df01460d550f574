import type { ShopSettings } from '@/lib/settings/shop-settings';

/**
 * A `shop_settings` row that differs from the built-in data in every printed field, for
 * component tests that feed it to the query cache (no network, the real rendering path).
 */
export const sampleShopSettings: ShopSettings = {
  id: true,
  company_name: 'Forno di Prova S.r.l.',
  street_address: 'Corso Francia 5',
  postal_code: '10138',
  city: 'Torino',
  province: 'TO',
  vat_number: '00743110157',
  tax_code: '00743110157',
  tax_regime: 'RF01',
  invoice_payment_days: 30,
  pec: 'fornodiprova@pec.it',
  rea: 'TO-0000001',
  share_capital: '€ 20.000 i.v.',
  email: 'ciao@fornodiprova.it',
  phone: '+39 011 123 4567',
  whatsapp: null,
  instagram_url: 'https://www.instagram.com/fornodiprova',
  facebook_url: null,
  x_url: 'https://x.com/fornodiprova',
  linkedin_url: null,
  youtube_url: null,
  tiktok_url: 'https://www.tiktok.com/@fornodiprova',
  shipping_fee: 7.9,
  free_shipping_threshold: 50,
  order_cutoff_time: '14:00:00',
  bank_account_holder: null,
  iban: null,
  bank_name: null,
  cash_on_delivery_enabled: true,
  cash_on_delivery_provinces: ['TO'],
  paypal_enabled: true,
  satispay_enabled: false,
  payment_hold_minutes: 30,
  ribbon_texts: ['Pane fresco ogni mattina', '  ', 'Consegna refrigerata'],
  updated_at: '2026-11-01T08:00:00+00:00',
};
