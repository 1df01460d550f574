import { Center, Loader } from '@mantine/core';

/** Shown when a page takes more than a second to arrive (slow network, first visit). */
export function RoutePending() {
  return (
    <Center py={96} role="status" aria-live="polite">
      <Loader color="crust" aria-hidden="true" />
      <span className="bdb-visually-hidden">Caricamento...</span>
    </Center>
  );
}
