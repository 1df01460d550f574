import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { invalidateContent } from '@/features/back-office/content/api/admin-content-keys';
import {
  deleteProduct,
  setProductArchived,
} from '@/features/back-office/content/api/admin-products-api';
import { saveErrorMessage } from '@/features/back-office/content/components/save-error-message';
import { ApiError } from '@/lib/api-error';
import { toastSuccess } from '@/domain/auth/auth-toasts';
import type { ProductRow } from '@/domain/catalogue/product';

/**
 * Deleting, with a confirmation. The database refuses to delete a product that appears in
 * orders (`product_in_orders`): the dialog then offers to archive it instead.
 */
export function ProductDeleteButton({ product }: { product: ProductRow }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [failure, setFailure] = useState<{ message: string; canArchive: boolean } | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const done = async (message: string) => {
    await invalidateContent(queryClient, 'products');
    toastSuccess(message);
    close();
    await navigate({ to: '/admin/products' });
  };
  const remove = useMutation({
    mutationFn: () => deleteProduct(product.id),
    onSuccess: () => done(`«${product.name}» eliminato`),
    onError: (error) =>
      setFailure({
        message: saveErrorMessage(error),
        canArchive: error instanceof ApiError && error.message === 'product_in_orders',
      }),
  });
  const archive = useMutation({
    mutationFn: () => setProductArchived(product.id, true),
    onSuccess: () => done(`«${product.name}» archiviato`),
    onError: (error) => setFailure({ message: saveErrorMessage(error), canArchive: false }),
  });

  return (
    <>
      <Button
        // Shade 9: Mantine's default red (shade 6) reads at 3.3:1 on white, under WCAG's 4.5.
        color="red.9"
        variant="outline"
        onClick={() => {
          setFailure(null);
          open();
        }}
      >
        Elimina prodotto
      </Button>
      <Modal opened={opened} onClose={close} title={`Eliminare «${product.name}»?`} centered>
        <Text>
          Il prodotto e le sue informazioni spariscono per sempre. Se compare in qualche ordine non
          si può eliminare: si archivia.
        </Text>
        {failure && (
          <Alert color="red" mt="md" role="alert">
            {failure.message}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            Annulla
          </Button>
          {failure?.canArchive ? (
            <LoadingButton loading={archive.isPending} onClick={() => archive.mutate()}>
              Archivia il prodotto
            </LoadingButton>
          ) : (
            <LoadingButton color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              Elimina definitivamente
            </LoadingButton>
          )}
        </Group>
      </Modal>
    </>
  );
}
