import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { theme } from '@/app/theme/theme';
import { Toasts } from '@/app/toasts';
import { AuthProvider } from '@/app/auth/auth-provider';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' in component tests: no transitions, no portals. */
  mantineEnv?: 'default' | 'test';
}

/**
 * Theme, toasts, the query cache and the auth state around the whole app. The cache is restored
 * from and saved to storage outside React (`src/main.tsx`, `@/lib/query-persistence`).
 */
export function AppProviders({ queryClient, children, mantineEnv = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      // The theme's variables, `cssVariablesResolver` included, are a stylesheet generated from
      // the theme (src/app/theme/mantine-theme-variables.css): the provider computed them at
      // every start, one 14 ms step of the hydration at full CPU speed, 55 ms on Lighthouse's
      // phone (decision 017 item 31).
      withCssVariables={false}
      forceColorScheme="light"
      env={mantineEnv}
    >
      <Toasts />
      <QueryClientProvider client={queryClient}>
        {/* Inside the query client: the admin check is a query the /admin guard reuses. */}
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
