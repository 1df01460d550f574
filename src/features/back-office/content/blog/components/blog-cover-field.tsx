import { Button, Group, Stack, Text } from '@mantine/core';
import classes from '@/features/back-office/content/components/admin-content.module.css';
import { MediaDropzone } from '@/features/back-office/content/components/media-dropzone';
import { publicStorageUrl } from '@/lib/storage-url';

export interface BlogCoverFieldProps {
  value: string;
  onChange: (key: string) => void;
}

/** The cover image: drop a new one to replace it, or remove it. */
export function BlogCoverField({ value, onChange }: BlogCoverFieldProps) {
  return (
    <Stack gap="sm">
      <MediaDropzone
        bucket="blog-images"
        multiple={false}
        title="Trascina qui l’immagine di copertina, o clicca per sceglierla"
        hint="JPG, PNG, WebP, AVIF o SVG, meglio orizzontale."
        inputLabel="Carica immagine di copertina"
        onUploaded={(key) => onChange(key)}
      />
      {value ? (
        <Group align="end" gap="md">
          <img
            src={publicStorageUrl(value)}
            alt="Copertina attuale"
            width={320}
            height={180}
            className={classes.thumb}
            style={{ width: 320, aspectRatio: '16 / 9' }}
          />
          <Button variant="default" color="red" onClick={() => onChange('')}>
            Rimuovi copertina
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Nessuna copertina: la pagina dell’articolo ne mostrerà una predefinita.
        </Text>
      )}
    </Stack>
  );
}
