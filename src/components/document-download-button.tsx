import { Text } from '@mantine/core';
import IconFileDownload from '@tabler/icons-react/dist/esm/icons/IconFileDownload.mjs';
import { type ReactNode, useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { useOnlineStatus } from '@/hooks/use-online-status';
import type { DocumentFile } from '@/domain/documents/fetch-document';
import { saveFile } from '@/domain/documents/save-file';

export interface DocumentDownloadButtonProps {
  /** Fetches the file (the server renders or reads the stored document). */
  load: () => Promise<DocumentFile>;
  children: ReactNode;
  disabled?: boolean;
  variant?: 'filled' | 'default' | 'outline' | 'light';
}

/** A button that downloads a server-made document; needs the connection, says why it failed. */
export function DocumentDownloadButton({
  load,
  children,
  disabled,
  variant = 'default',
}: DocumentDownloadButtonProps) {
  const online = useOnlineStatus();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const file = await load();
      saveFile(file.blob, file.fileName);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
    setBusy(false);
  }

  return (
    <div>
      <LoadingButton
        variant={variant}
        loading={busy}
        disabled={disabled || !online}
        leftSection={<IconFileDownload size={18} aria-hidden />}
        onClick={() => void download()}
      >
        {children}
      </LoadingButton>
      {!online && (
        <Text size="sm" c="dimmed">
          Sei offline: per scaricare il documento serve la connessione.
        </Text>
      )}
      {error && (
        <Text size="sm" role="alert" c="red.8">
          {error}
        </Text>
      )}
    </div>
  );
}
