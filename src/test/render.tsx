import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderWholePagesForTests } from '@/app/after-first-screen';
import { AppProviders } from '@/app/app-providers';
import { createAppRouter } from '@/app/router';
import { cssVariablesResolver, theme } from '@/app/theme/theme';
import { createQueryClient } from '@/lib/query-client';

/**
 * The one render helper for component tests: the shop's theme with `env="test"` (no
 * transitions, no portals), as Mantine's own testing guide recommends.
 */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        {children}
      </MantineProvider>
    ),
    ...options,
  });
}

/**
 * Renders the whole app (providers, router, shell) at `path` with an in-memory history, and
 * waits until the router has resolved the page. Sections that a real first visit adds after
 * the first screen (src/app/after-first-screen.tsx) are rendered at once.
 */
export async function renderApp(path: string) {
  renderWholePagesForTests();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await router.load();
  return { ...result, router, queryClient };
}
