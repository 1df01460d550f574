/**
 * What every route of the spec's route table (§2) shows: its address (with sample params),
 * the `<title>` and the `<h1>`. Shared by the unit route tests and the e2e shell specs.
 */
export interface RouteExpectation {
  path: string;
  title: string;
  heading: string;
  /**
   * What the page needs beyond the app itself: `data` pages read rows from the stack (the
   * unit tests have none, the e2e run has the seeded one); `admin` pages sit behind the admin
   * guard (anonymous visitors are sent to /login).
   */
  needs?: 'data' | 'admin';
}

/** Pages that render from the app alone: what the unit tests and the offline shell check. */
export const isStaticRoute = (route: RouteExpectation) => route.needs === undefined;

const suffix = ' | Bottega del Bun';

export const routeExpectations: readonly RouteExpectation[] = [
  {
    path: '/',
    title: 'Bottega del Bun · Bun artigianali per hamburger, vicino a Torino',
    heading: 'Bun artigianali per i tuoi hamburger',
  },
  { path: '/products', title: `Prodotti${suffix}`, heading: 'Prodotti' },
  {
    path: '/products/bun-classico',
    title: `Bun Classico${suffix}`,
    heading: 'Bun Classico',
    needs: 'data',
  },
  { path: '/business', title: `Per Ristoratori${suffix}`, heading: 'Per Ristoratori' },
  { path: '/blog', title: `Blog${suffix}`, heading: 'Blog' },
  {
    path: '/blog/come-scaldare-i-bun',
    title: `Come scaldare i bun: la guida della Bottega${suffix}`,
    heading: 'Come scaldare i bun: la guida della Bottega',
    needs: 'data',
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
  { path: '/orders/in-attesa', title: `Ordini in attesa${suffix}`, heading: 'Ordini in attesa' },
  { path: '/ordine-fisso', title: `Ordine fisso${suffix}`, heading: 'Ordine fisso' },
  { path: '/ordine-rapido', title: `Ordine rapido${suffix}`, heading: 'Ordine rapido' },
  {
    path: '/orders/BDB-2026-000001',
    title: `Ordine BDB-2026-000001${suffix}`,
    heading: 'Ordine BDB-2026-000001',
  },
  { path: '/checkout', title: `Checkout${suffix}`, heading: 'Completa l’ordine' },
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
  { path: '/admin', title: `Area Admin${suffix}`, heading: 'Area Admin', needs: 'admin' },
  {
    path: '/admin/products',
    title: `Gestione prodotti${suffix}`,
    heading: 'Gestione prodotti',
    needs: 'admin',
  },
  {
    path: '/admin/products/new',
    title: `Nuovo prodotto${suffix}`,
    heading: 'Nuovo prodotto',
    needs: 'admin',
  },
  {
    path: '/admin/products/3f2a1b2c-1111-2222-3333-444455556666/edit',
    title: `Modifica prodotto${suffix}`,
    heading: 'Modifica prodotto',
    needs: 'admin',
  },
  {
    path: '/admin/orders',
    title: `Gestione ordini${suffix}`,
    heading: 'Gestione ordini',
    needs: 'admin',
  },
  {
    path: '/admin/orders/production',
    title: `Piano di produzione${suffix}`,
    heading: 'Piano di produzione',
    needs: 'admin',
  },
  { path: '/admin/customers', title: `Clienti${suffix}`, heading: 'Clienti', needs: 'admin' },
  {
    path: '/admin/newsletter',
    title: `Newsletter${suffix}`,
    heading: 'Newsletter',
    needs: 'admin',
  },
  {
    path: '/admin/settings',
    title: `Impostazioni del negozio${suffix}`,
    heading: 'Impostazioni del negozio',
    needs: 'admin',
  },
  {
    path: '/admin/notifiche',
    title: `Notifiche${suffix}`,
    heading: 'Notifiche',
    needs: 'admin',
  },
  {
    path: '/admin/security',
    title: `Sicurezza dell’accesso${suffix}`,
    heading: 'Sicurezza dell’accesso',
    needs: 'admin',
  },
  {
    path: '/admin/blog',
    title: `Gestione blog${suffix}`,
    heading: 'Gestione blog',
    needs: 'admin',
  },
  {
    path: '/admin/blog/new',
    title: `Nuovo articolo${suffix}`,
    heading: 'Nuovo articolo',
    needs: 'admin',
  },
  {
    path: '/admin/blog/7/edit',
    title: `Modifica articolo${suffix}`,
    heading: 'Modifica articolo',
    needs: 'admin',
  },
  {
    path: '/admin/carousel',
    title: `Carosello della home${suffix}`,
    heading: 'Carosello della home',
    needs: 'admin',
  },
];

/** An address no route matches. */
export const unknownPath = '/pagina-che-non-esiste/davvero';
export const notFoundTitle = `Pagina non trovata${suffix}`;
