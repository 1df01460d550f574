import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import {
  isStaticRoute,
  notFoundTitle,
  routeExpectations,
  unknownPath,
} from '../../tests/unit/route-expectations';

afterEach(() => localStorage.clear());

describe('route table (spec §2)', () => {
  // Pages reading rows from the stack are checked by the e2e route spec against the seed.
  it.each(routeExpectations.filter(isStaticRoute))(
    '$path has its title and heading',
    async ({ path, title, heading }) => {
      await renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(title));
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );

  it.each(routeExpectations.filter((route) => route.needs === 'admin'))(
    'sends an anonymous visitor from $path to log in, with the way back',
    async ({ path }) => {
      const { router } = await renderApp(path);
      await screen.findByRole('heading', { level: 1, name: 'Accedi' });
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toEqual({ redirect: path });
    },
  );

  it('shows the Italian not-found page for an unknown address', async () => {
    await renderApp(unknownPath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(notFoundTitle));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it.each([
    ['/account/profile', '/profile', 'Il mio profilo'],
    ['/account/orders', '/orders', 'I miei ordini'],
  ])('redirects %s to %s, replacing the history entry', async (from, to, heading) => {
    const { router } = await renderApp(from);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(to);
    expect(router.history.length).toBe(1);
  });
});

describe('/products search parameters', () => {
  it('keeps a trimmed search and a real category', async () => {
    const { router } = await renderApp('/products?search=%20sesamo%20&category=classici');
    await screen.findByRole('heading', { level: 1, name: 'Prodotti' });
    expect(router.state.location.search).toEqual({ search: 'sesamo', category: 'classici' });
    expect(screen.getByTestId('active-filters')).toHaveTextContent(
      'Filtri attivi: ricerca «sesamo», categoria «classici»',
    );
  });

  it("drops empty values and the 'all' category instead of failing", async () => {
    const { router } = await renderApp('/products?search=&category=all');
    await screen.findByRole('heading', { level: 1, name: 'Prodotti' });
    expect(router.state.location.search).toEqual({ search: undefined, category: undefined });
    expect(screen.queryByTestId('active-filters')).toBeNull();
  });

  it('reads a typed number as the text to search for', async () => {
    const { router } = await renderApp('/products?search=42');
    await screen.findByRole('heading', { level: 1, name: 'Prodotti' });
    expect(router.state.location.search.search).toBe('42');
  });

  it('ignores a search that is not text', async () => {
    const { router } = await renderApp('/products?search=%7B%22a%22%3A1%7D');
    await screen.findByRole('heading', { level: 1, name: 'Prodotti' });
    expect(router.state.location.search.search).toBeUndefined();
  });
});

describe('structured data', () => {
  it('publishes WebSite and Organization JSON-LD on every page', async () => {
    await renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'Chi Siamo' });
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as { '@type': string },
    );
    expect(blocks.map((block) => block['@type']).sort()).toEqual(['Organization', 'WebSite']);
  });
});
