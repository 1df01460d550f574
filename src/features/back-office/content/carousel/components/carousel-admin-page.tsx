import '@/features/back-office/content/components/admin-content-styles';
import { Fieldset, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PageFrame } from '@/components/page-frame';
import {
  addCarouselItem,
  adminCarouselQueryOptions,
  type CarouselRow,
  reorderCarousel,
} from '@/features/back-office/content/api/admin-carousel-api';
import {
  adminContentKeys,
  invalidateContent,
} from '@/features/back-office/content/api/admin-content-keys';
import {
  mediaTypeOf,
  nextDisplayOrder,
} from '@/features/back-office/content/carousel/carousel-media';
import { CarouselItemEditor } from '@/features/back-office/content/carousel/components/carousel-item-editor';
import { CarouselMediaPreview } from '@/features/back-office/content/carousel/components/carousel-media-preview';
import { CarouselPreview } from '@/features/back-office/content/carousel/components/carousel-preview';
import classes from '@/features/back-office/content/components/admin-content.module.css';
import { DragHandle } from '@/features/back-office/content/components/drag-handle';
import { MediaDropzone } from '@/features/back-office/content/components/media-dropzone';
import { LoadError, LoadingRows } from '@/features/back-office/content/components/query-state';
import { ReorderButtons } from '@/features/back-office/content/components/reorder-buttons';
import { saveErrorMessage } from '@/features/back-office/content/components/save-error-message';
import { useDragReorder } from '@/features/back-office/content/components/use-drag-reorder';
import { moveItem } from '@/features/back-office/content/reorder';
import { toastError, toastSuccess } from '@/domain/auth/auth-toasts';

/** /admin/carousel: upload, caption, switch on and off, and order the home carousel. */
export function CarouselAdminPage() {
  const queryClient = useQueryClient();
  const query = useQuery(adminCarouselQueryOptions());
  const items = query.data ?? [];

  const reorder = useMutation({
    mutationFn: (ordered: CarouselRow[]) => reorderCarousel(ordered.map((item) => item.id)),
    // The list moves at once; the database's order comes back with the refetch.
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: adminContentKeys.carousel() });
      queryClient.setQueryData(
        adminContentKeys.carousel(),
        ordered.map((item, index) => ({ ...item, display_order: index + 1 })),
      );
    },
    onError: (error) => toastError(saveErrorMessage(error)),
    onSettled: () => invalidateContent(queryClient, 'carousel'),
  });
  const move = (from: number, to: number) => reorder.mutate(moveItem(items, from, to));
  const { itemProps, handleProps } = useDragReorder(move);

  const addUploaded = async (key: string, file: File) => {
    const current = queryClient.getQueryData(adminCarouselQueryOptions().queryKey) ?? items;
    try {
      await addCarouselItem({
        mediaUrl: key,
        mediaType: mediaTypeOf(file),
        title: '',
        displayOrder: nextDisplayOrder(current),
      });
      await invalidateContent(queryClient, 'carousel');
      toastSuccess(`«${file.name}» aggiunto al carosello`);
    } catch (error) {
      toastError(saveErrorMessage(error));
    }
  };

  return (
    <PageFrame
      title="Carosello della home"
      lead="Foto e video de «Le Nostre Creazioni» in home: trascinali per cambiarne l’ordine."
    >
      <Stack gap="lg" mt="lg">
        <MediaDropzone
          bucket="carousel-media"
          title="Trascina qui foto o video, o clicca per sceglierli"
          hint="Immagini JPG, PNG, WebP, AVIF, SVG o video MP4, WebM (senza audio in home)."
          inputLabel="Carica foto o video nel carosello"
          onUploaded={addUploaded}
        />
        {query.isPending && <LoadingRows label="Caricamento del carosello" rows={3} />}
        {query.isError && (
          <LoadError
            message="Non è stato possibile caricare il carosello."
            onRetry={() => void query.refetch()}
          />
        )}
        {query.isSuccess && (
          <>
            <Fieldset legend="Anteprima">
              <CarouselPreview items={items} />
            </Fieldset>
            <section aria-labelledby="carousel-items-title">
              <Text id="carousel-items-title" fw={700} size="lg">
                Elementi ({items.length})
              </Text>
              {items.length === 0 ? (
                <Text c="dimmed" mt="sm">
                  Il carosello è vuoto: carica la prima foto.
                </Text>
              ) : (
                <ol className={classes.slides} aria-label="Elementi del carosello">
                  {items.map((item, index) => (
                    <li key={item.id} className={classes.slide} {...itemProps(index)}>
                      <CarouselMediaPreview item={item} />
                      <CarouselItemEditor
                        item={item}
                        position={index + 1}
                        reorder={
                          <>
                            <DragHandle
                              itemLabel={item.title || `l’elemento ${index + 1}`}
                              {...handleProps(index)}
                            />
                            <ReorderButtons
                              index={index}
                              count={items.length}
                              onMove={move}
                              itemLabel={item.title || `l’elemento ${index + 1}`}
                              disabled={reorder.isPending}
                            />
                          </>
                        }
                      />
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </>
        )}
      </Stack>
    </PageFrame>
  );
}
