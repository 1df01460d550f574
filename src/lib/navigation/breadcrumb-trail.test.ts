import { describe, expect, it } from 'vitest';
import {
  buildAdminBreadcrumb,
  buildBreadcrumb,
  labelForSegment,
  NOT_FOUND_CRUMB,
} from '@/lib/navigation/breadcrumb-trail';

const everyPrefixIsAPage = () => true;
const labels = (pathname: string) =>
  buildBreadcrumb(pathname, everyPrefixIsAPage).map((crumb) => crumb.label);

describe('buildBreadcrumb', () => {
  it('is empty on the home page', () => {
    expect(buildBreadcrumb('/', everyPrefixIsAPage)).toEqual([]);
  });

  it('uses the Italian labels of spec §2', () => {
    expect(labels('/products')).toEqual(['Home', 'Prodotti']);
    expect(labels('/about')).toEqual(['Home', 'Chi Siamo']);
    expect(labels('/contact')).toEqual(['Home', 'Contatti']);
    expect(labels('/business')).toEqual(['Home', 'Per Ristoratori']);
    expect(labels('/cart')).toEqual(['Home', 'Carrello']);
    expect(labels('/process')).toEqual(['Home', 'Il Nostro Processo']);
    expect(labels('/orders')).toEqual(['Home', 'I miei ordini']);
    expect(labels('/orders/BDB-2026-000123')).toEqual(['Home', 'I miei ordini', 'BDB-2026-000123']);
    expect(labels('/terms-of-service')).toEqual(['Home', 'Condizioni di vendita']);
  });

  it('turns slugs into words', () => {
    expect(labels('/products/bun-classico-al-sesamo')).toEqual([
      'Home',
      'Prodotti',
      'Bun classico al sesamo',
    ]);
    expect(labels('/blog/come-conservare_i-bun')).toEqual([
      'Home',
      'Blog',
      'Come conservare i bun',
    ]);
    expect(labels('/blog/perch%C3%A9-il-lievito-madre')).toEqual([
      'Home',
      'Blog',
      'Perché il lievito madre',
    ]);
  });

  it('shortens ids and names admin data', () => {
    expect(labels('/admin/products/3f2a1b2c-1111-2222-3333-444455556666/edit')).toEqual([
      'Home',
      'Area Admin',
      'Prodotti',
      '#3f2a1b2c',
      'Modifica',
    ]);
    expect(labels('/admin/orders')).toEqual(['Home', 'Area Admin', 'Ordini']);
    // Every page of the console's menu is named in Italian, never by its English path.
    expect(labels('/admin/invoices').at(-1)).toBe('Fatture');
    expect(labels('/admin/business-requests').at(-1)).toBe('Richieste business');
    expect(labels('/admin/overdue').at(-1)).toBe('Scaduti');
    expect(labels('/admin/calendar').at(-1)).toBe('Calendario');
    expect(labels('/admin/performance').at(-1)).toBe('Prestazioni');
    expect(labels('/admin/orders/production').at(-1)).toBe('Piano di produzione');
    expect(labels('/admin/blog/42/edit')).toEqual([
      'Home',
      'Area Admin',
      'Blog',
      '#42',
      'Modifica',
    ]);
  });

  it('names a payment session, never its raw id', () => {
    for (const session of ['cs_test_a1B2c3D4e5F6g7H8', 'cs_test_sconosciuto', 'cs_live_x9Y8']) {
      expect(labels(`/checkout/success/${session}`)).toEqual([
        'Home',
        'Checkout',
        'Ordine confermato',
        'Pagamento',
      ]);
    }
  });

  it('links every crumb but the current one, and only to real pages', () => {
    const crumbs = buildBreadcrumb(
      '/checkout/success/abc',
      (path) => path !== '/checkout' && path !== '/checkout/success',
    );
    expect(crumbs.map(({ href, current, linkable }) => ({ href, current, linkable }))).toEqual([
      { href: '/', current: false, linkable: true },
      { href: '/checkout', current: false, linkable: false },
      { href: '/checkout/success', current: false, linkable: false },
      { href: '/checkout/success/abc', current: true, linkable: false },
    ]);
  });

  it("uses the page's own name for the last crumb when it has one", () => {
    expect(
      buildBreadcrumb('/products/bun-classico', everyPrefixIsAPage, {
        currentLabel: 'Bun Classico',
      }).map((crumb) => crumb.label),
    ).toEqual(['Home', 'Prodotti', 'Bun Classico']);
  });

  it('ignores trailing slashes', () => {
    expect(labels('/products/')).toEqual(['Home', 'Prodotti']);
  });

  it('names an unknown address plainly', () => {
    expect(
      buildBreadcrumb('/qualcosa/che-non-esiste', everyPrefixIsAPage, { notFound: true }),
    ).toEqual([
      { label: 'Home', href: '/', current: false, linkable: true },
      { label: NOT_FOUND_CRUMB, href: '/qualcosa/che-non-esiste', current: true, linkable: false },
    ]);
  });
});

describe('labelForSegment', () => {
  it('keeps a broken escape readable', () => {
    expect(labelForSegment('100%-farina')).toBe('100% farina');
  });
});

describe('buildAdminBreadcrumb', () => {
  const productId = '3df2b560-1111-4222-8333-444455556666';
  const product = `/admin/products/${productId}/edit`;
  // /admin/products/<id> is not a page of its own: only the edit form is.
  const isPage = (path: string) => path !== `/admin/products/${productId}`;

  it('starts from the dashboard and names a product by its name, not its id', () => {
    expect(
      buildAdminBreadcrumb(product, isPage, { segmentNames: { [productId]: 'Bun Classico' } }),
    ).toEqual([
      { label: 'Panoramica', href: '/admin', current: false, linkable: true },
      { label: 'Prodotti', href: '/admin/products', current: false, linkable: true },
      {
        label: 'Bun Classico',
        href: `/admin/products/${productId}`,
        current: false,
        linkable: false,
      },
      { label: 'Modifica', href: product, current: true, linkable: false },
    ]);
  });

  it('has none on the dashboard, and the order number on an order', () => {
    expect(buildAdminBreadcrumb('/admin', isPage)).toEqual([]);
    expect(
      buildAdminBreadcrumb('/admin/orders/abc', isPage, { currentLabel: 'BDB-2026-000123' }).map(
        (crumb) => crumb.label,
      ),
    ).toEqual(['Panoramica', 'Ordini', 'BDB-2026-000123']);
  });
});
