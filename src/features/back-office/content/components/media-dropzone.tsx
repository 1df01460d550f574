import { Group, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import IconPhotoUp from '@tabler/icons-react/dist/esm/icons/IconPhotoUp.mjs';
import { useState } from 'react';
import {
  bucketLimits,
  type MediaBucket,
  uploadMedia,
} from '@/features/back-office/content/api/media-storage';
import { saveErrorMessage } from '@/features/back-office/content/components/save-error-message';
import { toastError } from '@/domain/auth/auth-toasts';
import { logger } from '@/lib/logger';

export interface MediaDropzoneProps {
  bucket: MediaBucket;
  /** Called once per uploaded file, in the order they were chosen, with its storage key. */
  onUploaded: (key: string, file: File) => void | Promise<void>;
  multiple?: boolean;
  /** The sentence in the box, e.g. 'Trascina qui le foto del prodotto'. */
  title: string;
  hint: string;
  /** Accessible name of the hidden file input. */
  inputLabel: string;
}

function rejectionMessage(rejection: FileRejection, maxMegabytes: number): string {
  const code = rejection.errors[0]?.code;
  if (code === 'file-too-large')
    return `${rejection.file.name}: il file supera ${maxMegabytes} MB.`;
  if (code === 'file-invalid-type') return `${rejection.file.name}: formato non supportato.`;
  return `${rejection.file.name}: file non accettato.`;
}

/** Drag and drop (or click to choose) files that go straight to the bucket. */
export function MediaDropzone({
  bucket,
  onUploaded,
  multiple = true,
  title,
  hint,
  inputLabel,
}: MediaDropzoneProps) {
  const [uploading, setUploading] = useState(false);
  const { mimeTypes, maxBytes } = bucketLimits[bucket];
  const maxMegabytes = Math.round(maxBytes / 1024 / 1024);

  const upload = async (files: File[]) => {
    setUploading(true);
    try {
      for (const file of files) {
        const key = await uploadMedia(bucket, file);
        await onUploaded(key, file);
      }
    } catch (error) {
      logger.error('Upload not saved', error);
      toastError(`Caricamento non riuscito. ${saveErrorMessage(error)}`);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Dropzone
      onDrop={(files) => void upload(files)}
      onReject={(rejections) =>
        rejections.forEach((rejection) => toastError(rejectionMessage(rejection, maxMegabytes)))
      }
      accept={mimeTypes}
      maxSize={maxBytes}
      multiple={multiple}
      loading={uploading}
      inputProps={{ 'aria-label': inputLabel }}
    >
      <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }}>
        <IconPhotoUp size={36} stroke={1.5} aria-hidden="true" />
        <div>
          <Text size="md" fw={600}>
            {title}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {hint} Massimo {maxMegabytes} MB per file.
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}
