import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '@/domain/cart/cart-store';
import { consentStore } from '@/domain/consent/consent-store';
import { renderApp } from '@/test/render';

afterEach(() => {
  act(() => cartStore.setItems([]));
  localStorage.clear();
  vi.restoreAllMocks();
});

/** The cookie banner would sit over the page: decide once, like a returning visitor. */
function asReturningVisitor() {
  if (consentStore.getState().record === null) consentStore.decide('rejected-all');
}

describe('main menu', () => {
  it('lists the seven items of spec §2 and marks the current one', async () => {
    asReturningVisitor();
    await renderApp('/about');
    const menu = screen.getByRole('navigation', { name: 'Menu principale' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Prodotti', '/products'],
      ['Il Nostro Processo', '/process'],
      ['Chi Siamo', '/about'],
      ['Blog', '/blog'],
      ['Per Ristoratori', '/business'],
      ['Contatti', '/contact'],
    ]);
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Chi Siamo' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(within(menu).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('keeps Prodotti current on a product page and with a search', async () => {
    asReturningVisitor();
    await renderApp('/products/bun-nero?x=1');
    const menu = screen.getByRole('navigation', { name: 'Menu principale' });
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Prodotti' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  });
});

describe('breadcrumb', () => {
  it('is absent on the home page', async () => {
    asReturningVisitor();
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Percorso' })).toBeNull();
  });

  it('links real pages only and marks the current one', async () => {
    asReturningVisitor();
    await renderApp('/checkout/success/cs_test_a1B2c3D4e5F6');
    const trail = await screen.findByRole('navigation', { name: 'Percorso' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Checkout']);
    expect(within(trail).getByText('Pagamento')).toHaveAttribute('aria-current', 'page');
  });

  it('links the parent page of a product', async () => {
    asReturningVisitor();
    await renderApp('/products/bun-classico');
    const trail = await screen.findByRole('navigation', { name: 'Percorso' });
    expect(within(trail).getByRole('link', { name: 'Prodotti' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(within(trail).getByText('Bun classico')).toHaveAttribute('aria-current', 'page');
  });
});

describe('header', () => {
  it('shows the cart count from the cart store', async () => {
    asReturningVisitor();
    await renderApp('/');
    expect(screen.getByRole('link', { name: 'Carrello, vuoto' })).toHaveAttribute('href', '/cart');
    act(() =>
      cartStore.setItems([
        { product: { id: 'classico', price: 4.5 }, quantity: 2 },
        { product: { id: 'patata', price: 5 } },
        { product: { id: 'nero', price: 5 }, quantity: 1 },
      ]),
    );
    expect(screen.getByRole('link', { name: 'Carrello, 3 articoli' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
  });

  it('offers Login and Registrati to anonymous visitors, and the logo goes home', async () => {
    asReturningVisitor();
    await renderApp('/about');
    const header = screen.getByRole('banner');
    // Login brings the visitor back to the page they were on.
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fabout',
    );
    expect(within(header).getByRole('link', { name: 'Registrati' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(header).getByRole('link', { name: /Bottega del Bun/ })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

describe('mobile drawer', () => {
  it('opens from the burger, lists both sections and closes on a choice', async () => {
    asReturningVisitor();
    const { router } = await renderApp('/about');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Apri menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(screen.getByRole('button', { name: 'Chiudi menu', expanded: true })).toBeInTheDocument();
    expect(within(drawer).getByText('Esplora il gusto dei nostri panini')).toBeInTheDocument();
    const sections = within(drawer).getAllByRole('navigation');
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual([
      'Naviga',
      'Scopri di più',
    ]);
    expect(
      within(sections[0] as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Prodotti', 'Il Nostro Processo']);
    expect(
      within(sections[1] as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Chi Siamo', 'Blog', 'Per Ristoratori', 'Contatti']);
    for (const link of within(drawer).getAllByRole('link'))
      expect(link.querySelector('svg')).not.toBeNull();
    expect(within(drawer).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Registrati' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('link', { name: 'Prodotti' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(router.state.location.pathname).toBe('/products');
    expect(screen.getByRole('button', { name: 'Apri menu', expanded: false })).toBeInTheDocument();
  });
});

describe('route change', () => {
  it('leaves the scroll position alone on the first load (a reload keeps its place)', async () => {
    asReturningVisitor();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'Chi Siamo' });
    expect(scrollTo).not.toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('scrolls the page back to the top', async () => {
    asReturningVisitor();
    const { router } = await renderApp('/about');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await act(() => router.navigate({ to: '/contact' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});

describe('footer', () => {
  it('carries the social links, contacts, legal data and the current year', async () => {
    asReturningVisitor();
    await renderApp('/about');
    const footer = screen.getByRole('contentinfo');
    const socials = within(footer).getByRole('list', { name: 'I nostri profili social' });
    const links = within(socials).getAllByRole('link');
    expect(links).toHaveLength(6);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(footer).getByRole('link', { name: 'info@bottegadelbun.it' })).toHaveAttribute(
      'href',
      'mailto:info@bottegadelbun.it',
    );
    expect(within(footer).getByRole('link', { name: '+39 011 640 1234' })).toHaveAttribute(
      'href',
      'tel:+390116401234',
    );
    expect(within(footer).getByRole('link', { name: 'Scrivici' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(footer).getByRole('link', { name: 'Condizioni di vendita' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(within(footer).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Bottega del Bun S.r.l. — Tutti i diritti riservati`,
    );
    expect(footer).toHaveTextContent('Partita IVA 09456120014');
    expect(footer).toHaveTextContent('REA TO-1187654');
    expect(footer).toHaveTextContent('Via Pastrengo 18, 10024 Moncalieri (TO)');
  });

  it('scrolls to the top with its button', async () => {
    asReturningVisitor();
    await renderApp('/about');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Torna su' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
