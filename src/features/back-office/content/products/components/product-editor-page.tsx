import '@/features/back-office/content/components/admin-content-styles';
import { Alert, Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DocumentDownloadButton } from '@/components/document-download-button';
import { PageFrame } from '@/components/page-frame';
import { adminProductQueryOptions } from '@/features/back-office/content/api/admin-products-api';
import { LoadError, LoadingRows } from '@/features/back-office/content/components/query-state';
import { ProductForm } from '@/features/back-office/content/products/components/product-form';
import { fetchProductSheet } from '@/domain/documents/product-sheets';

/** /admin/products/new and /admin/products/{id}/edit. */
export function ProductEditorPage({ productId }: { productId?: string }) {
  if (productId === undefined) {
    return (
      <PageFrame
        title="Nuovo prodotto"
        lead="Nome, prezzo, foto, ingredienti, allergeni e disponibilità del nuovo bun. Lo slug nasce dal nome."
      >
        <ProductForm stored={null} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Modifica prodotto" lead="Aggiorna i dati, le foto e la disponibilità.">
      <StoredProductForm productId={productId} />
    </PageFrame>
  );
}

function StoredProductForm({ productId }: { productId: string }) {
  const query = useQuery(adminProductQueryOptions(productId));
  if (query.isPending) return <LoadingRows label="Caricamento del prodotto" rows={8} />;
  if (query.isError)
    return (
      <LoadError
        message="Non è stato possibile caricare il prodotto."
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data)
    return (
      <Alert color="yellow" title="Prodotto non trovato" mt="lg">
        Questo prodotto non esiste o è stato eliminato.
        <Button
          component={Link}
          to="/admin/products"
          variant="light"
          size="xs"
          mt="sm"
          display="block"
        >
          Torna ai prodotti
        </Button>
      </Alert>
    );
  // A new key per product: the form's initial values come from this row.
  return (
    <>
      <Group mt="md">
        {/* The sheet prints what is saved, so it follows the last "Salva". */}
        <DocumentDownloadButton load={() => fetchProductSheet(productId)}>
          Scheda prodotto e allergeni (PDF)
        </DocumentDownloadButton>
      </Group>
      <ProductForm key={query.data.id} stored={query.data} />
    </>
  );
}
