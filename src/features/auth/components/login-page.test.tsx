import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue, type AuthStatus } from '@/domain/auth/auth-context';
import { LoginPage } from '@/features/auth/components/login-page';
import { renderWithTheme } from '@/test/render';

/** /login (the page under test, headed for /admin) and the pages it may send the visitor to. */
function renderLogin(rendered: AuthStatus, now: AuthStatus) {
  const auth: AuthContextValue = {
    status: rendered,
    currentStatus: () => now,
    loading: false,
    user: null,
    isAdmin: false,
    lastError: null,
    clearError: vi.fn(),
    login: vi.fn(async () => true),
    register: vi.fn(async () => true),
    logout: vi.fn(async () => {}),
    requestPasswordReset: vi.fn(async () => true),
    updatePassword: vi.fn(async () => true),
    updateProfile: vi.fn(async () => true),
  };
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({
        getParentRoute: () => root,
        path: '/login',
        component: () => <LoginPage redirectTo="/admin" />,
      }),
      createRoute({ getParentRoute: () => root, path: '/admin', component: () => <h1>Admin</h1> }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/login'] }),
  });
  renderWithTheme(
    <AuthContext value={auth}>
      <RouterProvider router={router} />
    </AuthContext>,
  );
  return router;
}

describe('the login page and a session already open', () => {
  it('sends a signed-in visitor where they were headed', async () => {
    const router = renderLogin('authenticated', 'authenticated');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('stays put for a session closed a moment ago that still renders as signed in', async () => {
    // The sign-out led here (the console's "Esci"); the rendered status follows as a transition.
    const router = renderLogin('authenticated', 'unauthenticated');
    expect(await screen.findByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/login');
  });
});
