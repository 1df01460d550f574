/**
 * The bakery's legal and contact data, in one place until the shop settings come from the
 * database. The footer, the legal pages and the structured data all read from here.
 */
export const shopInfo = {
  brandName: 'Bottega del Bun',
  legalName: 'Bottega del Bun S.r.l.',
  address: {
    street: 'Via Pastrengo 18',
    postalCode: '10024',
    city: 'Moncalieri',
    province: 'TO',
    region: 'Piemonte',
    countryCode: 'IT',
  },
  vatNumber: '09456120014',
  reaNumber: 'TO-1187654',
  email: 'info@bottegadelbun.it',
  /** As printed; `phoneHref` is the dialable form for `tel:` links. */
  phone: '+39 011 640 1234',
  phoneHref: 'tel:+390116401234',
} as const;

/** One line of the registered office, as Italian law wants it printed. */
export const shopAddressLine = `${shopInfo.address.street}, ${shopInfo.address.postalCode} ${shopInfo.address.city} (${shopInfo.address.province})`;

export type SocialNetwork = 'Instagram' | 'Facebook' | 'X' | 'LinkedIn' | 'YouTube' | 'TikTok';

export interface SocialProfile {
  network: SocialNetwork;
  url: string;
}

/** The shop's profiles, in the order the footer shows them. */
export const socialProfiles: readonly SocialProfile[] = [
  { network: 'Instagram', url: 'https://www.instagram.com/bottegadelbun' },
  { network: 'Facebook', url: 'https://www.facebook.com/bottegadelbun' },
  { network: 'X', url: 'https://x.com/bottegadelbun' },
  { network: 'LinkedIn', url: 'https://www.linkedin.com/company/bottegadelbun' },
  { network: 'YouTube', url: 'https://www.youtube.com/@bottegadelbun' },
  { network: 'TikTok', url: 'https://www.tiktok.com/@bottegadelbun' },
];
