/**
 * What every route of the spec's route table (§2) shows: its address (with sample params),
 * the `<title>` and the `<h1>`. Shared by the unit route tests and the e2e shell specs.
 */
export interface RouteExpectation {
  path: string;
  title: string;
  heading: string;
}

const suffix = ' | Bottega del Bun';

export const routeExpectations: readonly RouteExpectation[] = [
  {
    path: '/',
    title: 'Bottega del Bun · Bun artigianali per hamburger, vicino a Torino',
    heading: 'Bun artigianali per i tuoi hamburger',
  },
  { path: '/products', title: `Prodotti${suffix}`, heading: 'Prodotti' },
  {
    path: '/products/bun-classico-al-sesamo',
    title: `Bun classico al sesamo${suffix}`,
    heading: 'Bun classico al sesamo',
  },
  { path: '/business', title: `Per Ristoratori${suffix}`, heading: 'Per Ristoratori' },
  { path: '/blog', title: `Blog${suffix}`, heading: 'Blog' },
  {
    path: '/blog/come-conservare-i-bun',
    title: `Come conservare i bun${suffix}`,
    heading: 'Come conservare i bun',
  },
  { path: '/about', title: `Chi Siamo${suffix}`, heading: 'Chi Siamo' },
  { path: '/contact', title: `Contatti${suffix}`, heading: 'Contatti' },
  { path: '/process', title: `Il Nostro Processo${suffix}`, heading: 'Il Nostro Processo' },
  { path: '/cart', title: `Carrello${suffix}`, heading: 'Carrello' },
  { path: '/login', title: `Accedi${suffix}`, heading: 'Accedi' },
  { path: '/register', title: `Registrati${suffix}`, heading: 'Registrati' },
  {
    path: '/forgot-password',
    title: `Password dimenticata${suffix}`,
    heading: 'Password dimenticata',
  },
  { path: '/reset-password', title: `Nuova password${suffix}`, heading: 'Nuova password' },
  { path: '/profile', title: `Il mio profilo${suffix}`, heading: 'Il mio profilo' },
  { path: '/orders', title: `I miei ordini${suffix}`, heading: 'I miei ordini' },
  {
    path: '/checkout/success/cs_test_a1B2c3D4e5F6',
    title: `Conferma dell’ordine${suffix}`,
    heading: 'Conferma dell’ordine',
  },
  { path: '/privacy-policy', title: `Privacy Policy${suffix}`, heading: 'Privacy Policy' },
  {
    path: '/terms-of-service',
    title: `Condizioni generali di vendita${suffix}`,
    heading: 'Condizioni generali di vendita',
  },
  { path: '/cookie-policy', title: `Cookie Policy${suffix}`, heading: 'Cookie Policy' },
  { path: '/admin', title: `Area Admin${suffix}`, heading: 'Area Admin' },
  { path: '/admin/products', title: `Gestione prodotti${suffix}`, heading: 'Gestione prodotti' },
  { path: '/admin/products/new', title: `Nuovo prodotto${suffix}`, heading: 'Nuovo prodotto' },
  {
    path: '/admin/products/3f2a1b2c-1111-2222-3333-444455556666/edit',
    title: `Modifica prodotto${suffix}`,
    heading: 'Modifica prodotto',
  },
  { path: '/admin/orders', title: `Gestione ordini${suffix}`, heading: 'Gestione ordini' },
  { path: '/admin/customers', title: `Clienti${suffix}`, heading: 'Clienti' },
  { path: '/admin/newsletter', title: `Newsletter${suffix}`, heading: 'Newsletter' },
  {
    path: '/admin/settings',
    title: `Impostazioni del negozio${suffix}`,
    heading: 'Impostazioni del negozio',
  },
  { path: '/admin/blog', title: `Gestione blog${suffix}`, heading: 'Gestione blog' },
  { path: '/admin/blog/new', title: `Nuovo articolo${suffix}`, heading: 'Nuovo articolo' },
  { path: '/admin/blog/7/edit', title: `Modifica articolo${suffix}`, heading: 'Modifica articolo' },
  {
    path: '/admin/carousel',
    title: `Carosello della home${suffix}`,
    heading: 'Carosello della home',
  },
];

/** An address no route matches. */
export const unknownPath = '/pagina-che-non-esiste/davvero';
export const notFoundTitle = `Pagina non trovata${suffix}`;
