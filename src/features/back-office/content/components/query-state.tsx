import { Alert, Button, Skeleton, Stack } from '@mantine/core';

/** What an admin page shows while its data loads: grey bars where the content will be. */
export function LoadingRows({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label} mt="lg">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={44} radius="sm" />
      ))}
    </Stack>
  );
}

/** A failed load, with the way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" title="Caricamento non riuscito" mt="lg" role="alert">
      {message}
      <Button variant="light" color="red" size="xs" mt="sm" display="block" onClick={onRetry}>
        Riprova
      </Button>
    </Alert>
  );
}
