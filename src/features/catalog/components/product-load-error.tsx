import { Box } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '@/features/catalog/components/load-error';
import { PageFrame } from '@/components/page-frame';

/** The product page could not be read (offline, server error): say so and offer a retry. */
export function ProductLoadError({ onRetry }: { onRetry: () => Promise<unknown> | void }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <PageFrame title="Prodotto non disponibile">
      <Box mt="xl" maw={640}>
        <LoadError
          title="Non riusciamo a caricare questo prodotto"
          message="Controlla la connessione e riprova: se il problema continua, riprova tra qualche minuto."
          retrying={retrying}
          onRetry={() => {
            setRetrying(true);
            void Promise.resolve(onRetry()).finally(() => setRetrying(false));
          }}
        />
      </Box>
    </PageFrame>
  );
}
