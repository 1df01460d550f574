import type { ShopSettings } from '@/domain/shop/shop-settings';
import {
  shopInfo,
  socialProfiles,
  type SocialNetwork,
  type SocialProfile,
} from '@/domain/shop/shop-info';

/** The shop's identity and contacts as the pages print them. */
export interface ShopDetails {
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  province: string;
  /** 'Via Pastrengo 18, 10024 Moncalieri (TO)'. */
  addressLine: string;
  vatNumber: string;
  rea: string;
  /** As printed, e.g. '€ 10.000 i.v.'; null until the database says. */
  shareCapital: string | null;
  email: string;
  phone: string;
  /** The dialable form for `tel:` links. */
  phoneHref: string;
  /** Profiles that are set, in the footer's order. */
  socials: readonly SocialProfile[];
  /** The header ribbon's promises; empty means "use the built-in ones". */
  ribbonTexts: readonly string[];
}

/** `tel:` address of a number as people write it: '+39 011 640 1234' → 'tel:+390116401234'. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** What the app knows without the database: the fallback while settings load or offline. */
export const fallbackShopDetails: ShopDetails = {
  legalName: shopInfo.legalName,
  street: shopInfo.address.street,
  postalCode: shopInfo.address.postalCode,
  city: shopInfo.address.city,
  province: shopInfo.address.province,
  addressLine: formatAddressLine(
    shopInfo.address.street,
    shopInfo.address.postalCode,
    shopInfo.address.city,
    shopInfo.address.province,
  ),
  vatNumber: shopInfo.vatNumber,
  rea: shopInfo.reaNumber,
  shareCapital: null,
  email: shopInfo.email,
  phone: shopInfo.phone,
  phoneHref: shopInfo.phoneHref,
  socials: socialProfiles,
  ribbonTexts: [],
};

function formatAddressLine(street: string, postalCode: string, city: string, province: string) {
  return `${street}, ${postalCode} ${city} (${province})`;
}

const socialColumns: Record<SocialNetwork, keyof ShopSettings> = {
  Instagram: 'instagram_url',
  Facebook: 'facebook_url',
  X: 'x_url',
  LinkedIn: 'linkedin_url',
  YouTube: 'youtube_url',
  TikTok: 'tiktok_url',
};

/**
 * The `shop_settings` row as `ShopDetails`; without a row (loading, offline, failed) the
 * built-in data of `@/domain/shop/shop-info`. A social network whose URL an admin cleared is left out.
 */
export function shopDetailsFromSettings(settings: ShopSettings | undefined): ShopDetails {
  if (!settings) return fallbackShopDetails;
  const socials = socialProfiles.flatMap((profile): SocialProfile[] => {
    const url = settings[socialColumns[profile.network]];
    return typeof url === 'string' && url ? [{ network: profile.network, url }] : [];
  });
  return {
    legalName: settings.company_name,
    street: settings.street_address,
    postalCode: settings.postal_code,
    city: settings.city,
    province: settings.province,
    addressLine: formatAddressLine(
      settings.street_address,
      settings.postal_code,
      settings.city,
      settings.province,
    ),
    vatNumber: settings.vat_number,
    rea: settings.rea,
    shareCapital: settings.share_capital || null,
    email: settings.email,
    phone: settings.phone,
    phoneHref: phoneHref(settings.phone),
    socials,
    ribbonTexts: settings.ribbon_texts.map((text) => text.trim()).filter(Boolean),
  };
}
