import { Notifications } from '@mantine/notifications';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '@/app/errors/app-error-boundary';
import { ErrorScreen } from '@/app/errors/error-screen';
import { ERROR_REPORTED_MESSAGE } from '@/app/errors/report-error';
import { RootErrorComponent } from '@/app/errors/root-error';
import { HttpError } from '@/lib/http-error';
import { logger } from '@/lib/logger';
import { renderWithTheme } from '@/test/render';

afterEach(() => vi.restoreAllMocks());

function quietLogger() {
  return vi.spyOn(logger, 'error').mockImplementation(() => undefined);
}

describe('ErrorScreen (spec §2)', () => {
  it('tells the visitor the team was informed and offers the three actions', async () => {
    const onRetry = vi.fn();
    const onGoHome = vi.fn();
    renderWithTheme(
      <ErrorScreen error={new Error('boom')} onRetry={onRetry} onGoHome={onGoHome} />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ops! Si è verificato un errore' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/team è stato informato/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    await userEvent.click(screen.getByRole('button', { name: 'Torna alla Home' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onGoHome).toHaveBeenCalledOnce();
  });

  it("'Segnala errore' only logs and thanks with a toast for 3 s", async () => {
    const logged = quietLogger();
    const error = new Error('boom');
    renderWithTheme(
      <>
        <Notifications />
        <ErrorScreen error={error} onRetry={() => undefined} onGoHome={() => undefined} />
      </>,
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Segnala errore' }));
      expect(await screen.findByText(ERROR_REPORTED_MESSAGE)).toBeInTheDocument();
      expect(logged).toHaveBeenCalledWith("Errore segnalato dall'utente", error);
      act(() => vi.advanceTimersByTime(2_900));
      expect(screen.getByText(ERROR_REPORTED_MESSAGE)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.queryByText(ERROR_REPORTED_MESSAGE)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A tiny router whose one page fails the way we want, with the app's root error component. */
function renderFailingRoute(page: { component?: () => React.ReactNode; loader?: () => unknown }) {
  const rootRoute = createRootRoute({ component: Outlet, errorComponent: RootErrorComponent });
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '/rotta', ...page });
  const homeRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <h1>Home</h1>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, homeRoute]),
    history: createMemoryHistory({ initialEntries: ['/rotta'] }),
  });
  renderWithTheme(<RouterProvider router={router} />);
  return router;
}

describe('root error component', () => {
  it('shows the error screen for a render error, and Riprova renders the page again', async () => {
    quietLogger();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    renderFailingRoute({
      component: () => {
        if (broken) throw new TypeError("Cannot read properties of undefined (reading 'price')");
        return <h1>Pagina tornata</h1>;
      },
    });
    const retry = await screen.findByRole('button', { name: 'Riprova' });
    expect(
      screen.getByRole('heading', { name: 'Ops! Si è verificato un errore' }),
    ).toBeInTheDocument();
    broken = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Pagina tornata' })).toBeInTheDocument();
  });

  it("'Torna alla Home' leaves the broken page", async () => {
    quietLogger();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = renderFailingRoute({
      component: () => {
        throw new Error('always broken');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Torna alla Home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the router fallback with status and text for an HTTP error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderFailingRoute({
      loader: () => {
        throw new HttpError(503, 'Service Unavailable');
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });
});

describe('AppErrorBoundary', () => {
  it('catches errors outside the router and Riprova clears them', async () => {
    quietLogger();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('provider failed');
      return <p>Tutto a posto</p>;
    }
    renderWithTheme(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'Ops! Si è verificato un errore' }),
    ).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(screen.getByText('Tutto a posto')).toBeInTheDocument();
  });
});
