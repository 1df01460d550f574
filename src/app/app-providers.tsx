import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from '@/app/theme/theme';
import { Toasts } from '@/app/toasts';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { createQueryPersistOptions } from '@/lib/query-persistence';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' in component tests: no transitions, no portals. */
  mantineEnv?: 'default' | 'test';
}

/** Theme, toasts, the persisted query cache and the auth state around the whole app. */
export function AppProviders({ queryClient, children, mantineEnv = 'default' }: AppProvidersProps) {
  const [persistOptions] = useState(createQueryPersistOptions);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      env={mantineEnv}
    >
      <Toasts />
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        {/* Inside the query client: the admin check is a query the /admin guard reuses. */}
        <AuthProvider>{children}</AuthProvider>
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
