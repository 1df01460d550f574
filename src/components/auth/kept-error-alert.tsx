import { Alert } from '@mantine/core';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import { useEffect } from 'react';
import { useAuth } from '@/domain/auth/auth-context';

/**
 * The auth error kept as text (spec §8: password reset and update errors are not toasts),
 * with a close button that clears it. A page leaving takes its error with it.
 */
export function KeptErrorAlert() {
  const { lastError, clearError } = useAuth();
  useEffect(() => clearError, [clearError]);
  if (!lastError) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      mb="md"
      icon={<IconAlertCircle size={22} aria-hidden="true" />}
      withCloseButton
      closeButtonLabel="Chiudi il messaggio"
      onClose={clearError}
    >
      {lastError}
    </Alert>
  );
}
