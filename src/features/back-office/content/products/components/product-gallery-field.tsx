import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import classes from '@/features/back-office/content/components/admin-content.module.css';
import { DragHandle } from '@/features/back-office/content/components/drag-handle';
import { MediaDropzone } from '@/features/back-office/content/components/media-dropzone';
import { ReorderButtons } from '@/features/back-office/content/components/reorder-buttons';
import { useDragReorder } from '@/features/back-office/content/components/use-drag-reorder';
import { moveItem } from '@/features/back-office/content/reorder';
import { publicStorageUrl } from '@/lib/storage-url';

export interface ProductGalleryFieldProps {
  images: string[];
  /** Takes the new list, or how to derive it from the latest one (several uploads in a row). */
  onChange: (update: (images: string[]) => string[]) => void;
  productName: string;
}

/**
 * The product's photos: upload by drag and drop, reorder (drag or the arrows), remove. The
 * first photo is the cover the shop shows in lists. Changes are saved with the product.
 */
export function ProductGalleryField({ images, onChange, productName }: ProductGalleryFieldProps) {
  const move = (from: number, to: number) => onChange((current) => moveItem(current, from, to));
  const { itemProps, handleProps } = useDragReorder(move);
  const name = productName.trim() || 'il prodotto';

  return (
    <div>
      <MediaDropzone
        bucket="product-images"
        title="Trascina qui le foto del prodotto, o clicca per sceglierle"
        hint="JPG, PNG, WebP, AVIF o SVG. La prima foto è la copertina."
        inputLabel="Carica foto del prodotto"
        onUploaded={(key) => onChange((current) => [...current, key])}
      />
      {images.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          Nessuna foto: il negozio mostrerà un’immagine segnaposto.
        </Text>
      ) : (
        <ul className={classes.gallery} aria-label="Foto del prodotto">
          {images.map((key, index) => (
            <li key={key} className={classes.tile} {...itemProps(index)}>
              <img
                src={publicStorageUrl(key)}
                alt={`Foto ${index + 1} di ${name}`}
                width={300}
                height={225}
                loading="lazy"
                className={classes.thumb}
              />
              <Group mt={6} h={26}>
                {index === 0 ? (
                  <Badge size="sm" variant="filled">
                    Copertina
                  </Badge>
                ) : (
                  <Button size="compact-xs" variant="subtle" onClick={() => move(index, 0)}>
                    Rendi copertina
                  </Button>
                )}
              </Group>
              <Group justify="space-between" mt={4} gap={4} wrap="nowrap">
                <DragHandle itemLabel={`la foto ${index + 1}`} {...handleProps(index)} />
                <Group gap={4} wrap="nowrap">
                  <ReorderButtons
                    index={index}
                    count={images.length}
                    onMove={move}
                    itemLabel={`la foto ${index + 1}`}
                    direction="horizontal"
                  />
                  <ActionIcon
                    variant="default"
                    color="red"
                    aria-label={`Rimuovi la foto ${index + 1}`}
                    onClick={() => onChange((current) => current.filter((other) => other !== key))}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </Group>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
