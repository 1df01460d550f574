import { slugToLabel } from '@/lib/slug-label';

/** One step of the breadcrumb. */
export interface Crumb {
  label: string;
  href: string;
  /** The visitor is on this page (the last crumb). */
  current: boolean;
  /** A real page exists at `href` (e.g. /checkout is only a prefix, not a page). */
  linkable: boolean;
}

/** Italian labels of path segments (spec §2). */
export const segmentLabels: Readonly<Record<string, string>> = {
  products: 'Prodotti',
  about: 'Chi Siamo',
  contact: 'Contatti',
  business: 'Per Ristoratori',
  cart: 'Carrello',
  blog: 'Blog',
  process: 'Il Nostro Processo',
  profile: 'Profilo',
  orders: 'I miei ordini',
  'ordine-fisso': 'Ordine fisso',
  'ordine-rapido': 'Ordine rapido',
  account: 'Il mio Account',
  checkout: 'Checkout',
  success: 'Ordine confermato',
  login: 'Accedi',
  register: 'Registrati',
  'forgot-password': 'Password dimenticata',
  'reset-password': 'Nuova password',
  'privacy-policy': 'Privacy Policy',
  'terms-of-service': 'Condizioni di vendita',
  'cookie-policy': 'Cookie Policy',
  admin: 'Area Admin',
  customers: 'Clienti',
  newsletter: 'Newsletter',
  settings: 'Impostazioni',
  carousel: 'Carosello',
  new: 'Nuovo',
  edit: 'Modifica',
};

/** Inside the admin area the same words name the shop's data, not the visitor's. */
const adminSegmentLabels: Readonly<Record<string, string>> = {
  orders: 'Ordini',
  production: 'Piano di produzione',
  invoices: 'Fatture',
  'business-requests': 'Richieste business',
  overdue: 'Scaduti',
  calendar: 'Calendario',
  performance: 'Prestazioni',
  security: 'Sicurezza',
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OPAQUE_ID_PATTERN = /^(?=.*\d)[A-Za-z0-9_]{12,}$/;
/** A Stripe Checkout session ('cs_test_…', 'cs_live_…'): the buyer knows it as the payment. */
const CHECKOUT_SESSION_PATTERN = /^cs_(test|live)_\w+$/;
/** Order numbers as customers read them on e-mails and invoices: BDB-2026-000123. */
const ORDER_NUMBER_PATTERN = /^BDB-\d{4}-\d{6,}$/;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A readable label for one segment: the Italian name of a known page, a short reference for
 * an id (uuid, number, payment session), or the slug turned into words.
 */
export function labelForSegment(segment: string, inAdminArea = false): string {
  const known = (inAdminArea ? adminSegmentLabels[segment] : undefined) ?? segmentLabels[segment];
  if (known) return known;
  const decoded = decodeSegment(segment);
  if (ORDER_NUMBER_PATTERN.test(decoded)) return decoded;
  if (CHECKOUT_SESSION_PATTERN.test(decoded)) return 'Pagamento';
  if (UUID_PATTERN.test(decoded)) return `#${decoded.slice(0, 8)}`;
  if (/^\d+$/.test(decoded)) return `#${decoded}`;
  if (OPAQUE_ID_PATTERN.test(decoded) && !decoded.includes('-')) return `#${decoded.slice(-8)}`;
  return slugToLabel(segment);
}

/** Label of the last crumb on an address the shop does not know. */
export const NOT_FOUND_CRUMB = 'Pagina non trovata';

/**
 * The breadcrumb for `pathname`, built from its segments: Home, then one crumb per segment.
 * The home page has none. `isPage` tells which prefixes are real pages worth a link. An
 * unknown address gets Home › Pagina non trovata rather than words made from a wrong URL.
 * `currentLabel` names the last crumb when the page knows better than its slug (a product's
 * or an article's real name).
 */
export interface BreadcrumbNames {
  notFound?: boolean;
  currentLabel?: string;
  /**
   * Names for segments the address carries as ids, from the pages' loaders: the product's
   * name for its id in /admin/products/<id>/edit, not "#3df2b560".
   */
  segmentNames?: Readonly<Record<string, string>>;
}

export function buildBreadcrumb(
  pathname: string,
  isPage: (path: string) => boolean,
  { notFound = false, currentLabel, segmentNames = {} }: BreadcrumbNames = {},
): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (notFound) {
    return [
      { label: 'Home', href: '/', current: false, linkable: true },
      { label: NOT_FOUND_CRUMB, href: pathname, current: true, linkable: false },
    ];
  }
  if (segments.length === 0) return [];
  const inAdminArea = segments[0] === 'admin';
  const crumbs: Crumb[] = [{ label: 'Home', href: '/', current: false, linkable: true }];
  segments.forEach((segment, index) => {
    const href = `/${segments.slice(0, index + 1).join('/')}`;
    const current = index === segments.length - 1;
    crumbs.push({
      label:
        (current ? currentLabel : undefined) ??
        segmentNames[decodeSegment(segment)] ??
        labelForSegment(segment, inAdminArea),
      href,
      current,
      linkable: !current && isPage(href),
    });
  });
  return crumbs;
}

/**
 * The back office's breadcrumb (its own app, decision 009): from the dashboard, "Panoramica",
 * instead of the shop's Home › Area Admin. None on the dashboard itself.
 */
export function buildAdminBreadcrumb(
  pathname: string,
  isPage: (path: string) => boolean,
  names: Omit<BreadcrumbNames, 'notFound'> = {},
): Crumb[] {
  const [, admin, ...rest] = buildBreadcrumb(pathname, isPage, names);
  if (!admin || rest.length === 0) return [];
  return [{ ...admin, label: 'Panoramica', linkable: true }, ...rest];
}
