import { shopInfo, socialProfiles } from '@/domain/shop/shop-info';

/** schema.org WebSite with the sitelinks search box pointing at the product search. */
export function websiteJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: shopInfo.brandName,
    url: `${origin}/`,
    inLanguage: 'it-IT',
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}/products?search={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** schema.org Organization: the company behind the shop, with its legal data and profiles. */
export function organizationJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shopInfo.brandName,
    legalName: shopInfo.legalName,
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
    email: shopInfo.email,
    telephone: shopInfo.phone,
    vatID: `IT${shopInfo.vatNumber}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shopInfo.address.street,
      postalCode: shopInfo.address.postalCode,
      addressLocality: shopInfo.address.city,
      addressRegion: shopInfo.address.province,
      addressCountry: shopInfo.address.countryCode,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: shopInfo.email,
      telephone: shopInfo.phone,
      areaServed: 'IT',
      availableLanguage: ['Italian'],
    },
    sameAs: socialProfiles.map((profile) => profile.url),
  };
}

/**
 * A JSON-LD block for a route's `head().scripts`. `<` is escaped so no value can close the
 * script element early.
 */
export function jsonLdScript(data: object): { type: string; children: string } {
  return { type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') };
}

/** One step of a page's place in the site, for BreadcrumbList. */
export interface BreadcrumbStep {
  name: string;
  /** Path on the site, e.g. '/products'. */
  path: string;
}

/** schema.org BreadcrumbList: Home, then `steps` (the last is the page itself). */
export function breadcrumbJsonLd(steps: BreadcrumbStep[], origin: string) {
  const trail = [{ name: 'Home', path: '/' }, ...steps];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: `${origin}${step.path}`,
    })),
  };
}
