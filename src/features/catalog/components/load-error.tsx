import '@mantine/core/styles/Alert.css';
import { Alert, Text } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { LoadingButton } from '@/components/loading-button';

/** A failed read with a way to try again (the query's refetch or the route's invalidate). */
export function LoadError({
  title,
  message,
  onRetry,
  retrying = false,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert
      variant="light"
      color="red.9"
      title={title}
      icon={<IconAlertTriangle size={22} aria-hidden="true" />}
      role="alert"
    >
      <Text mb="sm">{message}</Text>
      <LoadingButton variant="outline" color="crust" onClick={onRetry} loading={retrying}>
        Riprova
      </LoadingButton>
    </Alert>
  );
}
