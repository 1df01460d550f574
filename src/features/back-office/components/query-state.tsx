import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import '@/features/back-office/components/admin-styles';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What is being loaded, for the loading and error messages: 'gli ordini'. */
  what: string;
  children: (data: T) => ReactNode;
}

/** A query's three faces on an admin page: loading, an error with retry, or the data. */
export function QueryState<T>({ query, what, children }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <Stack align="center" py="xl" role="status">
        <Loader color="crust" aria-hidden />
        <Text c="dimmed">Caricamento di {what}…</Text>
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title={`Non è stato possibile caricare ${what}`} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Controlla la connessione e riprova.</Text>
          <Button variant="light" color="red" onClick={() => void query.refetch()}>
            Riprova
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
