import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { LoadingButton } from '@/components/loading-button';
import { type BlogPostRow, deletePost } from '@/features/back-office/content/api/admin-blog-api';
import { invalidateContent } from '@/features/back-office/content/api/admin-content-keys';
import { saveErrorMessage } from '@/features/back-office/content/components/save-error-message';
import { toastError, toastSuccess } from '@/domain/auth/auth-toasts';

/** Deleting a post, after a confirmation (a draft is often the better choice). */
export function BlogDeleteButton({ post }: { post: BlogPostRow }) {
  const [opened, { open, close }] = useDisclosure(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => deletePost(post.id),
    onSuccess: async () => {
      await invalidateContent(queryClient, 'blog');
      toastSuccess('Articolo eliminato');
      close();
      await navigate({ to: '/admin/blog' });
    },
    onError: (error) => toastError(saveErrorMessage(error)),
  });
  return (
    <>
      {/* Shade 9: Mantine's default red reads at 3.3:1 on white, under WCAG's 4.5. */}
      <Button color="red.9" variant="outline" onClick={open}>
        Elimina articolo
      </Button>
      <Modal opened={opened} onClose={close} title={`Eliminare «${post.title}»?`} centered>
        <Text>
          L’articolo sparisce per sempre dal blog. Per toglierlo solo dal sito, rimettilo in bozza.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            Annulla
          </Button>
          <LoadingButton color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            Elimina definitivamente
          </LoadingButton>
        </Group>
      </Modal>
    </>
  );
}
