import { ActionIcon, Badge, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import {
  type CarouselRow,
  deleteCarouselItem,
  updateCarouselItem,
} from '@/features/back-office/content/api/admin-carousel-api';
import { invalidateContent } from '@/features/back-office/content/api/admin-content-keys';
import { removeMedia } from '@/features/back-office/content/api/media-storage';
import { saveErrorMessage } from '@/features/back-office/content/components/save-error-message';
import { toastError, toastSuccess } from '@/domain/auth/auth-toasts';
import { logger } from '@/lib/logger';
import { badgeText } from '@/components/badge-text';

export interface CarouselItemEditorProps {
  item: CarouselRow;
  position: number;
  /** The reorder arrows, from the list. */
  reorder: React.ReactNode;
}

/** One slide: its media, title, description and active switch, saved together. */
export function CarouselItemEditor({ item, position, reorder }: CarouselItemEditorProps) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(item.title);
  const [description, setDescription] = useState(item.description);
  const changed = title !== item.title || description !== item.description;
  const label = item.title || `elemento ${position}`;

  const update = useMutation({
    mutationFn: (changes: Parameters<typeof updateCarouselItem>[1]) =>
      updateCarouselItem(item.id, changes),
    onSuccess: () => invalidateContent(queryClient, 'carousel'),
    onError: (error) => toastError(saveErrorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: async () => {
      await deleteCarouselItem(item.id);
      // The row is gone; a file left behind only costs space, so a failure is just logged.
      await removeMedia(item.media_url).catch((error: unknown) =>
        logger.warn('Carousel file not removed', error),
      );
    },
    onSuccess: async () => {
      await invalidateContent(queryClient, 'carousel');
      toastSuccess('Elemento rimosso dal carosello');
    },
    onError: (error) => toastError(saveErrorMessage(error)),
  });

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <Badge variant="light" color="gray" c={badgeText.gray}>
            {position}
          </Badge>
          <Badge
            variant="light"
            color={item.media_type === 'video' ? 'grape' : 'blue'}
            c={item.media_type === 'video' ? badgeText.grape : badgeText.blue}
          >
            {item.media_type === 'video' ? 'Video' : 'Immagine'}
          </Badge>
        </Group>
        <Group gap={4} wrap="nowrap">
          {reorder}
          <ActionIcon
            variant="default"
            color="red"
            aria-label={`Rimuovi ${label}`}
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Group>
      <TextInput
        label="Titolo"
        value={title}
        maxLength={120}
        onChange={(event) => setTitle(event.currentTarget.value)}
      />
      <Textarea
        label="Descrizione"
        value={description}
        maxLength={300}
        autosize
        minRows={2}
        onChange={(event) => setDescription(event.currentTarget.value)}
      />
      <Group justify="space-between">
        <Switch
          label="Attivo in home"
          checked={item.is_active}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ is_active: event.currentTarget.checked })}
        />
        <LoadingButton
          size="xs"
          disabled={!changed}
          loading={update.isPending && changed}
          onClick={() =>
            update.mutate(
              { title: title.trim(), description: description.trim() },
              { onSuccess: () => toastSuccess('Testi del carosello salvati') },
            )
          }
          // The visible words first (WCAG 2.5.3 Label in Name), then which slide.
          aria-label={`Salva testi: ${label}`}
        >
          Salva testi
        </LoadingButton>
      </Group>
    </Stack>
  );
}
